import Foundation
import Observation
import ViewTestSupport
import ZRouter

// Screens of a small notes app shown on a SwiftUI navigation model: a list, a note, its history, a UIKit screen
// wrapped for SwiftUI, the protocols they are routed by, and their routes (a router subclass with AOP hooks, block
// routes with URL patterns, a module and an adapter).

/// The note list's routable protocol.
@MainActor protocol NoteListInput: AnyObject {}
extension RoutableView where Protocol == any NoteListInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var noteListInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A note's routable protocol.
@MainActor protocol NoteDetailInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteDetailInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var noteDetailInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A note's history: the deepest screen of the deep links.
@MainActor protocol NoteHistoryInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteHistoryInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var noteHistoryInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// What another module requires to show a note; the app adapts it to `NoteDetailInput`.
@MainActor protocol RequiredNoteInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any RequiredNoteInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var requiredNoteInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The note module: a factory taking the note's id.
protocol NoteModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any NoteDetailInput)? { get }
}
extension RoutableViewModule where Protocol == any NoteModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var noteModuleInput: Self { Self(declaredProtocol: Protocol.self) }
}
typealias NoteModuleConfiguration = ViewMakeableConfiguration<any NoteDetailInput, (String) -> (any NoteDetailInput)?>
extension ViewMakeableConfiguration: NoteModuleInput
where Destination == any NoteDetailInput, Constructor == (String) -> (any NoteDetailInput)? {}

/// A UIKit-style screen's protocol, served by a controller wrapped in a `ControllerScreen`.
@MainActor protocol LegacyScreenInput: AnyObject {
  var title: String? { get set }
}
extension RoutableView where Protocol == any LegacyScreenInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var legacyScreenInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A screen whose route never makes it: deep links through it stop there.
@MainActor protocol BrokenScreenInput: AnyObject {}
extension RoutableView where Protocol == any BrokenScreenInput {
  init() { self.init(declaredProtocol: Protocol.self) }
  static var brokenScreenInput: Self { Self(declaredProtocol: Protocol.self) }
}

@Observable final class NoteListScreen: Screen, NoteListInput {}

@Observable final class NoteScreen: Screen, NoteDetailInput, RequiredNoteInput {
  var noteID = ""
}

@Observable final class NoteHistoryScreen: Screen, NoteHistoryInput {
  var noteID = ""
}

/// A platform controller (headless here) shown on a SwiftUI stack.
final class LegacyScreen: ControllerScreen, LegacyScreenInput {
  override func makeController() -> PlatformViewController { AViewController() }
  var title: String? {
    get { (controller as? AViewController)?.title }
    set { (controller as? AViewController)?.title = newValue }
  }
}

/// The note's router: AOP hooks logged, the note id read from the configuration or the URL.
final class NoteScreenRouter: ZIKViewRouter<NoteScreen, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NoteScreen.self)
    register(RoutableView<any NoteDetailInput>())
    registerURLPattern("notes://notes/:id")
  }

  override func destination(with configuration: ViewRouteConfig) -> NoteScreen? { NoteScreen() }

  override func prepareDestination(_ destination: NoteScreen, configuration: ViewRouteConfig) {
    if let id = configuration.userInfo["id"] as? String { destination.noteID = id }
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { ViewEventLog.record("Note.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { ViewEventLog.record("Note.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { ViewEventLog.record("Note.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) { ViewEventLog.record("Note.didRemove") }
}

/// Registers the screens' routes, the adapter and the module (call inside `ViewFixtureRegistry.run(registering:)`).
@MainActor
enum ScreenFixtures {
  static func register() {
    NoteScreenRouter.registerRoutableDestination()
    ZIKViewRoute<NoteListScreen, ViewRouteConfig>
      .make(withDestination: NoteListScreen.self) { _, _ in NoteListScreen() }
      .register(RoutableView<any NoteListInput>())
      .registerURLPattern("notes://notes")
    ZIKViewRoute<NoteHistoryScreen, ViewRouteConfig>
      .make(withDestination: NoteHistoryScreen.self) { _, _ in NoteHistoryScreen() }
      .prepareDestination { screen, config, _ in screen.noteID = config.userInfo["id"] as? String ?? "" }
      .register(RoutableView<any NoteHistoryInput>())
      .registerURLPattern("notes://notes/:id/history")
      .registerURLPattern("notes://archive/:id/history")
    ZIKViewRoute<NoteListScreen, ViewRouteConfig>
      .make(withDestination: NoteListScreen.self) { _, _ in nil }
      .register(RoutableView<any BrokenScreenInput>())
      .registerURLPattern("notes://archive/:id")
    ZIKAnyViewRouter.register(RoutableView<any LegacyScreenInput>(), forMakingView: LegacyScreen.self)
    ZIKViewRouteAdapter.register(
      adapter: RoutableView<any RequiredNoteInput>(), forAdaptee: RoutableView<any NoteDetailInput>())
    ZIKAnyViewRouter.register(
      RoutableViewModule<any NoteModuleInput>(), forMakingView: NoteScreen.self, making: makeNoteModuleConfiguration)
  }

  /// The note module's configuration: `makeDestinationWith(id)` makes the note's screen.
  static func makeNoteModuleConfiguration() -> NoteModuleConfiguration {
    let config = NoteModuleConfiguration({ _ in nil })
    config.makeDestinationWith = { [unowned config] id in
      config.makeDestination = {
        let screen = NoteScreen()
        screen.noteID = id
        return screen
      }
      config.makedDestination = config.makeDestination?()
      return config.makedDestination as? any NoteDetailInput
    }
    return config
  }

  /// Runs `body` in an isolated registry holding the view fixtures and the screens' routes.
  static func run<R>(_ body: (ViewEventLog) throws -> R) rethrows -> R {
    try ViewFixtureRegistry.run(registering: register, body)
  }

  /// The async twin of `run(_:)`.
  static func run<R>(_ body: (ViewEventLog) async throws -> R) async rethrows -> R {
    try await ViewFixtureRegistry.run(registering: register, body)
  }
}
