import AppKitModel
import Testing
import ZRouter

/// The presenting routes of AppKit (modal window, sheet, animator) through the shipping glue and the AppKit model:
/// where the destination goes, how `removeRoute()` takes it back, and how a removal the user makes is reported.
@MainActor @Suite struct AppKitPresentationRouteTests {
  /// Performs `path` to a `NoteScreen`, logging states and removal handlers.
  static func perform(_ path: ViewRoutePath, log: AppKitRouteLog) throws -> DestinationViewRouter<any NoteScreenInput> {
    try #require(
      Router.perform(
        to: RoutableView<any NoteScreenInput>(), path: path,
        configuring: { config, _ in log.install(on: config) }, removing: { log.install(onRemoval: $0) }))
  }

  @Test func aModalWindowShowsTheDestinationAndRemoveRouteClosesIt() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.perform(.presentModally(from: main.root), log: log)
      #expect(router.state == .routed)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      let window = try #require(screen.view.window)
      #expect(window.isVisible && window !== main.window)
      #expect(screen.presentingViewController === main.root)
      #expect(screen.appearances == 1)
      router.removeRoute()
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(main.root.presentedViewControllers == nil)
      #expect(screen.view.window == nil && !window.isVisible)
      #expect(screen.disappearances == 1)
      await AppKitRouting.settle()
      #expect(
        log.events.filter { $0.hasPrefix("remove.") || $0.hasSuffix("Remove") } == [
          "willRemove", "didRemove", "remove.success",
        ])
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func theModalWindowsCloseButtonEndsTheRouteOnceAndTheRouterPresentsAgain() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.perform(.presentModally(from: main.root), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      log.clear()
      screen.view.window?.performClose(nil)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
      #expect(router.canPerform)
      router.performRoute()
      #expect(router.state == .routed)
      #expect(main.root.presentedViewControllers?.count == 1)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func aSheetAttachesToTheSourcesWindowAndRemoveRouteEndsIt() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.perform(.presentAsSheet(from: main.root), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      #expect(main.window.sheets.count == 1)
      #expect(main.window.sheets.first === screen.view.window)
      router.removeRoute()
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(main.window.sheets.isEmpty)
      #expect(screen.view.window == nil)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func aSheetDismissedByItsOwnButtonEndsTheRouteAfterTheDismissal() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.perform(.presentAsSheet(from: main.root), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      log.clear()
      screen.dismiss(nil)
      await AppKitRouting.settle()
      #expect(main.window.sheets.isEmpty)
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
    }
  }

  /// The children routed into a sheet end with it when the user dismisses the sheet.
  @Test func theChildrenOfASheetTheUserDismissedEndWithIt() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let sheet = try Self.perform(.presentAsSheet(from: main.root), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      let childLog = AppKitRouteLog()
      let child = try Self.perform(
        .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: screen)), log: childLog)
      #expect(child.state == .routed)
      childLog.clear()
      screen.dismiss(nil)
      await AppKitRouting.settle()
      #expect(sheet.state == .removed)
      #expect(
        childLog.events.filter { $0.hasPrefix("state") || $0.hasPrefix("remove.") } == [
          "state removing", "state removed", "remove.success",
        ])
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func anAnimatorPresentsAndDismissesTheDestination() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let animator = OverlayAnimator()
      let router = try Self.perform(.present(from: main.root, animator: animator), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      #expect(screen.view.superview === main.root.view)
      router.removeRoute()
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(animator.calls == ["present", "dismiss"])
      #expect(screen.view.superview == nil)
    }
  }

  @Test func aPresentFromASourceInNoWindowIsRefused() async throws {
    try await AppKitRouting.run { log in
      let offscreen = ModelScreen()
      let router = try Self.perform(.presentAsSheet(from: offscreen), log: log)
      #expect(router.state == .unrouted)
      #expect((router.error as? ZIKViewRouteError)?.code == .invalidSource)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func aDismissalOfAControllerNoLongerPresentedIsReportedAsNotPerformed() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try Self.perform(.presentModally(from: main.root), log: log)
      let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      // The glue dismisses through the presenter; a dismissal the presenter does not carry out is not a success.
      var result: HostTransitionResult?
      main.root.dismiss(screen)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      screen.zix_dismiss(animated: false) { result = $0 }
      #expect(result == .notPerformed(reason: "NoteScreen was neither presented nor shown in a window"))
    }
  }

  /// "If the window already has a presented sheet, it will queue up sheets presented after that": a sheet presented
  /// from another controller of the same window (a sidebar) is routed while its sheet waits, the first sheet's
  /// dismissal shows it, and each route ends with its own sheet.
  @Test func aSecondSheetOnTheWindowWaitsForTheFirstAndEachRouteEndsWithItsOwnSheet() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let sidebar = main.addSidebar()
      let firstLog = AppKitRouteLog()
      let first = try Self.perform(.presentAsSheet(from: main.root), log: firstLog)
      let second = try Self.perform(.presentAsSheet(from: sidebar), log: log)
      #expect(first.state == .routed && second.state == .routed)
      let firstScreen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      let secondScreen = try #require(sidebar.presentedViewControllers?.first as? NoteScreen)
      let firstWindow = try #require(firstScreen.view.window)
      let secondWindow = try #require(secondScreen.view.window)
      #expect(main.window.sheets.map(ObjectIdentifier.init) == [firstWindow, secondWindow].map(ObjectIdentifier.init))
      #expect(firstWindow.isVisible && !secondWindow.isVisible)
      #expect(secondScreen.appearances == 0)
      firstScreen.dismiss(nil)
      await AppKitRouting.settle()
      #expect(first.state == .removed)
      #expect(second.state == .routed)
      #expect(secondWindow.isVisible && secondScreen.appearances == 1)
      second.removeRoute()
      await AppKitRouting.settle()
      #expect(second.state == .removed)
      #expect(main.window.sheets.isEmpty)
      await AppKitRouting.settle()
      #expect(firstLog.events.filter { $0 == "remove.success" }.count == 1)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  /// A queued sheet the route removes before it was ever shown leaves the queue; the presented sheet stays.
  @Test func removingAQueuedSheetLeavesThePresentedOne() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let sidebar = main.addSidebar()
      let first = try Self.perform(.presentAsSheet(from: main.root), log: AppKitRouteLog())
      let second = try Self.perform(.presentAsSheet(from: sidebar), log: log)
      second.removeRoute()
      await AppKitRouting.settle()
      #expect(second.state == .removed)
      #expect(first.state == .routed)
      #expect(main.window.sheets.count == 1 && main.window.sheets.first?.isVisible == true)
      #expect(log.events.filter { $0 == "remove.success" }.count == 1)
      first.removeRoute()
      await AppKitRouting.settle()
      #expect(main.window.sheets.isEmpty)
    }
  }

  /// AppKit lets a controller present several controllers at once (`presentedViewControllers`); routers present one
  /// at a time from a source, on every platform, and say so.
  @Test func aSecondPresentFromAPresentingSourceIsRefusedWithAReason() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let first = try Self.perform(.presentAsSheet(from: main.root), log: AppKitRouteLog())
      let second = try Self.perform(.presentModally(from: main.root), log: log)
      #expect(first.state == .routed)
      #expect(second.state == .unrouted)
      let error = try #require(second.error as? ZIKViewRouteError)
      #expect(error.code == .invalidSource)
      #expect("\(error)".contains("already presenting"))
      #expect(main.root.presentedViewControllers?.count == 1)
      first.removeRoute()
    }
  }

  /// A destination wrapped in a container (`containerWrapper`) is presented as the container; the user's dismissal of
  /// the sheet ends the route once, and the destination stays the container's child.
  @Test func aWrappedDestinationsSheetDismissedByTheUserEndsTheRouteOnce() async throws {
    try await AppKitRouting.run { log in
      let main = MainWindow()
      let router = try #require(
        Router.perform(
          to: RoutableView<any NoteScreenInput>(), path: .presentAsSheet(from: main.root),
          configuring: { config, _ in
            log.install(on: config)
            config.containerWrapper = { destination in
              let tabs = NSTabViewController()
              tabs.addChild(appKitController(destination))
              return tabs
            }
          }, removing: { log.install(onRemoval: $0) }))
      let tabs = try #require(main.root.presentedViewControllers?.first as? NSTabViewController)
      let screen = try #require(log.lastDestination as? NoteScreen)
      #expect(screen.parent === tabs)
      log.clear()
      tabs.dismiss(nil)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
      #expect(main.window.sheets.isEmpty)
    }
  }
}
