//___FILEHEADER___

import ZRouter

/// What ``___VARIABLE_destinationClass___`` provides to other modules: declare here what they may call.
///
/// ```swift
/// let service = Router.makeDestination(to: RoutableService.___VARIABLE_keyName___)
/// ```
public protocol ___VARIABLE_providedProtocol___: AnyObject {}

extension RoutableService where Protocol == any ___VARIABLE_providedProtocol___ {
  /// The routable key of ``___VARIABLE_providedProtocol___``, found by its name: call sites written
  /// `RoutableService.___VARIABLE_keyName___` type-check in time independent of the number of keys.
  public static var ___VARIABLE_keyName___: Self { Self(declaredProtocol: Protocol.self) }
}

/// The service ``___FILEBASENAMEASIDENTIFIER___`` makes: the implementation of ``___VARIABLE_providedProtocol___``.
public final class ___VARIABLE_destinationClass___: ___VARIABLE_providedProtocol___ {
  /// A new service, normally made by ``___FILEBASENAMEASIDENTIFIER___``: take what the service requires here.
  public init() {}
}

extension ___VARIABLE_destinationClass___: ZIKRoutableService {}

/// Makes ``___VARIABLE_destinationClass___`` under `RoutableService.___VARIABLE_keyName___`.
///
/// Register it in the app context:
/// ```swift
/// ZIKRouteRegistry.add(viewRouters: [], serviceRouters: [___FILEBASENAMEASIDENTIFIER___.self])
/// ```
public final class ___FILEBASENAMEASIDENTIFIER___:
  ZIKServiceRouter<___VARIABLE_destinationClass___, PerformRouteConfig>
{
  /// Registers ``___VARIABLE_destinationClass___`` and its provided protocol. Declare each protocol the service
  /// requires here too, so an app that does not provide it fails to start:
  /// `ZIKRouteRegistry.declare(SwitchableService(RoutableService.…))`.
  override public class func registerRoutableDestination() {
    registerService(___VARIABLE_destinationClass___.self)
    register(RoutableService.___VARIABLE_keyName___)
  }

  /// A new ``___VARIABLE_destinationClass___``, or `nil` when what it requires cannot be made.
  override public func destination(
    with configuration: PerformRouteConfig
  ) -> ___VARIABLE_destinationClass___? {
    ___VARIABLE_destinationClass___()
  }
}
