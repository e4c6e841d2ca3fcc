import Foundation

/// The root of AppKit's responder classes (`NSView`, `NSViewController`, `NSWindow`, `NSPopover`).
///
/// Like every class of this model it is main-actor isolated, as the macOS 14 SDK marks AppKit's classes
/// (`NS_SWIFT_UI_ACTOR`). The responder chain itself is not modelled: the router never uses it.
@MainActor
open class NSResponder {
  /// A responder.
  public init() {}

  /// A responder decoded from an archive. The model keeps no archives: the initializer exists so subclasses have
  /// AppKit's initializer shape.
  public required init?(coder: NSCoder) {}
}
