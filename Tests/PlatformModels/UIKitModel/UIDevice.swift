/// The model of `UIUserInterfaceIdiom`: the kind of device the app runs on.
///
/// UIKit/UIDevice.h: `UIUserInterfaceIdiomPhone`, `Pad`, `TV` ("Apple TV style UI"), `CarPlay`, `Mac`, `Vision`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// The idiom is not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV (tvOS).
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Mac Catalyst with the Mac idiom).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The model of `UIDevice`: the device the app runs on.
///
/// UIKit/UIDevice.h: `@property(class, readonly) UIDevice *currentDevice` (`UIDevice.current` in Swift) and
/// `@property(readonly) UIUserInterfaceIdiom userInterfaceIdiom`. The model's idiom is `.phone` unless a test binds
/// `UIKitModelVariant.idiom` for its task, which is how the glue's tvOS behaviour (no popovers, no page sheets) runs
/// on Linux.
@MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()
  /// The kind of device: `UIKitModelVariant.idiom` in the model.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitModelVariant.idiom }

  private init() {}
}

/// Choices the model makes per task so the glue is tested under each of them. Not part of UIKit.
public enum UIKitModelVariant {
  /// The idiom `UIDevice.current.userInterfaceIdiom` reports; bind `.tv` with `$idiom.withValue(.tv) { ... }` to run
  /// the glue as it runs on tvOS. Default: `.phone`.
  @TaskLocal public static var idiom: UIUserInterfaceIdiom = .phone
}
