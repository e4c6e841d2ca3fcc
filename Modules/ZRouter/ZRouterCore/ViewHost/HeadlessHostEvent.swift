/// A transition the headless host carried out, as the controller it changed learns it through
/// `HeadlessViewController.hostDidApply(_:)`.
///
/// Only transitions that changed the hierarchy are reported; a refused one (`.notPerformed`) is not.
@_spi(Testing)
public enum HeadlessHostEvent {
  /// The navigation controller pushed the controller.
  case pushed(HeadlessViewController)
  /// The navigation controller popped these controllers, bottom to top.
  case popped([HeadlessViewController])
  /// The controller was presented over the receiver (the root of its hierarchy) in the style.
  case presented(HeadlessViewController, PresentationStyle)
  /// These controllers, presented by the receiver, were dismissed, bottom to top (empty when the receiver's own window
  /// was closed).
  case dismissed([HeadlessViewController])
  /// The controller became a child of the receiver.
  case addedChild(HeadlessViewController)
}
