import Foundation
import Testing
import ZRouterCore

/// Every popover setting with a value a test can recognise: `apply(to:)` sets them all, `expectCarried(by:)` checks
/// that a popover configuration carries every one, and `expectShown(by:)` that a presented controller was shown with
/// all of them (`UIKitPopoverSettingsFixture` has the same shape in UIKit's types).
@MainActor public struct PopoverSettingsFixture {
  /// Settings with recognisable values.
  public init() {}

  /// The `anchor` setting.
  public let anchor = HeadlessView()
  /// The `passthrough` setting.
  public let passthrough = HeadlessView()
  /// The `barButtonItem` setting.
  public let barButtonItem = NSObject()
  /// The `color` setting.
  public let color = NSObject()
  /// The `delegate` setting.
  public let delegate = NSObject()

  /// Sets every setting of `popover`.
  public func apply(to popover: ZIKViewRoutePopoverConfiguration) {
    popover.sourceView = anchor
    popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    popover.barButtonItem = barButtonItem
    popover.permittedArrowDirections = [.up, .left]
    popover.passthroughViews = [passthrough]
    popover.backgroundColor = color
    popover.popoverLayoutMargins = NSEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    popover.delegate = delegate
  }

  /// Expects `popover` to carry every setting `apply(to:)` sets.
  public func expectCarried(
    by popover: ZIKViewRoutePopoverConfiguration, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(popover.sourceView === anchor, sourceLocation: sourceLocation)
    #expect(popover.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4), sourceLocation: sourceLocation)
    #expect(popover.barButtonItem === barButtonItem, sourceLocation: sourceLocation)
    #expect(popover.permittedArrowDirections == [.up, .left], sourceLocation: sourceLocation)
    #expect(popover.passthroughViews?.first === passthrough, sourceLocation: sourceLocation)
    #expect(popover.backgroundColor === color, sourceLocation: sourceLocation)
    #expect((popover.popoverLayoutMargins as? NSEdgeInsets)?.left == 6, sourceLocation: sourceLocation)
    #expect((popover.popoverLayoutMargins as? NSEdgeInsets)?.right == 8, sourceLocation: sourceLocation)
    #expect(popover.delegate === delegate, sourceLocation: sourceLocation)
  }

  /// Expects `presented` to have been presented as a popover carrying every setting `apply(to:)` sets.
  public func expectShown(by presented: HeadlessViewController, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let popover = presented.presentationStyle?.popover else {
      Issue.record("the controller was not presented as a popover", sourceLocation: sourceLocation)
      return
    }
    expectCarried(by: popover, sourceLocation: sourceLocation)
  }
}
