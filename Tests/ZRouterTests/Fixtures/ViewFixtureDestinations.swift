import Foundation
import ViewTestSupport
import ZRouter

#if ZROUTER_UIKIT_MODEL
  import UIKitModel
#endif

// The destinations of the view tests (their protocols are ViewTestSupport's). The shapes follow the original
// library's ZRouterTests (AViewController, BSubview) with the UIKit classes swapped for the headless ones.

/// The composed key `TestViewController & AViewInput` (the same key as `AViewInput & TestViewController`).
extension RoutableView where Protocol == any TestViewController & AViewInput {
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

/// A view (not a controller) destination.
class BSubview: TestView {
  var title: String?
}

extension BSubview: ZIKRoutableView {}
extension BSubview: @MainActor BSubviewInput {}

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
