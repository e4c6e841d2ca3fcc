import Foundation
import TestSupport
import Testing
import UIKitModel
import ViewTestSupport

@_spi(ZRouterGlue) @testable import ZRouterCore
@testable import ZRouterUIKit

/// Randomized sequences of host events on the UIKit model: routes of every UIKit type are performed and removed while
/// the user swipes back (and gives up), pops several levels, pops to the root, replaces the stack (also under an
/// unchanged top), swipes sheets down, dismisses under a presented screen and drops children (also while their parent
/// is off screen), with transitions overlapping.
///
/// After every step the invariants hold: each router's state matches where its destination is (fully once UIKit is
/// idle; while transitions run, a destination released or hanging from nothing that no transition moves is never
/// `.routed`), no router stays `.routing` or `.removing` once UIKit is idle, every removal sends AOP `didRemove` and the
/// removal handlers exactly once and after its transition ended, a removed router can perform again, and the router
/// never asks UIKit for something UIKit rejects with an exception.
///
/// `ZROUTER_RANDOM_SEQUENCES` sets how many sequences run (2 000 by default, 50 events each); a failure prints its
/// seed, and `ZROUTER_RANDOM_SEED=<seed>` replays that one sequence.
@MainActor @Suite(.serialized) struct RandomizedHostEventTests {
  static let environment = ProcessInfo.processInfo.environment
  static let sequenceCount = environment["ZROUTER_RANDOM_SEQUENCES"].flatMap { Int($0) } ?? 2_000
  static let replayedSeed = environment["ZROUTER_RANDOM_SEED"].flatMap { UInt64($0) }
  static let eventsPerSequence = 50

  @Test func routersFollowTheScreenThroughRandomHostEvents() {
    let seeds = Self.replayedSeed.map { [$0] } ?? (0..<UInt64(Self.sequenceCount)).map { 0x5EED_0000 &+ $0 }
    Self.runSequences(seeds)
  }

  /// The same on a model whose transition flags (`isBeingDismissed`, `isMovingFromParent`, …) answer only where UIKit
  /// documents them, in appearance callbacks, and whose dismissals clear their links after the views left: the glue
  /// must follow the screen from the documented signals alone. A quarter as many sequences, seeded apart.
  @Test func routersFollowTheScreenWithOnlyTheDocumentedTransitionSignals() {
    let seeds = Self.replayedSeed.map { [$0] } ?? (0..<UInt64(Self.sequenceCount / 4)).map { 0xD0C5_0000 &+ $0 }
    UIKitModelRunLoop.withOnlyDocumentedTransitionSignals { Self.runSequences(seeds) }
  }

  /// Runs one sequence per seed; records the first that breaks an invariant.
  private static func runSequences(_ seeds: [UInt64]) {
    for seed in seeds {
      let failures = ViewFixtureRegistry.run { log in
        RandomHostSession(seed: seed, log: log).run(events: Self.eventsPerSequence)
      }
      if let failure = failures.first {
        Issue.record(
          "sequence with seed \(seed) broke an invariant: \(failure) (replay with ZROUTER_RANDOM_SEED=\(seed)); \(failures.last ?? "")"
        )
        return
      }
    }
  }

  @Test func theInvariantCheckCatchesARouterLeftRoutedByTheHost() {
    // The checker itself must fail when a router's state and the screen disagree. It checks placements only while
    // UIKit is idle, so transitions other tests left running end first.
    UIKitModelRunLoop.runUntilIdle()
    let failures = ViewFixtureRegistry.run { log in
      let session = RandomHostSession(seed: 1, log: log)
      session.perform(.push, animated: false)
      settle()
      // Taken off the stack, kept alive, with its view left in the window: nothing tells the router, and its
      // destination still looks on screen.
      let destination = session.routes[0].destination
      // The glue's pending looks run first: nothing is left to look at the removal.
      MainTurn.runPending(of: "UIKit")
      destination?.removeFromParent()
      return withExtendedLifetime(destination) { session.check(after: "a removal the glue cannot see") }
    }
    #expect(failures.contains { $0.contains("routed but its destination is not where the route put it") })
  }
}

/// One randomized sequence: a key window with a navigation controller, the routes performed so far, and the checks.
@MainActor
final class RandomHostSession {
  /// What a route of the sequence does.
  enum Kind: CaseIterable {
    case push, show, showDetail, present, sheet, fullScreen, wrapped, popover, child
  }

  /// A route of the sequence and what it counted.
  @MainActor final class Route {
    let kind: Kind
    weak var source: UIViewController?
    weak var destination: UIViewController?
    var router: ViewRouter<any UIViewController & AViewInput, ViewRouteConfig>?
    var removals = 0
    var removalHandlers = 0
    var lateHandlers: [String] = []
    /// Whether the source hung from the window when the route was last performed: routes into a hierarchy off screen
    /// are placed without hanging from the window.
    var sourceWasAnchored = true

    init(kind: Kind, source: UIViewController) {
      self.kind = kind
      self.source = source
    }
  }

  private var random: SplitMix64
  private let log: ViewEventLog
  let scene: UIKitScene
  let navigation: UINavigationController
  private(set) var routes: [Route] = []
  private var interactions: [UIKitModelInteraction] = []
  private var failures: [String] = []

  init(seed: UInt64, log: ViewEventLog) {
    random = SplitMix64(seed: seed)
    self.log = log
    (scene, navigation) = UIKitScene.navigation()
  }

  /// Runs `events` random events, checking the invariants after each, then ends every gesture and lets UIKit settle
  /// and checks again. Returns what broke.
  func run(events: Int) -> [String] {
    var history: [String] = []
    for index in 0..<events {
      let event = step()
      history.append(event)
      if RandomizedHostEventTests.environment["ZROUTER_RANDOM_TRACE"] != nil {
        print(
          "event \(index): \(event) running: \(UIKitModelRunLoop.runningTransitions) routes: \(routes.map(describe))")
      }
      failures += check(after: "event \(index) (\(event))")
      if !failures.isEmpty {
        return failures + ["events: \(history.joined(separator: "; ")); routes: \(routes.map(describe))"]
      }
    }
    for interaction in interactions where !interaction.isEnded {
      Bool.random(using: &random) ? interaction.finish() : interaction.cancel()
    }
    settle()
    failures += check(after: "the end of the sequence")
    // A removed router whose source is the controller on top of the screen performs again.
    let top = visibleController()
    if let route = routes.last(where: { $0.router?.state == .removed && $0.source === top }), let router = route.router
    {
      router.performRoute()
      settle()
      if router.state != .routed {
        failures.append(
          "a removed \(route.kind) router did not perform again from the top of the screen: \(router.state)")
      }
      failures += check(after: "performing a removed router again")
    }
    return failures
  }

  // MARK: - Events

  private func step() -> String {
    let roll = Int.random(in: 0..<100, using: &random)
    let animated = Bool.random(using: &random)
    switch roll {
    case 0..<24:
      let kind = random.pick(Kind.allCases)
      perform(kind, animated: animated)
      return "perform \(kind)\(animated ? " animated" : "")"
    case 24..<34:
      guard let route = randomRoute() else { return "nothing to remove" }
      route.router?.removeRoute()
      return "removeRoute of \(route.kind)"
    case 34..<38:
      guard let route = randomRoute(), route.router?.state == .removed else { return "nothing to perform again" }
      route.sourceWasAnchored = route.source.map(Self.isAnchored) ?? false
      route.router?.performRoute()
      return "performRoute again of \(route.kind)"
    case 38..<44:
      guard let navigation = visibleNavigation(), let swipe = navigation.beginInteractivePop() else {
        return "no back swipe"
      }
      interactions.append(swipe)
      return "back swipe started"
    case 44..<50:
      guard let swipe = interactions.first(where: { !$0.isEnded }) else { return "no gesture to end" }
      let cancelled = Bool.random(using: &random)
      cancelled ? swipe.cancel() : swipe.finish()
      return cancelled ? "gesture cancelled" : "gesture finished"
    case 50..<54:
      visibleNavigation()?.popToRootViewController(animated: animated)
      return "pop to root"
    case 54..<58:
      guard let navigation = visibleNavigation(), !navigation.viewControllers.isEmpty else { return "no stack" }
      navigation.popToViewController(random.pick(navigation.viewControllers), animated: animated)
      return "pop several levels"
    case 58..<61:
      guard let navigation = visibleNavigation(), !navigation.viewControllers.isEmpty else { return "no stack" }
      let kept = Int.random(in: 1...navigation.viewControllers.count, using: &random)
      navigation.setViewControllers(Array(navigation.viewControllers.prefix(kept)), animated: animated)
      return "new stack of \(kept)"
    case 61..<66:
      guard let presented = presentationChain().last, presented !== scene.root,
        let sheet = presented.beginInteractiveDismissal()
      else { return "no sheet to swipe down" }
      interactions.append(sheet)
      return "sheet swipe started"
    case 66..<70:
      let chain = presentationChain()
      guard chain.count > 1 else { return "nothing presented" }
      random.pick(Array(chain.dropLast())).dismiss(animated: animated)
      return "dismiss under a presented screen"
    case 70..<74:
      // A child on screen (the next event drops one off screen).
      let children = routes.filter { $0.kind == .child }.compactMap(\.destination)
      guard let child = children.first(where: { $0.parent != nil && $0.viewIfLoaded?.window != nil }) else {
        return "no child to drop"
      }
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
      return "parent dropped a child"
    case 74..<86:
      UIKitModelRunLoop.runNext()
      return "one transition ends"
    case 86..<89:
      // No view changes window: UIKit shows the glue nothing until a later window change.
      let children = routes.filter { $0.kind == .child }.compactMap(\.destination)
      guard let child = children.first(where: { $0.parent != nil && $0.viewIfLoaded?.window == nil }) else {
        return "no child off screen to drop"
      }
      child.willMove(toParent: nil)
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
      // The app made a change UIKit announces with no event: it tells the routers, as Docs/ApplePlatforms.md asks.
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      return "parent off screen dropped a child"
    case 89..<92:
      // `setViewControllers` with the same top: no view changes window either.
      guard let navigation = visibleNavigation(), navigation.viewControllers.count > 2,
        let top = navigation.viewControllers.last
      else { return "no controllers under the top to drop" }
      let under = navigation.viewControllers.dropLast()
      let kept = under.enumerated().filter { $0.offset == 0 || Bool.random(using: &random) }.map(\.element)
      navigation.setViewControllers(kept + [top], animated: animated)
      ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
      return "new stack under the same top, \(under.count - kept.count) dropped"
    default:
      settle()
      return "UIKit settles"
    }
  }

  /// Performs a route of `kind` from the controller on top of the screen.
  func perform(_ kind: Kind, animated: Bool) {
    let source = visibleController()
    let route = Route(kind: kind, source: source)
    route.sourceWasAnchored = Self.isAnchored(source)
    let path: ViewRoutePath
    switch kind {
    case .push: path = .push(from: source)
    case .show: path = .show(from: source)
    case .showDetail: path = .showDetail(from: source)
    case .sheet: path = .presentAsSheet(from: source)
    case .present, .fullScreen, .wrapped: path = .presentModally(from: source)
    case .popover: path = .presentAsPopover(from: source) { $0.sourceView = source.view }
    case .child:
      path = .addAsChildViewController(from: source) { child, completion in
        source.view.addSubview(testController(child).view)
        completion()
      }
    }
    route.router = Router.perform(
      to: RoutableView<any UIViewController & AViewInput>(), path: path,
      configuring: { config, _ in
        config.animated = animated
        if kind == .wrapped {
          config.containerWrapper = { UINavigationController(rootViewController: testController($0)) }
        }
        config.prepareDestination = { [weak route] destination in
          if kind == .fullScreen { destination.modalPresentationStyle = .fullScreen }
          route?.destination = destination
        }
        // A removal goes from `.removing` to `.removed` (a failed perform returns to `.removed` from `.routing`, and a
        // router whose destination was released moves there from `.routed`, with no hooks or handlers).
        config.stateNotifier = { [weak route] old, new in
          if old == .removing, new == .removed { route?.removals += 1 }
        }
      },
      removing: { config in
        config.animated = animated
        config.successHandler = { [weak route] in
          guard let route else { return }
          route.removalHandlers += 1
          // The transition that removed the destination ended: it is neither being dismissed nor moving out of a
          // stack, and its view left the window. (Dropping a child is no transition: UIKit has no coordinator for it,
          // and the parent calls `removeFromParent()` after the view left.)
          if let destination = route.destination {
            let displayed = kind == .wrapped ? destination.parent ?? destination : destination
            let moving = kind != .child && displayed.isMovingFromParent
            guard displayed.isBeingDismissed || moving || displayed.viewIfLoaded?.window != nil else { return }
            route.lateHandlers.append(
              "a \(kind) removal handler ran before the transition removing the destination ended (being dismissed: "
                + "\(displayed.isBeingDismissed), moving: \(moving), in window: \(displayed.viewIfLoaded?.window != nil))"
            )
          }
        }
      })
    routes.append(route)
  }

  // MARK: - Invariants

  /// The invariants after one step; UIKit-idle ones only when no transition runs.
  func check(after event: String) -> [String] {
    var broken: [String] = []
    // The glue reports an event within one main-actor turn: the turn passes before the routers are looked at.
    // Reading a router's state changes nothing.
    MainTurn.runPending(of: "UIKit")
    let idle = UIKitModelRunLoop.isIdle
    for route in routes {
      guard let router = route.router else { continue }
      let state = router.state
      guard idle else {
        // While transitions run too: a destination that left every place (or was released) with no transition
        // moving it is never `.routed`, whether or not UIKit showed the glue a window change.
        if state == .routed, leftWithNothingMovingIt(route) {
          broken.append(
            "after \(event): a \(route.kind) router is routed but its destination left with no transition moving it")
        }
        continue
      }
      let placed = isPlaced(route)
      switch state {
      case .routing, .removing:
        broken.append("after \(event): a \(route.kind) router is still \(state) while UIKit is idle")
      case .routed where !placed:
        broken.append(
          "after \(event): a \(route.kind) router is routed but its destination is not where the route put it")
      case .removed where placed:
        broken.append("after \(event): a \(route.kind) router is removed but its destination is still displayed")
      default:
        break
      }
    }
    var removalsWithAOP = 0
    for route in routes where route.router != nil {
      if route.kind != .child { removalsWithAOP += route.removals }
      if route.removals != route.removalHandlers {
        broken.append(
          "after \(event): a \(route.kind) router was removed \(route.removals) times but its removal handlers ran \(route.removalHandlers) times"
        )
      }
      broken += route.lateHandlers.map { "after \(event): \($0)" }
    }
    let didRemove = log.events.filter { $0 == "A.didRemove" }.count
    if didRemove != removalsWithAOP {
      broken.append("after \(event): AOP didRemove ran \(didRemove) times for \(removalsWithAOP) removals")
    }
    let rejected = UIKitModelDiagnostics.messages.filter(Self.isException)
    if !rejected.isEmpty { broken.append("after \(event): UIKit would have raised: \(rejected)") }
    return broken
  }

  /// Whether UIKit answers `message`'s call with an exception (the other refusals are logged and ignored).
  private static func isException(_ message: String) -> Bool {
    ["application tried", "not supported", "is presented", "already had a parent", "was taken out of", "should have"]
      .contains { message.contains($0) }
  }

  /// Whether the route's destination is where the route put it, in a hierarchy hanging from the window.
  private func isPlaced(_ route: Route) -> Bool {
    guard let destination = route.destination else { return false }
    // A wrapped destination is displayed through the navigation controller around it.
    let displayed = route.kind == .wrapped ? destination.parent ?? destination : destination
    guard Self.isAnchored(displayed) || !route.sourceWasAnchored else { return false }
    switch route.kind {
    case .push: return displayed.parent is UINavigationController
    case .show:
      // `show` pushes in a navigation controller and presents elsewhere.
      return displayed.parent is UINavigationController
        || displayed.parent == nil && displayed.presentingViewController != nil
    case .present, .sheet, .showDetail, .fullScreen, .popover, .wrapped:
      return displayed.parent == nil && displayed.presentingViewController != nil
    case .child: return displayed.parent != nil && displayed.parent === route.source
    }
  }

  /// Whether the route's destination was released, or hangs from nothing (no parent, no presenter, no window) while
  /// no transition moves it.
  private func leftWithNothingMovingIt(_ route: Route) -> Bool {
    guard let destination = route.destination else { return true }
    let displayed = route.kind == .wrapped ? destination.parent ?? destination : destination
    return displayed.parent == nil && displayed.presentingViewController == nil
      && displayed.viewIfLoaded?.window == nil && displayed.transitionCoordinator == nil
  }

  /// Whether `controller`'s topmost ancestor is in the window, presents, or was presented by an anchored controller.
  static func isAnchored(_ controller: UIViewController) -> Bool {
    let root = sequence(first: controller, next: \.parent).reduce(controller) { $1 }
    if let presenter = root.presentingViewController { return isAnchored(presenter) }
    return root.viewIfLoaded?.window != nil || root.presentedViewController != nil
  }

  /// A route as a failure message shows it.
  private func describe(_ route: Route) -> String {
    let destination = route.destination
    return
      "\(route.kind) \(route.router?.state.description ?? "none") parent: \(destination?.parent.map { "\(type(of: $0))" } ?? "nil") "
      + "presented: \(destination?.presentingViewController != nil) anchored: \(destination.map(Self.isAnchored) ?? false) "
      + "in window: \(destination?.viewIfLoaded?.window != nil)"
  }

  // MARK: - The screen

  /// The window's root, then each presented controller, bottom to top.
  private func presentationChain() -> [UIViewController] {
    Array(sequence(first: scene.root as UIViewController, next: \.presentedViewController))
  }

  /// The controller on top of the screen: the top of the topmost presented hierarchy's stack.
  private func visibleController() -> UIViewController {
    let top = presentationChain().last ?? scene.root
    if let navigation = top as? UINavigationController { return navigation.topViewController ?? navigation }
    return top
  }

  private func visibleNavigation() -> UINavigationController? {
    let top = presentationChain().last ?? scene.root
    return top as? UINavigationController ?? visibleController().navigationController
  }

  private func randomRoute() -> Route? {
    routes.isEmpty ? nil : random.pick(routes)
  }
}
