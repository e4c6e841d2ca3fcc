import Foundation
import Testing
import UIKitModel
import ViewTestSupport
import ZRouter

// Storyboards and segues on UIKit (beyond the original Swift contract), through the shipping glue and the UIKit
// model's `UIStoryboard`/`UIStoryboardSegue`: a segue's destination is found by its router, prepared through it before
// UIKit shows it, and followed as a route that removal, platform removals and unwind segues end.

/// A destination a storyboard makes; its router prepares it alone.
final class StoryboardEditorController: UIViewController {
  var preparedBy: [String] = []
}
extension StoryboardEditorController: ZIKRoutableView {}

/// A destination whose router cannot prepare it alone (`destinationFromExternalPrepared` is `false`).
final class StoryboardNoteController: UIViewController {
  var noteID: Int?
  var preparedBy: [String] = []
}
extension StoryboardNoteController: ZIKRoutableView {}

/// The router of `StoryboardEditorController`, logging its hooks and its AOP.
final class StoryboardEditorRouter: ZIKViewRouter<StoryboardEditorController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(StoryboardEditorController.self)
  }
  override func destination(with configuration: ViewRouteConfig) -> StoryboardEditorController? {
    StoryboardEditorController()
  }
  override func prepareDestination(_ destination: StoryboardEditorController, configuration: ViewRouteConfig) {
    destination.preparedBy.append("router")
    ViewEventLog.record("Editor.prepareDestination")
  }
  override func didFinishPrepareDestination(_ destination: StoryboardEditorController, configuration: ViewRouteConfig) {
    ViewEventLog.record("Editor.didFinishPrepareDestination")
  }
  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: StoryboardEditorController,
    fromSource source: Any?
  ) { ViewEventLog.record("Editor.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: StoryboardEditorController,
    fromSource source: Any?
  ) { ViewEventLog.record("Editor.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: StoryboardEditorController,
    fromSource source: Any?
  ) { ViewEventLog.record("Editor.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: StoryboardEditorController,
    fromSource source: Any?
  ) { ViewEventLog.record("Editor.didRemove") }
}

/// The router of `StoryboardNoteController`: the note's identifier comes from the segue's source.
final class StoryboardNoteRouter: ZIKViewRouter<StoryboardNoteController, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(StoryboardNoteController.self)
  }
  override func destination(with configuration: ViewRouteConfig) -> StoryboardNoteController? { nil }
  override func destinationFromExternalPrepared(destination: StoryboardNoteController) -> Bool {
    destination.noteID != nil
  }
  override func prepareDestination(_ destination: StoryboardNoteController, configuration: ViewRouteConfig) {
    destination.preparedBy.append("router")
    ViewEventLog.record("Note.prepareDestination \(destination.noteID.map(String.init) ?? "nil")")
  }
}

/// A storyboard scene that hands its segues to `StoryboardRouting` and prepares notes for their routers.
class StoryboardSourceController: UIViewController, ExternalDestinationPreparer {
  var routers: [ZIKAnyViewRouter] = []
  var unwound: [String] = []

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    ViewEventLog.record("source.prepare \(segue.identifier ?? "-")")
    routers += StoryboardRouting.prepare(for: segue, sender: sender)
  }

  func prepareDestinationFromExternal(_ destination: Any, configuration: ZIKViewRouteConfiguration) {
    ViewEventLog.record("source.prepareDestinationFromExternal")
    (destination as? StoryboardNoteController)?.noteID = 7
    (destination as? StoryboardNoteController)?.preparedBy.append("source")
  }

  override func canPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController, sender: Any?)
    -> Bool
  { action == "backHome" }

  override func unwindAction(_ action: String, segue: UIStoryboardSegue) {
    unwound.append(action)
  }
}

/// A scene whose `prepare(for:sender:)` does not hand segues to `StoryboardRouting`.
final class StoryboardPlainSourceController: UIViewController {}

/// A scene that does not adopt `ExternalDestinationPreparer` but hands its segues over.
final class StoryboardNonPreparingSourceController: UIViewController {
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    StoryboardRouting.prepare(for: segue, sender: sender)
  }
}

@MainActor @Suite struct UIKitStoryboardRouteTests {
  /// Registers a storyboard `name` whose initial scene is a navigation controller with the source `home`.
  static func registerStoryboard(_ name: String, homeEmbeds: Bool = false) {
    var homeSegues: [UIStoryboard.SegueTemplate] = [
      .init("edit", .show, to: "editor"),
      .init("presentEditor", .present, to: "editorInNavigation"),
      .init("note", .show, to: "note"),
    ]
    if homeEmbeds { homeSegues.append(.init("panel", .embed, to: "editor")) }
    UIStoryboard.register(
      name: name, initial: "root",
      scenes: [
        "root": .init {
          UINavigationController(rootViewController: $0.instantiateViewController(withIdentifier: "home"))
        },
        "home": .init(segues: homeSegues) { _ in StoryboardSourceController() },
        "plain": .init(segues: [.init("edit", .show, to: "editor")]) { _ in StoryboardPlainSourceController() },
        "nonPreparing": .init(segues: [.init("note", .show, to: "note")]) { _ in
          StoryboardNonPreparingSourceController()
        },
        "editor": .init(segues: [.init("back", .unwind(action: "backHome"))]) { _ in StoryboardEditorController() },
        "editorInNavigation": .init {
          UINavigationController(rootViewController: $0.instantiateViewController(withIdentifier: "editor"))
        },
        "note": .init { _ in StoryboardNoteController() },
      ])
  }

  /// The storyboard's initial navigation controller on screen, and its home scene.
  static func home(_ name: String) throws -> (UINavigationController, StoryboardSourceController) {
    let storyboard = UIStoryboard(name: name, bundle: nil)
    let navigation = try #require(
      StoryboardRouting.instantiateInitialViewController(of: storyboard) as? UINavigationController)
    TestStage.onScreen(navigation)
    TestStage.settle()
    return (navigation, try #require(navigation.topViewController as? StoryboardSourceController))
  }

  static func register() {
    StoryboardEditorRouter.registerRoutableDestination()
    StoryboardNoteRouter.registerRoutableDestination()
  }

  @Test func performSegueShowsTheDestinationItsRouterPreparedAndRemoveRoutePopsIt() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("perform")
      let (navigation, home) = try Self.home("perform")
      let routers = StoryboardRouting.performSegue(withIdentifier: "edit", from: home) {
        log.install(onConfiguration: $0)
      }
      let router = try #require(routers.first)
      #expect(routers.count == 1)
      #expect(router.state == .routing)
      TestStage.settle()
      let editor = try #require(navigation.topViewController as? StoryboardEditorController)
      #expect(editor.preparedBy == ["router"])
      #expect(router.state == .routed)
      #expect(router.realRouteType == .push)
      #expect(router.original_configuration.routeType == .performSegue)
      #expect(
        log.events == [
          "source.prepare edit", "state routing", "Editor.prepareDestination", "Editor.didFinishPrepareDestination",
          "Editor.willPerform", "state routed", "Editor.didPerform", "success",
          "completion true destination PerformOnDestination", "performerSuccess",
        ])
      log.clear()
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(navigation.viewControllers == [home])
      #expect(log.events.contains("Editor.willRemove") && log.events.contains("Editor.didRemove"))
      // A segue shows its destination once: performing the router again fails at once instead of waiting forever.
      log.clear()
      router.performRoute()
      #expect(router.state == .removed)
      #expect(errorCode(router.error) == ZIKViewRouteError.Code.segueNotPerformed.rawValue)
      #expect(!log.events.contains("Editor.prepareDestination"))
    }
  }

  @Test func aSegueAControlTriggersRoutesTheControllerInsideItsNavigationControllerAndAnUnwindEndsIt() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("trigger")
      let (_, home) = try Self.home("trigger")
      home.triggerSegue(withIdentifier: "presentEditor", sender: nil)
      let router = try #require(home.routers.first)
      TestStage.settle()
      let container = try #require(home.presentedViewController as? UINavigationController)
      let editor = try #require(container.topViewController as? StoryboardEditorController)
      #expect(editor.preparedBy == ["router"])
      #expect(router.state == .routed)
      #expect(router.realRouteType == .presentModally)
      #expect(log.events.contains("Editor.didPerform"))
      log.clear()
      editor.performSegue(withIdentifier: "back", sender: nil)
      TestStage.settle()
      #expect(home.unwound == ["backHome"])
      #expect(home.presentedViewController == nil)
      #expect(router.state == .removed)
      #expect(log.events == ["Editor.willRemove", "Editor.didRemove"])
    }
  }

  @Test func theSourcePreparesWhatItsRouterCannotPrepareAloneBeforeTheRouter() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("external")
      let (navigation, home) = try Self.home("external")
      let router = try #require(StoryboardRouting.performSegue(withIdentifier: "note", from: home).first)
      TestStage.settle()
      let note = try #require(navigation.topViewController as? StoryboardNoteController)
      #expect(note.preparedBy == ["source", "router"])
      #expect(router.state == .routed)
      #expect(
        log.events == ["source.prepare note", "source.prepareDestinationFromExternal", "Note.prepareDestination 7"])
    }
  }

  @Test func aSourceThatCannotPrepareWhatTheRouterNeedsFailsTheRouteWithInvalidSource() {
    ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("nonPreparing")
      let storyboard = UIStoryboard(name: "nonPreparing", bundle: nil)
      let source = storyboard.instantiateViewController(withIdentifier: "nonPreparing")
      TestStage.onScreen(UINavigationController(rootViewController: source))
      let routers = StoryboardRouting.performSegue(withIdentifier: "note", from: source) {
        log.install(onConfiguration: $0)
      }
      TestStage.settle()
      #expect(routers.isEmpty)
      #expect(log.events.contains("error PerformOnDestination 13"))
      #expect(log.events.contains("global PerformOnDestination 13"))
      #expect(!log.events.contains { $0.hasPrefix("Note.prepareDestination") })
    }
  }

  @Test func aSegueThatReachesNoRoutingFailsWithSegueNotPerformed() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("missing")
      let (_, home) = try Self.home("missing")
      let plain = UIStoryboard(name: "missing", bundle: nil).instantiateViewController(withIdentifier: "plain")
      TestStage.onScreen(UINavigationController(rootViewController: plain))
      for (identifier, source) in [
        ("nowhere", home as UIViewController), ("edit", plain), ("edit", UIViewController()),
      ] {
        log.clear()
        let routers = StoryboardRouting.performSegue(withIdentifier: identifier, from: source) {
          log.install(onConfiguration: $0)
        }
        TestStage.settle()
        #expect(routers.isEmpty)
        #expect(log.events.contains("error PerformRoute 15"))
        #expect(log.events.contains("global PerformRoute 15"))
      }
    }
  }

  @Test func anEmbedSegueRoutesTheChildWhileTheSourcesViewLoads() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      Self.registerStoryboard("embed", homeEmbeds: true)
      let (_, home) = try Self.home("embed")
      let router = try #require(home.routers.first)
      let panel = try #require(home.children.first as? StoryboardEditorController)
      #expect(panel.preparedBy == ["router"])
      #expect(router.state == .routed)
      #expect(router.realRouteType == .addAsChildViewController)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
      #expect(home.children.isEmpty)
    }
  }

  @Test func anInitialControllerIsPreparedByItsRouter() throws {
    try ViewFixtureRegistry.run(registering: Self.register) { log in
      UIStoryboard.register(
        name: "initialNote", initial: "note", scenes: ["note": .init { _ in StoryboardNoteController() }])
      let source = StoryboardSourceController()
      let note = try #require(
        StoryboardRouting.instantiateInitialViewController(
          of: UIStoryboard(name: "initialNote", bundle: nil), source: source)
          as? StoryboardNoteController)
      #expect(note.preparedBy == ["source", "router"])
      #expect(log.events == ["source.prepareDestinationFromExternal", "Note.prepareDestination 7"])
    }
  }
}
