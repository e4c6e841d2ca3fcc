//___FILEHEADER___

import ZRouter

// `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// The view ``___VARIABLE_destinationClass___`` provides to other modules: declare here what they may call.
///
/// ```swift
/// Router.perform(to: RoutableView.___VARIABLE_keyName___, path: .push(from: self))
/// ```
/// Main-actor isolated, like every view.
@MainActor public protocol ___VARIABLE_providedProtocol___: AnyObject {}

extension RoutableView where Protocol == any ___VARIABLE_providedProtocol___ {
  /// The routable key of ``___VARIABLE_providedProtocol___``, found by its name: call sites written
  /// `RoutableView.___VARIABLE_keyName___` type-check in time independent of the number of keys.
  public static var ___VARIABLE_keyName___: Self { Self(declaredProtocol: Protocol.self) }
}

/// The view controller ``___FILEBASENAMEASIDENTIFIER___`` makes: the implementation of
/// ``___VARIABLE_providedProtocol___``. On iOS it is a `UIViewController`, on macOS an `NSViewController`, elsewhere
/// ZRouter's headless view controller.
public final class ___VARIABLE_destinationClass___: PlatformViewController {}

extension ___VARIABLE_destinationClass___: ZIKRoutableView {}
extension ___VARIABLE_destinationClass___: @MainActor ___VARIABLE_providedProtocol___ {}

/// Makes and shows ``___VARIABLE_destinationClass___`` under `RoutableView.___VARIABLE_keyName___`.
///
/// Register it in the app context:
/// ```swift
/// ZIKRouteRegistry.add(viewRouters: [___FILEBASENAMEASIDENTIFIER___.self], serviceRouters: [])
/// ```
public final class ___FILEBASENAMEASIDENTIFIER___:
  ZIKViewRouter<___VARIABLE_destinationClass___, ViewRouteConfig>
{
  /// Registers ``___VARIABLE_destinationClass___`` and its provided protocol. Declare each protocol the view
  /// requires here too, so an app that does not provide it fails to start:
  /// `ZIKRouteRegistry.declare(SwitchableService(RoutableService.…))`.
  override public class func registerRoutableDestination() {
    registerView(___VARIABLE_destinationClass___.self)
    register(RoutableView.___VARIABLE_keyName___)
  }

  /// A new ``___VARIABLE_destinationClass___``, or `nil` when it cannot be made.
  override public func destination(
    with configuration: ViewRouteConfig
  ) -> ___VARIABLE_destinationClass___? {
    ___VARIABLE_destinationClass___()
  }

  /// Gives the view what it requires (`Router.makeDestination(to: RoutableService.…)`) before it is shown.
  override public func prepareDestination(
    _ destination: ___VARIABLE_destinationClass___, configuration: ViewRouteConfig
  ) {}
}
