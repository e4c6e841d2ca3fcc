import Foundation

/// A color, as a popover's background color (`PopoverColor` is `NSColor` on macOS). The model keeps only the
/// components; AppKit's color spaces and drawing are not modelled. Immutable, so it can be shared like AppKit's.
open class NSColor: @unchecked Sendable {
  /// The red, green, blue and alpha components, from 0 to 1.
  public let redComponent: CGFloat, greenComponent: CGFloat, blueComponent: CGFloat, alphaComponent: CGFloat

  /// A color from its sRGB components, as `NSColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (redComponent, greenComponent, blueComponent, alphaComponent) = (red, green, blue, alpha)
  }
}
