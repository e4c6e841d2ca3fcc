import AppKitModel
import Foundation
import TestSupport
import Testing
import ZRouter

/// One seeded sequence: a main window, one router per AppKit route type, and random events.
@MainActor
final class AppKitEventSequence {
  /// The route each router performs.
  enum Route: CaseIterable {
    case modal, sheet, popover, animator, show, child, custom, subview

    var sendsAOP: Bool { self != .child && self != .subview }
    var presents: Bool { [.modal, .sheet, .popover, .animator].contains(self) }
  }

  /// A router of the sequence and what it logged.
  @MainActor final class Slot {
    let route: Route
    let log = AppKitRouteLog()
    var router: ZIKAnyViewRouter?
    weak var destination: AnyObject?
    init(route: Route) { self.route = route }
  }

  private var random: SplitMix64
  private let main = MainWindow()
  private let slots: [Slot]
  private var step = 0
  private var lastEvent = ""

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    slots = Route.allCases.map { Slot(route: $0) }
  }

  /// Runs `events` random events; returns the first broken invariant, described, or `nil`.
  func run(events: Int) async -> String? {
    for index in 0..<events {
      step = index
      performRandomEvent()
      await AppKitRouting.settle()
      if let broken = brokenInvariant() { return "step \(step) (\(lastEvent)): \(broken)" }
    }
    for slot in slots where slot.router?.state == .routed { slot.router?.removeRoute() }
    await AppKitRouting.settle()
    if let broken = brokenInvariant() { return "final removal: \(broken)" }
    if !AppKitModelLog.raisedExceptions.isEmpty { return "AppKit would raise: \(AppKitModelLog.raisedExceptions)" }
    return nil
  }

  // MARK: Events

  private func performRandomEvent() {
    switch Int.random(in: 0..<7, using: &random) {
    case 0, 1: perform(random.pick(slots))
    case 2: remove(random.pick(slots))
    case 3: closeAWindow()
    case 4: dismissASheetWithItsOwnButton()
    case 5: dropAChild(viewFirst: Bool.random(using: &random))
    default: closeAPopover()
    }
  }

  private func perform(_ slot: Slot) {
    lastEvent = "perform \(slot.route)"
    if let router = slot.router {
      guard router.state != .routed else { return }
      let wasRemoved = router.state == .removed
      let sourceFree = main.root.presentedViewControllers == nil
      router.performRoute()
      // A removed router performs again whenever the platform lets it.
      if wasRemoved, sourceFree || !slot.route.presents, router.state != .routed {
        slot.log.record("broken: a removed router did not perform again (\(String(describing: router.error)))")
      }
      return
    }
    slot.router = makeRouter(for: slot)
  }

  private func makeRouter(for slot: Slot) -> ZIKAnyViewRouter? {
    let root = main.root
    if slot.route == .subview {
      return Router.perform(
        to: RoutableView<any BadgeViewInput>(), path: .addAsSubview(from: root.view),
        configuring: { config, _ in
          config.stateNotifier = { [log = slot.log] _, new in log.record("state \(new)") }
          config.prepareDestination = { [weak slot] in slot?.destination = $0 as AnyObject }
        }, removing: { self.installRemovalHandlers(on: $0, for: slot) })?.router
    }
    let path: ViewRoutePath =
      switch slot.route {
      case .modal: .presentModally(from: root)
      case .sheet: .presentAsSheet(from: root)
      case .popover:
        .presentAsPopover(from: root, configure: { $0.sourceView = root.view })
      case .animator: .present(from: root, animator: OverlayAnimator())
      case .show: .show
      case .child: .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: root))
      case .custom, .subview: .custom(from: root)
      }
    return Router.perform(
      to: RoutableView<any NoteScreenInput>(), path: path,
      configuring: { config, _ in
        config.stateNotifier = { [log = slot.log] _, new in log.record("state \(new)") }
        config.prepareDestination = { [weak slot] destination in
          guard let slot, let screen = destination as? NoteScreen else { return }
          screen.routeLog = slot.log
          slot.destination = screen
        }
      }, removing: { self.installRemovalHandlers(on: $0, for: slot) })?.router
  }

  /// The slot's removal handlers; the success handler also checks that it runs once the destination left its place
  /// (after the transition, not inside it).
  private func installRemovalHandlers<Destination>(on config: ViewRemoveStrictConfig<Destination>, for slot: Slot) {
    slot.log.install(onRemoval: config)
    let recordSuccess = config.successHandler
    config.successHandler = { [weak self, weak slot] in
      guard let self, let slot else { return }
      if isPlaced(slot) { slot.log.record("broken: a removal handler ran while the destination was still in place") }
      recordSuccess?()
    }
  }

  private func remove(_ slot: Slot) {
    lastEvent = "removeRoute \(slot.route)"
    guard let router = slot.router, router.state == .routed else { return }
    router.removeRoute()
  }

  /// The user clicks the close button of a window other than the main one (a modal window or a shown one).
  private func closeAWindow() {
    let popoverWindows = NSPopover.modelShownPopovers.compactMap { $0.contentViewController?.viewIfLoaded?.window }
    let windows = NSApplication.shared.windows.filter { window in
      window.isVisible && window !== main.window && window.sheetParent == nil
        && !popoverWindows.contains { $0 === window }
    }
    lastEvent = "close a window (\(windows.count) open)"
    guard !windows.isEmpty else { return }
    random.pick(windows).performClose(nil)
  }

  /// A presented screen dismisses itself (`dismiss(nil)`, a sheet's Done button).
  private func dismissASheetWithItsOwnButton() {
    let presented = main.root.presentedViewControllers ?? []
    lastEvent = "dismiss(nil) (\(presented.count) presented)"
    guard !presented.isEmpty else { return }
    random.pick(presented).dismiss(nil)
  }

  /// The root drops one of the children an `addAsChildViewController` route added.
  private func dropAChild(viewFirst: Bool) {
    let routedChildren = main.root.children.filter { child in
      slots.contains { $0.route == .child && $0.destination === child }
    }
    lastEvent = "drop a child, view \(viewFirst ? "first" : "last") (\(routedChildren.count) children)"
    guard !routedChildren.isEmpty else { return }
    let child = random.pick(routedChildren)
    if viewFirst {
      child.view.removeFromSuperview()
      child.removeFromParent()
    } else {
      child.removeFromParent()
      child.view.removeFromSuperview()
    }
  }

  /// A transient popover closes because the user clicked outside it.
  private func closeAPopover() {
    let popovers = NSPopover.modelShownPopovers.filter { popover in
      slots.contains { $0.destination != nil && $0.destination === popover.contentViewController }
    }
    lastEvent = "close a popover (\(popovers.count) shown)"
    guard !popovers.isEmpty else { return }
    random.pick(popovers).performClose(nil)
  }

  // MARK: Invariants

  private func brokenInvariant() -> String? {
    for slot in slots {
      guard let router = slot.router else { continue }
      if router.state == .routing || router.state == .removing {
        return "the \(slot.route) router is stuck \(router.state) while the platform is idle"
      }
      let placed = isPlaced(slot)
      if router.state == .routed, !placed {
        return "the \(slot.route) router is routed, but its destination left its place"
      }
      if router.state != .routed, placed {
        return "the \(slot.route) router is \(router.state), but its destination is still in place"
      }
      if let broken = brokenRemovalOrder(slot) { return "the \(slot.route) router: \(broken)" }
    }
    return nil
  }

  /// Whether the slot's last destination is where its route puts it.
  private func isPlaced(_ slot: Slot) -> Bool {
    guard let destination = slot.destination else { return false }
    let root = main.root
    switch slot.route {
    case .modal, .sheet, .popover, .animator:
      return (root.presentedViewControllers ?? []).contains { $0 === destination }
    case .show:
      guard let screen = destination as? NSViewController, let window = screen.viewIfLoaded?.window else {
        return false
      }
      return window.isVisible && window.contentViewController === screen
    case .child, .custom:
      return (destination as? NSViewController)?.parent === root
    case .subview:
      return (destination as? NSView)?.superview === root.view
    }
  }

  /// Checks the slot's log: each perform ends; each removal is `removing`, AOP `willRemove`, `removed`, AOP `didRemove`, then the
  /// removal success handler, each once; a failed removal goes back to `routed` and calls the error handler.
  private func brokenRemovalOrder(_ slot: Slot) -> String? {
    let aop = slot.route.sendsAOP
    let relevant: Set = [
      "state removing", "state removed", "state routed", "willRemove", "didRemove", "remove.success",
    ]
    var expecting: [String] = []
    var performing = false
    for event in slot.log.events {
      // A perform ends routed, or back where it started when it fails.
      if event == "state routing" {
        performing = true
        continue
      }
      if performing, ["state routed", "state removed", "state unrouted"].contains(event) {
        performing = false
        continue
      }
      if event.hasPrefix("broken: ") { return String(event.dropFirst(8)) }
      if event.hasPrefix("remove.error") {
        if expecting == ["remove.error"] { expecting = [] }
        continue
      }
      guard relevant.contains(event) else { continue }
      if let next = expecting.first {
        if event == "state routed", next != "remove.error" {
          expecting = ["remove.error"]
          continue
        }
        guard event == next else { return "expected \(next), got \(event) in \(slot.log.events)" }
        expecting.removeFirst()
        continue
      }
      switch event {
      case "state removing":
        expecting =
          aop
          ? ["willRemove", "state removed", "didRemove", "remove.success"] : ["state removed", "remove.success"]
      case "state routed":
        continue
      default:
        return "\(event) outside a removal in \(slot.log.events)"
      }
    }
    return expecting.isEmpty ? nil : "removal unfinished, still expecting \(expecting)"
  }
}
