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

  /// A sentinel in its platform's registry of watched sentinels: the sentinel held weakly, its handlers strongly.
  struct ZIKWatchedSentinel<Sentinel: AnyObject> {
    weak var sentinel: Sentinel?
    let handlers: ZIKRemovalHandlers
  }
#endif
