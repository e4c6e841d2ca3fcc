import Foundation

/// A destination a storyboard made and the platform shows (a segue, an embed segue) or made alone (an initial
/// controller), followed by the router registered for its class. Beyond the original Swift contract: set by the
/// UIKit and AppKit glue on a `.performSegue` (or `.makeDestination`) route.
///
/// The router performs nothing itself: it prepares the destination (asking ``prepareFromExternal`` first when its
/// `destinationFromExternalPrepared` says it cannot prepare alone), sends AOP `willPerform`, and waits for the glue to
/// call ``finish(_:)`` once the platform showed ``displayed``. The route then is `.routed`, its real route type is
/// where the platform put ``displayed``, and it ends on removal like every display route.
@_spi(ZRouterGlue) @MainActor public final class StoryboardTransit {
  /// The segue's identifier (`nil` for an initial controller or an unnamed segue).
  public let identifier: String?
  /// The controller the segue shows: the destination, or the container it sits in. Removal acts on it.
  public private(set) weak var displayed: (any ZIKViewControllerHost)?
  /// Asks the segue's source to prepare the destination; returns `false` when the source cannot (it does not adopt
  /// the glue's preparer protocol).
  let prepareFromExternal: (AnyObject, ZIKViewRouteConfiguration) -> Bool
  /// Set by the router while it waits for the platform to show ``displayed``.
  var onShown: ((HostTransitionResult) -> Void)?
  /// Whether a router already followed this segue (a segue shows its destination once).
  var isSpent = false

  /// A transit for a destination shown as `displayed`.
  public init(
    identifier: String?, displayed: (any ZIKViewControllerHost)?,
    prepareFromExternal: @escaping (AnyObject, ZIKViewRouteConfiguration) -> Bool
  ) {
    self.identifier = identifier
    self.displayed = displayed
    self.prepareFromExternal = prepareFromExternal
  }

  /// Whether a router waits for ``finish(_:)``.
  public var isWaiting: Bool { onShown != nil }

  /// Tells the waiting router what the platform did with ``displayed``; later calls do nothing.
  public func finish(_ result: HostTransitionResult) {
    let shown = onShown
    onShown = nil
    shown?(result)
  }
}
