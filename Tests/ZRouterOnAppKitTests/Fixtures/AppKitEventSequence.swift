import AppKitModel
import Foundation
import TestSupport
import Testing
import ZRouter

/// One seeded sequence: a main window with a sidebar, one router per AppKit route type (plus a sheet from the sidebar,
/// queued behind the root's, a popover pointing into the shown window, and a child of a controller whose view is in
/// no window, as an unselected tab's), and random events.
@MainActor
final class AppKitEventSequence {
  /// The route each router performs.
  enum Route: CaseIterable {
    case modal, sheet, popover, animator, show, child, custom, subview, sidebarSheet, popoverInShownWindow
    case childOffScreen

    var sendsAOP: Bool { ![.child, .subview, .childOffScreen].contains(self) }
    var presents: Bool {
      [.modal, .sheet, .popover, .animator, .sidebarSheet, .popoverInShownWindow].contains(self)
    }
  }

  /// A router of the sequence and what it logged.
  @MainActor final class Slot {
    let route: Route
    let log = AppKitRouteLog()
    var router: ZIKAnyViewRouter?
    weak var destination: AnyObject?
    /// The controller the slot's route presents from, for the presenting routes.
    weak var source: NSViewController?
    init(route: Route) { self.route = route }
  }

  private var random: SplitMix64
  private let main = MainWindow()
  private let sidebar: ModelScreen
  /// A child of the root whose view is in no window (an unselected tab's controller, say).
  private let offScreenParent = ModelScreen()
  /// Children the app dropped off screen and keeps (to add them again later, say).
  private var keptChildren: [NSViewController] = []
  private let slots: [Slot]
  /// Window delegates the app installed (windows do not retain their delegates).
  private var appDelegates: [AppWindowDelegate] = []
  private var step = 0
  private var lastEvent = ""

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    slots = Route.allCases.map { Slot(route: $0) }
    sidebar = main.addSidebar()
    main.root.addChild(offScreenParent)
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
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1, 2: perform(random.pick(slots))
    case 3: remove(random.pick(slots))
    case 4: closeAWindow()
    case 5: dismissWithACancelButton()
    case 6: dropAChild(viewFirst: Bool.random(using: &random))
    case 7: closeAPopover()
    case 8: clickOutsidePopovers()
    case 9: installAnAppWindowDelegate()
    case 11: dropAChildOffScreen()
    default: perform(random.pick(slots.filter(\.route.presents)))
    }
  }

  private func perform(_ slot: Slot) {
    lastEvent = "perform \(slot.route)"
    if slot.route == .popoverInShownWindow, slot.router?.state != .routed {
      // The source is the screen the show route put in a window, when there is one: a router per source.
      slot.router = makeRouter(for: slot)
      return
    }
    if let router = slot.router {
      guard router.state != .routed else { return }
      let wasRemoved = router.state == .removed
      let sourceFree = slot.source?.presentedViewControllers == nil
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
    slot.source = root
    if slot.route == .subview {
      return Router.perform(
        to: RoutableView<any BadgeViewInput>(), path: .addAsSubview(from: root.view),
        configuring: { config, _ in
          config.stateNotifier = { [log = slot.log] _, new in log.record("state \(new)") }
          config.prepareDestination = { [weak slot] in slot?.destination = $0 as AnyObject }
        }, removing: { self.installRemovalHandlers(on: $0, for: slot) })?.router
    }
    let path: ViewRoutePath
    switch slot.route {
    case .modal: path = .presentModally(from: root)
    case .sheet: path = .presentAsSheet(from: root)
    case .popover: path = .presentAsPopover(from: root, configure: { $0.sourceView = root.view })
    case .animator: path = .present(from: root, animator: OverlayAnimator())
    case .sidebarSheet:
      slot.source = sidebar
      path = .presentAsSheet(from: sidebar)
    case .popoverInShownWindow:
      guard let shownScreen else { return nil }
      slot.source = shownScreen
      path = .presentAsPopover(from: shownScreen, configure: { $0.sourceView = shownScreen.view })
    case .show: path = .show
    case .child: path = .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: root))
    case .childOffScreen:
      path = .extensible(path: ZIKViewRoutePath(routeType: .addAsChildViewController, source: offScreenParent))
    case .custom, .subview: path = .custom(from: root)
    }
    return performRoute(to: path, for: slot)
  }

  /// The screen the show route put in a visible window of its own, if any.
  private var shownScreen: NoteScreen? {
    guard let screen = slots.first(where: { $0.route == .show })?.destination as? NoteScreen,
      let window = screen.viewIfLoaded?.window, window.isVisible, window.contentViewController === screen
    else { return nil }
    return screen
  }

  /// Performs `path` to a `NoteScreen` for `slot`, logging into the slot's log.
  private func performRoute(to path: ViewRoutePath, for slot: Slot) -> ZIKAnyViewRouter? {
    Router.perform(
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
    let windows = routeWindows
    lastEvent = "close a window (\(windows.count) open)"
    guard !windows.isEmpty else { return }
    random.pick(windows).performClose(nil)
  }

  /// A visible presented screen dismisses itself: a Cancel button calling `dismiss(_:)`, or Escape, its key
  /// equivalent ("The key window first searches the view hierarchy for a view whose key equivalent is Escape").
  /// A queued sheet is not on screen: nobody can click its buttons.
  private func dismissWithACancelButton() {
    let presenters = slots.compactMap(\.source)
    let presented = presenters.flatMap { $0.presentedViewControllers ?? [] }.filter {
      $0.viewIfLoaded?.window?.isVisible == true
    }
    lastEvent = "Cancel button or Escape: dismiss(nil) (\(presented.count) presented on screen)"
    guard !presented.isEmpty else { return }
    random.pick(presented).dismiss(nil)
  }

  /// The user clicks in the main window, in the shown window, or in another app: transient popovers close.
  private func clickOutsidePopovers() {
    let window = random.pick([main.window, shownScreen?.view.window, nil])
    let place = window === main.window ? "the main window" : window == nil ? "another app" : "the shown window"
    lastEvent = "click in \(place) (\(NSPopover.modelShownPopovers.count) popovers shown)"
    NSPopover.modelUserInteractsOutsidePopovers(in: window)
  }

  /// The app makes an object of its own the delegate of a window the routes opened (a modal or shown window).
  private func installAnAppWindowDelegate() {
    let windows = routeWindows
    lastEvent = "the app sets a window's delegate (\(windows.count) windows)"
    guard !windows.isEmpty else { return }
    let delegate = AppWindowDelegate()
    appDelegates.append(delegate)
    random.pick(windows).delegate = delegate
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

  /// The controller whose view is in no window drops its routed child: no view changes window and AppKit posts
  /// nothing. Reading the router's state changes nothing; the app tells the routers, as Docs/ApplePlatforms.md asks,
  /// and the route ends at once. The app keeps the child, or lets it go.
  private func dropAChildOffScreen() {
    guard let slot = slots.first(where: { $0.route == .childOffScreen }), dropChild(of: slot) else {
      lastEvent = "drop a child off screen (none)"
      return
    }
    lastEvent = "drop a child off screen"
    if slot.router?.state != .routed {
      slot.log.record("broken: reading the state ended the route of a child dropped with no event")
    }
    ZIKAnyViewRouter.reportRemovalsMadeElsewhere()
    if slot.router?.state == .routed {
      slot.log.record("broken: the router still says routed after the app reported the child it dropped off screen")
    }
  }

  /// Drops the slot's child from `offScreenParent`, keeping it or not; returns whether there was one.
  private func dropChild(of slot: Slot) -> Bool {
    guard let child = offScreenParent.children.first(where: { slot.destination === $0 }) else { return false }
    if Bool.random(using: &random) { keptChildren.append(child) } else { slot.log.record(Self.releasesDestination) }
    child.view.removeFromSuperview()
    child.removeFromParent()
    return true
  }

  /// Logged when the app lets go of the only reference to a dropped destination: its route then moves to `.removed`
  /// with no hooks or handlers.
  private static let releasesDestination = "app releases the destination"

  /// A transient popover closes because the user clicked outside it.
  private func closeAPopover() {
    let popovers = NSPopover.modelShownPopovers.filter { popover in
      slots.contains { $0.destination != nil && $0.destination === popover.contentViewController }
    }
    lastEvent = "close a popover (\(popovers.count) shown)"
    guard !popovers.isEmpty else { return }
    random.pick(popovers).performClose(nil)
  }

  /// The visible windows of this sequence's modal and show routes: not the main window, sheets or popovers, nor the
  /// windows of tests running alongside.
  private var routeWindows: [NSWindow] {
    let popoverWindows = NSPopover.modelShownPopovers.compactMap { $0.contentViewController?.viewIfLoaded?.window }
    let destinations = slots.compactMap { $0.destination as? NSViewController }
    return NSApplication.shared.windows.filter { window in
      window.isVisible && window !== main.window && window.sheetParent == nil
        && !popoverWindows.contains { $0 === window }
        && destinations.contains { $0 === window.contentViewController }
    }
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
    case .modal, .sheet, .popover, .animator, .sidebarSheet, .popoverInShownWindow:
      return (slot.source?.presentedViewControllers ?? []).contains { $0 === destination }
    case .show:
      guard let screen = destination as? NSViewController, let window = screen.viewIfLoaded?.window else {
        return false
      }
      return window.isVisible && window.contentViewController === screen
    case .child, .custom:
      return (destination as? NSViewController)?.parent === root
    case .childOffScreen:
      return (destination as? NSViewController)?.parent === offScreenParent
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
    var released = false
    for event in slot.log.events {
      if event == Self.releasesDestination {
        released = true
        continue
      }
      // A released destination's route goes from `.routed` to `.removed` alone.
      if released, expecting.isEmpty, event == "state removed" {
        released = false
        continue
      }
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
