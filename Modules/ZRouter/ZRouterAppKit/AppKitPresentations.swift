#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// What the glue remembers of the presentations it made, and the dismissals it waits for.
  ///
  /// AppKit declares `presentingViewController` `assign` (NSViewController.h): not retained and not cleared when the
  /// presenter is released, so reading it once the presenter is gone reads a dangling pointer. The glue keeps its own
  /// weak reference to the presenter of each controller it presented and reads that one; it reads
  /// `presentingViewController` only for controllers it did not present.
  ///
  /// `dismiss(_:)` has no completion handler, and AppKit does not document whether a sheet or a modal window leaves
  /// `presentedViewControllers` within the call or once its animation ended. A dismissal still under way is looked at
  /// again on the next main-actor turn and after each sheet that ends, window that closes and popover that closes
  /// (`NSWindow.didEndSheetNotification`, `NSWindow.willCloseNotification`, `NSPopover.didCloseNotification`).
  @MainActor
  enum AppKitPresentations {
    /// A controller the glue presented and its presenter, both held weakly.
    private struct Presentation {
      weak var presented: NSViewController?
      weak var presenter: NSViewController?
    }

    private static var made: [Presentation] = []

    /// Remembers that `presenter` presented `controller` through the glue.
    static func record(_ controller: NSViewController, presentedBy presenter: NSViewController) {
      made.removeAll { $0.presented == nil || $0.presented === controller }
      made.append(Presentation(presented: controller, presenter: presenter))
    }

    /// The controller presenting `controller` (or its farthest presented ancestor): the one the glue remembers, `nil`
    /// when that one was released, else AppKit's `presentingViewController`.
    static func presenter(of controller: NSViewController) -> NSViewController? {
      let root = sequence(first: controller, next: \.parent).reduce(controller) { $1 }
      if let index = made.firstIndex(where: { $0.presented === root }) {
        guard let presenter = made[index].presenter else { return nil }
        if presenter.zix_presents(root) { return presenter }
        // The glue's presentation is over; a later one the app made is AppKit's to tell.
        made.remove(at: index)
      }
      return root.presentingViewController
    }

    /// Whether the glue presented `controller` (its presenter may have been released since).
    static func madeAPresentation(of controller: NSViewController) -> Bool {
      made.contains { $0.presented === controller }
    }

    /// A dismissal under way: the controller, its presenter (kept alive meanwhile, as AppKit keeps both during the
    /// animation) and the completion to run once the controller left.
    private final class Dismissal {
      let controller: NSViewController
      let presenter: NSViewController
      var completion: (@MainActor (HostTransitionResult) -> Void)?

      init(
        controller: NSViewController, presenter: NSViewController,
        completion: @escaping @MainActor (HostTransitionResult) -> Void
      ) {
        self.controller = controller
        self.presenter = presenter
        self.completion = completion
      }
    }

    private static var dismissals: [Dismissal] = []
    private static var observers: [any NSObjectProtocol] = []

    /// Runs `completion` with `.completed` once `presenter` no longer presents `controller`.
    static func waitForDismissal(
      of controller: NSViewController, by presenter: NSViewController,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      dismissals.append(Dismissal(controller: controller, presenter: presenter, completion: completion))
      observeEndings()
      MainTurn.afterThisTurn(of: "AppKit") { completeDismissals() }
    }

    /// Completes the dismissals that are over.
    private static func completeDismissals() {
      let over = dismissals.filter { !$0.presenter.zix_presents($0.controller) }
      dismissals.removeAll { dismissal in over.contains { $0 === dismissal } }
      for dismissal in over {
        let completion = dismissal.completion
        dismissal.completion = nil
        completion?(.completed)
      }
    }

    /// Adds the observers of sheets ending, windows closing and popovers closing, once.
    private static func observeEndings() {
      guard observers.isEmpty else { return }
      for name in [NSWindow.willCloseNotification, NSWindow.didEndSheetNotification, NSPopover.didCloseNotification] {
        // AppKit posts these on the main thread; `queue: nil` runs the block on the posting thread.
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
              guard !dismissals.isEmpty else { return }
              MainTurn.afterThisTurn(of: "AppKit") { completeDismissals() }
            }
          })
      }
    }
  }
#endif
