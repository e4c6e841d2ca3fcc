@_spi(Testing) import ZRouter

/// A headless navigation controller that records every transition routes carry out on it: what it pushed, popped and
/// adopted as a child, and, as the root of its hierarchy, what was presented over it and dismissed.
///
/// Use it as the source of the routes under test, then compare what it recorded:
/// ```swift
/// let host = ZIKRecordingNavigationController(rootViewController: HeadlessViewController())
/// Router.perform(to: .editorProvidedEditorView, path: .push(from: host))
/// #expect(host.transitions.map(\.description) == ["push EditorViewController"])
/// ```
/// Only transitions that happened are recorded; a refused one is not. In `HeadlessTransition.Mode.deferred` a
/// transition is recorded when it is applied, on a later main-actor turn.
open class ZIKRecordingNavigationController: HeadlessNavigationController {
  /// What the controller recorded, in order.
  public private(set) var transitions: [ZIKRecordedTransition] = []

  /// Forgets what was recorded so far.
  public func clearTransitions() {
    transitions.removeAll()
  }

  /// Records `event`, then lets the superclass see it.
  @_spi(Testing) open override func hostDidApply(_ event: HeadlessHostEvent) {
    super.hostDidApply(event)
    transitions.append(ZIKRecordedTransition(event))
  }
}
