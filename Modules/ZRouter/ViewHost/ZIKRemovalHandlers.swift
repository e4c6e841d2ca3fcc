#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
  /// The handlers a removal sentinel runs once its controller left, in a box its platform's registry of watched
  /// sentinels shares. A controller released with its view takes its sentinel along; the registry still runs the
  /// handlers then, since a released controller has left every place a route could have put it.
  @MainActor
  final class ZIKRemovalHandlers {
    /// What to run; emptied when run.
    var pending: [@MainActor () -> Void] = []

    /// Runs and drops the handlers.
    func run() {
      let handlers = pending
      pending = []
      for handler in handlers { handler() }
    }
  }

  /// A sentinel in AppKit's registry of watched sentinels: the sentinel and its controller held weakly, its handlers
  /// strongly. A controller that lives on while its sentinel is gone (the app took it out of the view) gets it back.
  struct ZIKWatchedSentinel<Sentinel: AnyObject, Owner: AnyObject> {
    weak var sentinel: Sentinel?
    weak var owner: Owner?
    let handlers: ZIKRemovalHandlers
    /// The controller that presented the watched hierarchy, and that hierarchy's topmost controller, when watched.
    weak var presenter: Owner?
    weak var root: Owner?
  }
#endif
