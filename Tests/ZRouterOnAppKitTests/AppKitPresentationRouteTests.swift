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
      #expect(main.window.sheets.isEmpty)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      #expect(log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"])
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
      var result: ZIKHostTransitionResult?
      main.root.dismiss(screen)
      await AppKitRouting.settle()
      #expect(router.state == .removed)
      screen.zix_dismiss(animated: false) { result = $0 }
      #expect(result == .notPerformed(reason: "NoteScreen was neither presented nor shown in a window"))
    }
  }
}
