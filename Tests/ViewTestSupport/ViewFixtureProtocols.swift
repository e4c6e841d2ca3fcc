import Foundation
import ZRouterCore

// The destination and module protocols of the view fixtures, and the module configuration of `AViewRouter`: the same
// on every host, so every view test target shares them. The shapes follow the original library's ZRouterTests.

/// The destination protocol of `AViewController`.
public protocol AViewInput: AnyObject {
  /// The destination's title.
  var title: String? { get set }
}

extension RoutableView where Protocol == any AViewInput {
  /// The key of `AViewInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The module protocol of `AViewRouter`, adopted by its configuration.
public protocol AViewModuleInput: AnyObject {
  /// The title the router gives its destination.
  var title: String? { get set }
  /// Hands the prepared destination to `block`.
  func makeDestinationCompletion(_ block: @escaping (any AViewInput) -> Void)
}

extension RoutableViewModule where Protocol == any AViewModuleInput {
  /// The key of `AViewModuleInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The configuration of `AViewRouter`, adopting the module protocol.
public final class AViewModuleConfiguration: ZIKViewRouteConfiguration, AViewModuleInput {
  /// The title the router gives its destination.
  public var title: String?
  /// What receives the prepared destination.
  public var completion: ((any AViewInput) -> Void)?

  /// Hands the prepared destination to `block`.
  public func makeDestinationCompletion(_ block: @escaping (any AViewInput) -> Void) {
    completion = block
  }

  /// A copy with the same title and completion.
  override public func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! AViewModuleConfiguration
    copy.title = title
    copy.completion = completion
    return copy
  }
}

/// The destination protocol of `BSubview`.
public protocol BSubviewInput: AnyObject {
  /// The view's title.
  var title: String? { get set }
}

extension RoutableView where Protocol == any BSubviewInput {
  /// The key of `BSubviewInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The destination protocol of the custom-route fixtures.
public protocol CViewInput: AnyObject {
  /// The destination's title.
  var title: String? { get set }
}

extension RoutableView where Protocol == any CViewInput {
  /// The key of `CViewInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The destination protocol of the simple registrations.
public protocol FViewInput: AnyObject {
  /// The destination's title.
  var title: String? { get set }
}

extension RoutableView where Protocol == any FViewInput {
  /// The key of `FViewInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// A view protocol declared routable that no router provides.
public protocol UnprovidedViewInput: AnyObject {}
extension RoutableView where Protocol == any UnprovidedViewInput {
  /// The key of `UnprovidedViewInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// A view module protocol declared routable that no router provides.
public protocol UnprovidedViewModuleInput: AnyObject {}
extension RoutableViewModule where Protocol == any UnprovidedViewModuleInput {
  /// The key of `UnprovidedViewModuleInput`.
  public init() { self.init(declaredProtocol: Protocol.self) }
}

/// The numeric code of an error (`ZIKRouteError` and `ZIKViewRouteError` codes never overlap).
public func errorCode(_ error: (any Error)?) -> Int? {
  error.map { ($0 as NSError).code }
}
