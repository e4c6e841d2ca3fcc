#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  /// A hidden, empty subview of a displayed controller's view that runs its handlers once when the controller leaves
  /// the place a transition put it in. UIKit and AppKit each have one (`ZIKRemovalSentinelView`,
  /// `ZIKRemovalSentinelNSView`); the platform decides when the controller left, this protocol does the rest.
  @MainActor
  protocol ZIKRemovalSentinel: ZIKViewHost {
    /// What to run when the controller leaves; emptied when run.
    var handlers: [@MainActor () -> Void] { get set }
  }

  extension ZIKRemovalSentinel {
    /// The sentinel among `view`'s subviews, or the one `make` returns, added to `view` first.
    static func installed(in view: any ZIKViewHost, make: () -> Self) -> Self {
      if let existing = view.zix_subviews.lazy.compactMap({ $0 as? Self }).first { return existing }
      let sentinel = make()
      view.zix_addSubview(sentinel)
      return sentinel
    }

    /// Runs and drops the handlers.
    func runHandlers() {
      let pending = handlers
      handlers = []
      for handler in pending { handler() }
    }
  }
#endif
