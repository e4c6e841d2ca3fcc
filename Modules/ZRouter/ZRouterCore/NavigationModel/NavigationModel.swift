import Observation

/// The navigation state a SwiftUI navigation stack binds to: a root screen, a path of pushed screens, and the sheet
/// or full-screen cover it presents. It is a navigation and presentation host for routers.
///
/// Routers push onto it, pop back, present and dismiss exactly as they do with a `UINavigationController`; SwiftUI
/// changes it through bindings when the user taps Back, swipes back or swipes a sheet down, and the routers of the
/// screens that left end as removed. It has no SwiftUI dependency, so it is tested without a UI framework.
/// ```swift
/// let navigation = NavigationModel()
/// Router.perform(to: .noteDetailInput, path: .push(from: navigation.root))
/// navigation.path            // [NoteScreen]
/// navigation.path = []       // what SwiftUI does on a back swipe: the note's router is now .removed
/// ```
/// A presented screen gets a navigation model of its own (``sheet`` or ``fullScreenCover``) with that screen as its
/// root, so it can push and present in turn. Requests that cannot be carried out (pushing something that is not a
/// ``Screen``, presenting while presenting) are reported to the router as not performed, never ignored silently.
@Observable
@MainActor
public final class NavigationModel: Identifiable {
  /// The screen at the bottom of the stack: the screen a `NavigationStack` shows as its root view.
  ///
  /// Routes start from it (`.push(from: navigation.root)`); popping to it empties ``path``.
  nonisolated public let root: Screen

  /// Creates a model whose stack holds `root`, or a plain screen standing for a root view that no router made.
  ///
  /// - Parameter root: A screen displayed nowhere else; a screen already displayed is replaced by a plain one.
  public init(root: Screen? = nil) {
    let root = root.flatMap { $0.isDetached ? $0 : nil } ?? Screen()
    self.root = root
    root.model = self
  }

  /// The screens pushed above ``root``, bottom to top: the `path` a `NavigationStack` binds to.
  ///
  /// Setting it is what SwiftUI does on Back, a back swipe or a `NavigationLink(value:)`: screens that leave the path
  /// end their routes as removed; screens that join it (detached ones only) are shown without a router.
  ///
  /// It follows `NavigationStack`'s documented rules: people "remove views using built-in, platform-appropriate
  /// controls, like a Back button or a swipe gesture", and the stack "always displays the most recently added view
  /// that hasn't been removed, and doesn't allow the root view to be removed" (``root`` is not part of the path).
  /// One difference: a path of values may hold a value twice, but a screen is displayed in one place only, so a
  /// repeated screen is left out.
  public var path: [Screen] {
    get { stack }
    set { replaceStack(with: newValue) }
  }

  /// The model presented as a sheet, or `nil`: the item a `.sheet(item:)` binds to.
  ///
  /// Setting it to `nil` is what SwiftUI does when the user swipes the sheet down or a view in it calls `dismiss()`:
  /// its screens end their routes as removed, with everything the sheet presents, as SwiftUI takes down a sheet's own
  /// presentations with it. Other values are ignored; present with a router or ``present(_:as:)``. (SwiftUI documents
  /// for `sheet(item:)`: "If `item` changes, the system dismisses the sheet and replaces it with a new one"; SwiftUI
  /// itself only ever writes `nil` through the binding.)
  public var sheet: NavigationModel? {
    get { presentation?.style == .sheet ? presentation?.model : nil }
    set { if newValue == nil, presentation?.style == .sheet { dismissPresentation() } }
  }

  /// The model presented over the whole screen, or `nil`: the item a `.fullScreenCover(item:)` binds to.
  ///
  /// Setting it to `nil` dismisses it, as ``sheet`` does. A full-screen cover "covers as much of the screen as
  /// possible" and, unlike a sheet, is not swiped down: it leaves through `dismiss()` or a route. SwiftUI has no
  /// full-screen cover on macOS, where `RouterNavigationStack` shows it as a sheet.
  public var fullScreenCover: NavigationModel? {
    get { presentation?.style == .fullScreenCover ? presentation?.model : nil }
    set { if newValue == nil, presentation?.style == .fullScreenCover { dismissPresentation() } }
  }

  /// The screen whose route presented this model, or `nil` when it is not presented.
  var presentingScreen: Screen? { presenter }

  /// The screen on top of the stack: the last of ``path``, else ``root``.
  var topScreen: Screen { stack.last ?? root }

  // MARK: - Changing the stack without a router

  /// Pushes `screen` on top of the stack, as a `NavigationLink(value:)` does. Ignored unless `screen` is displayed
  /// nowhere. No router is involved; routes from `screen` work as from any displayed screen.
  public func push(_ screen: Screen) {
    guard screen.isDetached else { return }
    screen.model = self
    stack.append(screen)
  }

  /// Pops the top screen, as Back does; its router ends as removed. Ignored when the path is empty.
  public func pop() {
    guard !stack.isEmpty else { return }
    replaceStack(with: Array(stack.dropLast()))
  }

  /// Pops every screen of the path, top first; their routers end as removed.
  public func popToRoot() {
    replaceStack(with: [])
  }

  /// Replaces the path: screens that leave it end their routes as removed, top first; detached screens join it.
  /// Screens displayed elsewhere and repeated screens are left out.
  public func replaceStack(with screens: [Screen]) {
    var kept: [Screen] = []
    for screen in screens where !kept.contains(screen) {
      if screen.model === self && screen !== root || screen.isDetached { kept.append(screen) }
    }
    let leaving = stack.filter { !kept.contains($0) }
    for screen in kept where screen.model == nil { screen.model = self }
    stack = kept
    for screen in leaving.reversed() {
      screen.model = nil
      screen.didLeave()
    }
  }

  /// Presents `screen` as a sheet or a full-screen cover in a navigation model of its own, from the top screen.
  /// Ignored unless `screen` is displayed nowhere and nothing is presented yet.
  public func present(_ screen: Screen, as style: ScreenPresentation) {
    guard presentation == nil, screen.isDetached else { return }
    let presented = NavigationModel(root: screen)
    presented.presenter = topScreen
    presentation = Presentation(model: presented, style: style)
  }

  /// Dismisses the presented model and everything it presents; their screens end their routes as removed, the
  /// top-most first. Does nothing when nothing is presented.
  public func dismissPresentation() {
    guard let dismissed = presentation?.model else { return }
    presentation = nil
    dismissed.presenter = nil
    dismissed.tearDown()
  }

  // MARK: - State

  /// What the model presents and how.
  struct Presentation {
    let model: NavigationModel
    let style: ScreenPresentation
  }

  private var stack: [Screen] = []
  var presentation: Presentation?
  @ObservationIgnored weak var presenter: Screen?
  @ObservationIgnored var removalHandlers: [@MainActor () -> Void] = []

  /// Whether `screen` is on the path (not the root).
  func isOnPath(_ screen: Screen) -> Bool {
    stack.contains { $0 === screen }
  }

  /// The model left the screen: what it presents goes first, then its path top first, then its root; every screen
  /// and the model itself tell their removal observers.
  func tearDown() {
    dismissPresentation()
    let leaving = stack
    stack = []
    for screen in leaving.reversed() {
      screen.model = nil
      screen.didLeave()
    }
    root.model = nil
    root.didLeave()
    let handlers = removalHandlers
    removalHandlers = []
    for handler in handlers { handler() }
  }
}
