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
  /// The controller a router wrapped in this screen to push it onto a navigation model (see ``init(wrapping:)``).
  private var wrappedController: (any ZIKViewControllerHost)?

  /// A screen showing `controller`.
  public init(controller: PlatformViewController) {
    super.init()
    madeController = controller
    Self.register(controller, shownBy: self)
  }

  /// A screen showing `controller`, a controller of the platform's UI framework that a route pushes onto a
  /// navigation model from a controller shown in a screen (the platform's controllers are not screens).
  init(wrapping controller: any ZIKViewControllerHost) {
    super.init()
    wrappedController = controller
    madeController = controller as? PlatformViewController
    Self.register(controller, shownBy: self)
  }

  /// A screen whose controller ``makeController()`` makes the first time it is needed.
  nonisolated public required init() { super.init() }

  /// The platform controller the screen shows, made by ``makeController()`` unless one was given.
  public final var controller: PlatformViewController {
    if let madeController { return madeController }
    let made = makeController()
    madeController = made
    Self.register(made, shownBy: self)
    return made
  }

  /// Makes the controller the screen shows. Override it; the default makes a plain `ViewController()`.
  open func makeController() -> PlatformViewController { makePlatformViewController() }

  // MARK: - Which screen shows a controller

  /// A controller and the screen showing it, both held weakly.
  private struct Shown {
    weak var controller: AnyObject?
    weak var screen: ControllerScreen?
  }

  private static var shown: [ObjectIdentifier: Shown] = [:]

  private static func register(_ controller: AnyObject, shownBy screen: ControllerScreen) {
    shown = shown.filter { $0.value.controller != nil && $0.value.screen != nil }
    shown[ObjectIdentifier(controller)] = Shown(controller: controller, screen: screen)
  }

  /// The screen showing `controller`, if one does: the platform glue routes from that controller through the
  /// screen's navigation model (a push from a UIKit controller inside a ``ControllerScreen`` goes on the model's
  /// stack, not on the navigation controller SwiftUI keeps behind it).
  @_spi(ZRouterGlue) public static func screen(showing controller: AnyObject) -> ControllerScreen? {
    guard let entry = shown[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
    return entry.screen
  }
}
