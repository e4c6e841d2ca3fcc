#if canImport(UIKitModel)
  import Foundation
  import Testing
  import UIKitModel
  import ZRouterCore
  import ZRouterUIKit

  /// Every popover setting with a value a test can recognise, in UIKit's types: `apply(to:)` sets them all,
  /// `expectShown(by:)` checks that UIKit's popover presentation controller of the presented controller carries every one.
  @MainActor public struct UIKitPopoverSettingsFixture {
    /// Settings with recognisable values.
    public init() {}

    /// A popover delegate the test can recognise.
    public final class Delegate: UIPopoverPresentationControllerDelegate {}

    /// The `anchor` setting.
    public let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
    /// The `passthrough` setting.
    public let passthrough = UIView()
    /// The `barButtonItem` setting.
    public let barButtonItem = UIBarButtonItem()
    /// The `color` setting.
    public let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    /// The `delegate` setting.
    public let delegate = Delegate()

    /// Sets every setting of `popover`.
    public func apply(to popover: ZIKViewRoutePopoverConfiguration) {
      popover.sourceView = anchor
      popover.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
      popover.barButtonItem = barButtonItem
      popover.permittedArrowDirections = [.up, .left]
      popover.passthroughViews = [passthrough]
      popover.backgroundColor = color
      popover.popoverLayoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
      popover.delegate = delegate
    }

    /// Expects the popover presentation controller of `presented` to carry every setting `apply(to:)` sets.
    public func expectShown(by presented: UIViewController, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(presented.modalPresentationStyle == .popover, sourceLocation: sourceLocation)
      guard let popover = presented.popoverPresentationController else {
        Issue.record("the presented controller has no popover presentation controller", sourceLocation: sourceLocation)
        return
      }
      #expect(popover.sourceView === anchor, sourceLocation: sourceLocation)
      #expect(popover.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4), sourceLocation: sourceLocation)
      #expect(popover.sourceItem === barButtonItem, sourceLocation: sourceLocation)
      #expect(popover.permittedArrowDirections == [.up, .left], sourceLocation: sourceLocation)
      #expect(popover.passthroughViews?.count == 1, sourceLocation: sourceLocation)
      #expect(popover.passthroughViews?.first === passthrough, sourceLocation: sourceLocation)
      #expect(popover.backgroundColor === color, sourceLocation: sourceLocation)
      #expect(
        popover.popoverLayoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8),
        sourceLocation: sourceLocation
      )
      #expect(popover.delegate === delegate, sourceLocation: sourceLocation)
    }
  }
#endif
