import Foundation

/// The model of `UIVisualEffect`: the effect a visual effect view applies. The model draws nothing.
@MainActor
open class UIVisualEffect {
  /// An effect.
  public init() {}
}

/// The model of `UIVisualEffectView`: a view whose content belongs in its `contentView`.
///
/// "After you add the visual effect view to the view hierarchy, add any subviews to the contentView property of the
/// visual effect view. Don't add subviews directly to the visual effect view itself." UIKit raises an exception when a
/// subview is added to the visual effect view itself ("Do not add subviews directly to the visual effect view itself,
/// instead add them to the -contentView"); the model records it in ``UIKitModelDiagnostics`` and ignores the call.
@MainActor
open class UIVisualEffectView: UIView {
  /// The view that holds the visual effect view's content.
  public let contentView = UIView()
  /// The effect applied.
  open var effect: UIVisualEffect?

  /// A visual effect view applying `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    super.addSubview(contentView)
  }

  /// Refused: subviews go in `contentView`.
  open override func addSubview(_ view: UIView) {
    UIKitModelDiagnostics.record("addSubview: do not add subviews directly to the visual effect view itself")
  }

  /// Refused: subviews go in `contentView`.
  open override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    UIKitModelDiagnostics.record("insertSubview: do not add subviews directly to the visual effect view itself")
  }
}
