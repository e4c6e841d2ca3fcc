/// A screen that shows a platform view controller (`UIViewController`, `NSViewController`) on a SwiftUI navigation
/// stack: the way a UIKit or AppKit screen joins a ``NavigationModel``.
///
/// Subclass it for the UIKit screen's routable protocol, forwarding the protocol to the controller, and register the
/// subclass; the SwiftUI glue renders `controller` with a view controller representable.
/// ```swift
/// final class LegacyEditorScreen: ControllerScreen, NoteEditorInput {
///   override func makeController() -> PlatformViewController { EditorViewController() }
///   var noteID: String {
///     get { (controller as? EditorViewController)?.noteID ?? "" }
///     set { (controller as? EditorViewController)?.noteID = newValue }
///   }
/// }
/// ```
@MainActor
open class ControllerScreen: Screen {
  private var madeController: PlatformViewController?

  /// A screen showing `controller`.
  public init(controller: PlatformViewController) {
    super.init()
    madeController = controller
  }

  /// A screen whose controller ``makeController()`` makes the first time it is needed.
  nonisolated public required init() { super.init() }

  /// The platform controller the screen shows, made by ``makeController()`` unless one was given.
  public final var controller: PlatformViewController {
    if let madeController { return madeController }
    let made = makeController()
    madeController = made
    return made
  }

  /// Makes the controller the screen shows. Override it; the default makes a plain `ViewController()`.
  open func makeController() -> PlatformViewController { makePlatformViewController() }
}
