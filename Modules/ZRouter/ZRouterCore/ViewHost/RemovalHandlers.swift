/// The handlers a removal sentinel runs once its controller left, in a box its platform's registry of watched
/// sentinels shares. A controller released with its view takes its sentinel along; the registry still runs the
/// handlers then, since a released controller has left every place a route could have put it.
@_spi(ZRouterGlue) @MainActor
public final class RemovalHandlers {
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

/// A sentinel in AppKit's registry of watched sentinels: the sentinel and its controller held weakly, its handlers
/// strongly. A controller that lives on while its sentinel is gone (the app took it out of the view) gets it back.
@_spi(ZRouterGlue)
public struct WatchedSentinel<Sentinel: AnyObject, Owner: AnyObject> {
  /// The sentinel, gone once its controller's view is released or the app took it out.
  public weak var sentinel: Sentinel?
  /// The controller.
  public weak var owner: Owner?
  /// Its handlers, kept to run when the controller is gone.
  public let handlers: RemovalHandlers
  /// The controller that presented the watched hierarchy, and that hierarchy's topmost controller, when watched.
  public weak var presenter: Owner?
  /// The topmost controller of the watched hierarchy when watched.
  public weak var root: Owner?
  /// An entry for `sentinel` of `owner` and its handlers.
  public init(sentinel: Sentinel?, owner: Owner?, handlers: RemovalHandlers, presenter: Owner?, root: Owner?) {
    self.sentinel = sentinel
    self.owner = owner
    self.handlers = handlers
    self.presenter = presenter
    self.root = root
  }
}
