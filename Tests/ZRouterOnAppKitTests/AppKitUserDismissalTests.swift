import AppKitModel
import Testing
import ZRouter

/// What users do to a presentation (a sheet's Cancel button or Escape, a modal window's close button, a click outside
/// a transient popover) ends the route once, with its removal hooks and handlers, whether AppKit takes the dismissed
/// controller's view out of its window at once or keeps it in the ordered-out window (AppKit does not document which:
/// `AppKitModelVariant.dismissedContentStaysInItsWindow`). The routers then present again.
@MainActor @Suite struct AppKitUserDismissalTests {
  enum Presentation: CaseIterable, Sendable {
    case sheet, modalWindow, popover
  }

  enum UserAction: CaseIterable, Sendable {
    /// A Cancel button calling `dismiss(_:)`, clicked or reached with Escape, its key equivalent.
    case cancelButton
    /// The close button of a modal window, or a click outside a transient popover (a sheet has neither).
    case closeOrClickOutside
  }

  static func path(_ presentation: Presentation, from main: MainWindow) -> ViewRoutePath {
    switch presentation {
    case .sheet: .presentAsSheet(from: main.root)
    case .modalWindow: .presentModally(from: main.root)
    case .popover: .presentAsPopover(from: main.root, configure: { $0.sourceView = main.root.view })
    }
  }

  static func act(_ action: UserAction, on screen: NoteScreen, in main: MainWindow) {
    switch action {
    case .cancelButton: screen.dismiss(nil)
    case .closeOrClickOutside:
      if NSPopover.modelShownPopovers.contains(where: { $0.contentViewController === screen }) {
        NSPopover.modelUserInteractsOutsidePopovers(in: main.window)
      } else {
        screen.view.window?.performClose(nil)
      }
    }
  }

  @Test(arguments: Presentation.allCases, [false, true])
  func theUsersDismissalEndsTheRouteOnce(_ presentation: Presentation, contentStays: Bool) async throws {
    for action in UserAction.allCases where !(presentation == .sheet && action == .closeOrClickOutside) {
      try await AppKitModelVariant.$dismissedContentStaysInItsWindow.withValue(contentStays) {
        try await AppKitRouting.run { log in
          let main = MainWindow()
          let router = try AppKitPresentationRouteTests.perform(Self.path(presentation, from: main), log: log)
          let screen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
          log.clear()
          Self.act(action, on: screen, in: main)
          // AppKit may end the dismissal on the next turn (`AppKitModelOrders.dismissalEndsOnNextTurn`).
          await AppKitRouting.settle()
          #expect(main.root.presentedViewControllers == nil, "\(action)")
          #expect((screen.view.window == nil) == !contentStays, "\(action)")
          #expect(router.state == .removed, "\(action)")
          #expect(
            log.events == ["state removing", "willRemove", "state removed", "didRemove", "remove.success"],
            "\(action)")
          router.performRoute()
          #expect(router.state == .routed, "\(action) \(String(describing: router.error))")
          router.removeRoute()
          await AppKitRouting.settle()
          #expect(router.state == .removed, "\(action)")
          #expect(AppKitModelLog.raisedExceptions.isEmpty, "\(action)")
        }
      }
    }
  }
}
