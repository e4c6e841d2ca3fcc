import AppKitModel
import Foundation
import Testing
import ZRouter
import ZRouterTesting

// Storyboards and segues on AppKit (beyond the original Swift contract), through the shipping glue and the AppKit
// model's `NSStoryboard`/`NSStoryboardSegue`: a segue's destination is found by its router, prepared through it before
// AppKit shows it, and followed as a route that removal and a closed sheet end.

/// A destination a storyboard makes; `needsSource` makes its router ask the segue's source first.
final class StoryboardPanel: ModelScreen {
  var preparedBy: [String] = []
  var noteID: Int?
  /// The log of the test that made the panel: a removal another test's route action reports (in that test's task)
  /// still lands here.
  var routeLog: AppKitRouteLog?

  func record(_ event: String) {
    if let routeLog { routeLog.record(event) } else { AppKitRouteLog.record(event) }
  }
}
extension StoryboardPanel: ZIKRoutableView {}

/// The router of `StoryboardPanel`: it cannot prepare a panel whose scene is "note" alone.
final class StoryboardPanelRouter: ZIKViewRouter<StoryboardPanel, ViewRouteConfig> {
  override class func registerRoutableDestination() { registerView(StoryboardPanel.self) }
  override func destination(with configuration: ViewRouteConfig) -> StoryboardPanel? { StoryboardPanel() }
  override func destinationFromExternalPrepared(destination: StoryboardPanel) -> Bool {
    destination.title != "note" || destination.noteID != nil
  }
  override func prepareDestination(_ destination: StoryboardPanel, configuration: ViewRouteConfig) {
    destination.preparedBy.append("router")
    destination.record("Panel.prepareDestination")
  }
  override class func router(
    _ router: ZIKAnyViewRouter?, willPerformRouteOnDestination destination: StoryboardPanel, fromSource source: Any?
  ) { destination.record("Panel.willPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: StoryboardPanel, fromSource source: Any?
  ) { destination.record("Panel.didPerform") }
  override class func router(
    _ router: ZIKAnyViewRouter?, willRemoveRouteOnDestination destination: StoryboardPanel, fromSource source: Any?
  ) { destination.record("Panel.willRemove") }
  override class func router(
    _ router: ZIKAnyViewRouter?, didRemoveRouteOnDestination destination: StoryboardPanel, fromSource source: Any?
  ) { destination.record("Panel.didRemove") }
}

/// A scene that hands its segues to `StoryboardRouting` and prepares what routers cannot.
final class StoryboardSourceScreen: ModelScreen, ExternalDestinationPreparer {
  var handsOver = true
  var routers: [ZIKAnyViewRouter] = []

  override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    AppKitRouteLog.record("source.prepare \(segue.identifier ?? "-")")
    if handsOver { routers += StoryboardRouting.prepare(for: segue, sender: sender) }
  }

  func prepareDestinationFromExternal(_ destination: Any, configuration: ZIKViewRouteConfiguration) {
    AppKitRouteLog.record("source.prepareDestinationFromExternal")
    (destination as? StoryboardPanel)?.noteID = 7
    (destination as? StoryboardPanel)?.preparedBy.append("source")
  }
}

@MainActor @Suite struct AppKitStoryboardRouteTests {
  /// Runs `body` in a registry holding `StoryboardPanelRouter`, with a fresh route log and model log.
  static func run(_ body: (AppKitRouteLog) async throws -> Void) async throws {
    try await AppKitModelLog.$current.withValue(AppKitModelLog()) {
      try await ZIKRouteRegistry.withTestRegistry {
        StoryboardPanelRouter.registerRoutableDestination()
      } run: {
        let log = AppKitRouteLog()
        ZIKAnyViewRouter.globalErrorHandler = { _, _, error in log.record("global \((error as NSError).code)") }
        try await AppKitRouteLog.$current.withValue(log) { try await body(log) }
      }
    }
  }

  /// Registers a storyboard whose initial scene is a source with modal, sheet, note and (optionally) embed segues.
  static func storyboard(_ name: String, embeds: Bool = false) -> NSStoryboard {
    let log = AppKitRouteLog.current
    let panel = { () -> StoryboardPanel in
      let panel = StoryboardPanel()
      panel.routeLog = log
      return panel
    }
    var segues: [NSStoryboard.SegueTemplate] = [
      .init("modal", .modal, to: "panel"), .init("sheet", .sheet, to: "panel"), .init("note", .modal, to: "note"),
    ]
    if embeds { segues.append(.init("embed", .embed, to: "panel")) }
    NSStoryboard.register(
      name: name, initial: "source",
      scenes: [
        "source": .init(segues: segues) { _ in StoryboardSourceScreen() },
        "panel": .init { _ in panel() },
        "note": .init { _ in
          let note = panel()
          note.title = "note"
          return note
        },
      ])
    return NSStoryboard(name: name, bundle: nil)
  }

  /// The initial source scene as the content of a key window.
  static func source(_ name: String, embeds: Bool = false) throws -> (StoryboardSourceScreen, NSWindow) {
    let source = try #require(
      StoryboardRouting.instantiateInitialController(of: storyboard(name, embeds: embeds)) as? StoryboardSourceScreen)
    let window = NSWindow(contentViewController: source)
    window.isReleasedWhenClosed = false
    window.makeKeyAndOrderFront(nil)
    windows.append(window)
    return (source, window)
  }

  /// The windows of the sources, kept open as an app keeps its windows.
  static var windows: [NSWindow] = []

  /// One main-actor turn: the work the glue scheduled for it runs in its own job, with its own test's task-locals
  /// (running `MainTurn`'s pending work here would run other tests' work inside this test).
  static func settle() async { await AppKitRouting.settle() }

  @Test func performSegueShowsTheDestinationItsRouterPreparedAndRemoveRouteClosesIt() async throws {
    try await Self.run { log in
      let (source, _) = try Self.source("appkit.modal")
      let routers = StoryboardRouting.performSegue(withIdentifier: "modal", from: source) { config in
        config.stateNotifier = { _, new in log.record("state \(new)") }
      }
      let router = try #require(routers.first)
      let panel = try #require(source.presentedViewControllers?.first as? StoryboardPanel)
      #expect(panel.preparedBy == ["router"])
      #expect(router.state == .routed)
      #expect(router.realRouteType == .presentModally)
      #expect(router.original_configuration.routeType == .performSegue)
      #expect(
        log.events == [
          "source.prepare modal", "state routing", "Panel.prepareDestination", "Panel.willPerform", "state routed",
          "Panel.didPerform",
        ])
      log.clear()
      router.removeRoute()
      await Self.settle()
      #expect(router.state == .removed)
      #expect(source.presentedViewControllers == nil)
      #expect(log.events == ["state removing", "Panel.willRemove", "state removed", "Panel.didRemove"])
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func aSheetSegueAControlTriggersIsRoutedAndClosingTheSheetEndsTheRoute() async throws {
    try await Self.run { log in
      let (source, _) = try Self.source("appkit.sheet")
      source.triggerSegue(withIdentifier: "sheet", sender: nil)
      let router = try #require(source.routers.first)
      #expect(router.state == .routing)
      await Self.settle()
      let panel = try #require(source.presentedViewControllers?.first as? StoryboardPanel)
      #expect(panel.preparedBy == ["router"])
      #expect(router.state == .routed)
      log.clear()
      source.dismiss(panel)
      await Self.settle()
      #expect(router.state == .removed)
      #expect(log.events == ["Panel.willRemove", "Panel.didRemove"])
      #expect(AppKitModelLog.raisedExceptions.isEmpty)
    }
  }

  @Test func theSourcePreparesWhatItsRouterCannotPrepareAloneBeforeTheRouter() async throws {
    try await Self.run { log in
      let (source, _) = try Self.source("appkit.note")
      let router = try #require(StoryboardRouting.performSegue(withIdentifier: "note", from: source).first)
      let note = try #require(source.presentedViewControllers?.first as? StoryboardPanel)
      #expect(note.preparedBy == ["source", "router"])
      #expect(router.state == .routed)
      #expect(
        Array(log.events.prefix(3)) == [
          "source.prepare note", "source.prepareDestinationFromExternal", "Panel.prepareDestination",
        ])
    }
  }

  @Test func aSegueThatReachesNoRoutingFailsWithSegueNotPerformed() async throws {
    try await Self.run { log in
      let (source, _) = try Self.source("appkit.missing")
      source.handsOver = false
      #expect(StoryboardRouting.performSegue(withIdentifier: "modal", from: source).isEmpty)
      #expect(StoryboardRouting.performSegue(withIdentifier: "modal", from: ModelScreen()).isEmpty)
      #expect(log.events.filter { $0.hasPrefix("global") } == ["global 15", "global 15"])
    }
  }

  @Test func anEmbedSegueRoutesTheChildWhileTheSourcesViewLoads() async throws {
    try await Self.run { _ in
      let (source, _) = try Self.source("appkit.embed", embeds: true)
      let router = try #require(source.routers.first)
      await Self.settle()
      let panel = try #require(source.children.first as? StoryboardPanel)
      #expect(panel.preparedBy == ["router"])
      #expect(router.state == .routed)
      #expect(router.realRouteType == .addAsChildViewController)
      router.removeRoute()
      await Self.settle()
      #expect(router.state == .removed)
      #expect(source.children.isEmpty)
    }
  }
}
