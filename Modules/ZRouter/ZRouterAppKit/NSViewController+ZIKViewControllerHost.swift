#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// `NSViewController` as a host: each requirement forwards to AppKit. AppKit has no navigation controllers (push
  /// routes fail with `invalidSource`), no transition coordinator and no containment callbacks. Containment goes
  /// through ``ForwardingViewControllerHost``.
  extension AppKit.NSViewController: ZRouterCore.ForwardingViewControllerHost {
    /// The root view (loaded if needed).
    public var zix_view: any ZIKViewHost { view }
    /// AppKit has no navigation controllers: always `nil`.
    public var zix_navigationController: (any ZIKNavigationHost)? { nil }
    /// The last of `presentedViewControllers`.
    public var zix_presentedViewController: (any ZIKViewControllerHost)? { presentedViewControllers?.last }
    /// Whether the loaded view is in a window.
    public var zix_isViewInWindow: Bool { isViewLoaded && view.window != nil }
    /// AppKit reports no running transitions: always `false`.
    public var zix_isTransitioning: Bool { false }

    /// AppKit has no `willMove(toParent:)`: nothing to forward.
    public func zix_willMove(toParent parent: (any ZIKViewControllerHost)?) {}

    /// AppKit has no `didMove(toParent:)`: nothing to forward.
    public func zix_didMove(toParent parent: (any ZIKViewControllerHost)?) {}

    /// `.modal` is `presentAsModalWindow(_:)`, `.sheet` is `presentAsSheet(_:)`, `.popover` is
    /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)` with `.transient` behavior (refused where AppKit
    /// would raise or show nothing), `.animator` is `present(_:animator:)`.
    public func zix_present(
      _ viewController: any ZIKViewControllerHost, style: PresentationStyle, animated: Bool,
      completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      guard let viewController = viewController as? NSViewController else {
        return completion(Self.refusal("presents", by: "AppKit"))
      }
      switch style {
      case .modal:
        presentAsModalWindow(viewController)
      case .sheet:
        presentAsSheet(viewController)
      case .popover(let configuration):
        guard let anchor = configuration.sourceView as? NSView else {
          completion(.notPerformed(reason: "an AppKit popover needs a source view"))
          return
        }
        if let refusal = Self.popoverRefusal(anchor: anchor, rect: configuration.sourceRect) {
          completion(.notPerformed(reason: refusal))
          return
        }
        present(
          viewController, asPopoverRelativeTo: configuration.sourceRect, of: anchor,
          preferredEdge: configuration.preferredEdge(in: anchor), behavior: .transient)
      case .animator:
        guard let animator = style.animatorObject as? any NSViewControllerPresentationAnimator else {
          completion(.notPerformed(reason: "the animator is not an NSViewControllerPresentationAnimator"))
          return
        }
        present(viewController, animator: animator)
      }
      guard viewController.presentingViewController === self else {
        return completion(.notPerformed(reason: "AppKit did not present the controller"))
      }
      AppKitPresentations.record(viewController, presentedBy: self)
      completion(.completed)
    }

    /// Why AppKit would not show a popover pointing at `rect` of `anchor`, or `nil` when it would. NSPopover raises
    /// `NSInvalidArgumentException` for a positioning view that is not in a window, and "if the positioning view isn't
    /// visible (its window isn't visible, or the positioning rect is outside of its visible rect)" shows nothing while
    /// the controller would still count as presented. An empty `rect` stands for the anchor's bounds.
    static func popoverRefusal(anchor: NSView, rect: NSRect) -> String? {
      let anchorName = "the popover's source view \(type(of: anchor))"
      guard let window = anchor.window else {
        return "\(anchorName) is in no window, and AppKit cannot anchor a popover to it"
      }
      guard window.isVisible else {
        return "\(anchorName) is in a window that is not on screen, where AppKit shows no popover"
      }
      let positioningRect = rect.isEmpty ? anchor.bounds : rect
      guard positioningRect.intersects(anchor.visibleRect) else {
        return "the popover's source rectangle \(positioningRect) is outside the visible part of \(type(of: anchor)), "
          + "where AppKit shows no popover: point at a visible part, or scroll it into view first"
      }
      return nil
    }

    /// Dismisses the receiver from its presenter, or closes the window it is the content of. AppKit's `dismiss(_:)`
    /// has no completion handler and does not say whether the controller leaves `presentedViewControllers` within the
    /// call: the completion runs once it left (the glue looks again on the next main-actor turn and after each sheet,
    /// window or popover that ends).
    public func zix_dismiss(animated: Bool, completion: @escaping @MainActor (HostTransitionResult) -> Void) {
      if let presenter = AppKitPresentations.presenter(of: self), presenter.zix_presents(self) {
        presenter.dismiss(self)
        guard presenter.zix_presents(self) else { return completion(.completed) }
        AppKitPresentations.waitForDismissal(of: self, by: presenter, completion: completion)
      } else if isViewLoaded, let window = view.window, window.contentViewController === self {
        window.close()
        completion(.completed)
      } else {
        completion(.notPerformed(reason: "\(type(of: self)) was neither presented nor shown in a window"))
      }
    }

    /// Whether `controller` is among the controllers the receiver itself presented.
    func zix_presents(_ controller: NSViewController) -> Bool {
      (presentedViewControllers ?? []).contains { $0 === controller }
    }

    /// AppKit's `show` opens a window: the controller is shown in a window of its own.
    public func zix_show(
      _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      viewController.zix_showInNewWindow(completion: completion)
    }

    /// AppKit has no detail presentation: the controller is shown in a window of its own.
    public func zix_showDetail(
      _ viewController: any ZIKViewControllerHost, completion: @escaping @MainActor (HostTransitionResult) -> Void
    ) {
      viewController.zix_showInNewWindow(completion: completion)
    }

    /// Opens a window whose content is the receiver, kept alive until the user or a removal closes it; a controller
    /// that is already contained, presented or in a window is not shown again (`.notPerformed`).
    public func zix_showInNewWindow(completion: @escaping @MainActor (HostTransitionResult) -> Void) {
      guard parent == nil, AppKitPresentations.presenter(of: self) == nil, !(isViewLoaded && view.window != nil) else {
        completion(.notPerformed(reason: "\(type(of: self)) is already displayed"))
        return
      }
      ZIKShownWindow.show(self)
      completion(.completed)
    }

    /// Calls `handler` once the controller left its place: no longer presented by its presenter (its view may stay in
    /// the ordered-out sheet, window or popover), no longer a child, or, shown in a window, out of every window.
    public func zix_observeRemoval(_ handler: @escaping @MainActor () -> Void) {
      let sentinel = ZIKRemovalSentinelNSView.sentinel(in: self)
      sentinel.handlers.append(handler)
      sentinel.watchOwnersPlace()
    }
  }

  extension ZIKViewRoutePopoverConfiguration {
    /// The edge of `sourceRect` an AppKit popover attaches to, from the first permitted arrow direction: an arrow
    /// pointing up puts the popover below the rectangle, one pointing left puts it on the right.
    ///
    /// NSPopover reads the edge in `anchor`'s own coordinates ("respects to the -isFlipped state of
    /// positioningView"): the bottom edge is `.minY` in a non-flipped view (origin at the lower-left corner) and
    /// `.maxY` in a flipped one.
    @MainActor func preferredEdge(in anchor: NSView) -> NSRectEdge {
      let bottom: NSRectEdge = anchor.isFlipped ? .maxY : .minY
      let top: NSRectEdge = anchor.isFlipped ? .minY : .maxY
      if permittedArrowDirections.contains(.up) { return bottom }
      if permittedArrowDirections.contains(.down) { return top }
      if permittedArrowDirections.contains(.left) { return .maxX }
      return .minX
    }
  }
#endif
