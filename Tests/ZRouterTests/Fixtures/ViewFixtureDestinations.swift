import Foundation
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

// Destinations, destination protocols and module protocols shared by the view tests. The shapes follow the original
// library's ZRouterTests (AViewController, BSubview) with the UIKit classes swapped for the headless ones.

/// The destination protocol of `AViewController`.
protocol AViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == any AViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The composed key `TestViewController & AViewInput` (the same key as `AViewInput & TestViewController`).
extension RoutableView where Protocol == any TestViewController & AViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The module protocol of `AViewRouter`, adopted by its configuration.
protocol AViewModuleInput: AnyObject {
  var title: String? { get set }
  func makeDestinationCompletion(_ block: @escaping (any AViewInput) -> Void)
}

extension RoutableViewModule where Protocol == any AViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A view controller destination that reports its containment and dismissal to the test's log.
class AViewController: TestViewController {
  override func didMove(toParent parent: TestViewController?) {
    ViewEventLog.record(parent == nil ? "host.leftParent" : "host.joinedParent")
  }

  override func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
    ViewEventLog.record("host.dismiss")
    super.dismiss(animated: animated, completion: completion)
  }
}

extension AViewController: ZIKRoutableView {}
extension AViewController: @MainActor AViewInput {}

/// A subclass of a registered destination class: lookups by class (`is AViewController`) must match it.
final class ASubViewController: AViewController {}

/// The configuration of `AViewRouter`, adopting the module protocol.
final class AViewModuleConfiguration: ZIKViewRouteConfiguration, AViewModuleInput {
  var title: String?
  var completion: ((any AViewInput) -> Void)?

  func makeDestinationCompletion(_ block: @escaping (any AViewInput) -> Void) {
    completion = block
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! AViewModuleConfiguration
    copy.title = title
    copy.completion = completion
    return copy
  }
}

/// The destination protocol of `BSubview`.
protocol BSubviewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == any BSubviewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A view (not a controller) destination.
class BSubview: TestView {
  var title: String?
}

extension BSubview: ZIKRoutableView {}
extension BSubview: @MainActor BSubviewInput {}

/// The destination protocol of the custom-route fixtures.
protocol CViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == any CViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The destination of `CCustomViewRouter`.
final class CViewController: TestViewController {}
extension CViewController: ZIKRoutableView {}
extension CViewController: @MainActor CViewInput {}

/// A source that reports the presentations it starts to the test's log.
final class LoggingSourceViewController: TestViewController {
  override func present(
    _ viewController: TestViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
  ) {
    ViewEventLog.record("host.present")
    super.present(viewController, animated: animated, completion: completion)
  }
}

/// A controller no router registered.
final class UnregisteredViewController: TestViewController {}

#if ZROUTER_UIKIT_MODEL
  // UIKit's controllers and views are main-actor classes with no nonisolated `init()`: on the main actor, simple
  // registrations make them through a main-actor conformance (the headless classes conform already).
  extension UnregisteredViewController: @MainActor ZIKDefaultConstructible {}
#endif
extension UnregisteredViewController: ZIKRoutableView {}
extension UnregisteredViewController: @MainActor AViewInput {}

/// A view protocol declared routable that no router provides.
protocol UnprovidedViewInput: AnyObject {}
extension RoutableView where Protocol == any UnprovidedViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A view module protocol declared routable that no router provides.
protocol UnprovidedViewModuleInput: AnyObject {}
extension RoutableViewModule where Protocol == any UnprovidedViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
