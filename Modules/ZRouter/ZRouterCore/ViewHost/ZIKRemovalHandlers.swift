/// The handlers a removal sentinel runs once its controller left, in a box its platform's registry of watched
/// sentinels shares. A controller released with its view takes its sentinel along; the registry still runs the
/// handlers then, since a released controller has left every place a route could have put it.
@_spi(ZRouterGlue) @MainActor
public final class ZIKRemovalHandlers {
  /// No handlers yet.
  public init() {}

  /// What to run; emptied when run.
  public var pending: [@MainActor () -> Void] = []

  /// Runs and drops the handlers.
  public func run() {
    let handlers = pending
    pending = []
    for handler in handlers { handler() }
  }
}

/// A sentinel in its platform's registry of watched sentinels: the sentinel held weakly, its handlers strongly.
@_spi(ZRouterGlue)
public struct ZIKWatchedSentinel<Sentinel: AnyObject> {
  /// The sentinel, gone once its controller's view is released.
  public weak var sentinel: Sentinel?
  /// Its handlers, kept to run when the sentinel is gone.
  public let handlers: ZIKRemovalHandlers
  /// An entry for `sentinel` and its handlers.
  public init(sentinel: Sentinel?, handlers: ZIKRemovalHandlers) {
    self.sentinel = sentinel
    self.handlers = handlers
  }
}
