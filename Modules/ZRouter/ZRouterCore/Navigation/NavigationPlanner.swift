import Foundation

/// Computes a ``NavigationPlan``: resolves every target screen in the current registry, finds the screens the
/// target shares with the host's navigation, and checks that the first step can run from there.
@MainActor
struct NavigationPlanner {
  let host: any ZIKNavigationHost
  let target: NavigationSnapshot
  /// Whether a screen that does not resolve is dropped with the screens above it (restoring), or refuses the plan.
  let dropsUnresolvedTail: Bool

  func plan() throws(NavigationError) -> NavigationPlan {
    guard target.version <= NavigationSnapshot.currentVersion else {
      throw .snapshotFromNewerVersion(target.version)
    }
    guard target.entries.count <= NavigationSnapshot.maximumEntryCount else {
      throw .snapshotTooDeep(entryCount: target.entries.count)
    }
    let chain = NavigationChain(of: host)
    guard chain.root != nil else { throw .emptyStack }
    let registry = ZIKRouteRegistry.current

    // Resolve every target screen before anything else.
    var resolved: [(entry: NavigationSnapshot.Entry, opener: NavigationPlan.Opener)] = []
    var dropReason: NavigationError?
    for entry in target.entries {
      do {
        resolved.append(try Self.resolve(entry, in: registry))
      } catch {
        guard dropsUnresolvedTail else { throw error }
        dropReason = error
        break
      }
    }

    // Keep the longest prefix the current navigation shares with the target.
    let current = chain.identities().entries
    var keptCount = 0
    while keptCount < min(current.count, resolved.count), current[keptCount] == resolved[keptCount].entry {
      keptCount += 1
    }
    var opening = Array(resolved[keptCount...])

    // The first opened screen must be possible from the kept top: a push needs a navigation stack.
    let keptTop = keptCount == 0 ? chain.root : chain.links[keptCount - 1].controller
    if let first = opening.first, first.entry.transition == .push, keptTop?.zix_navigationController == nil {
      let error = NavigationError.invalidStep(
        "\(first.entry) needs a navigation stack, and the screen below it is on none")
      guard dropsUnresolvedTail else { throw error }
      dropReason = error
      opening = []
    }
    let dropped = Array(target.entries[(keptCount + opening.count)...])
    return NavigationPlan(
      kept: Array(current[..<keptCount]), removedCount: chain.links.count - keptCount, opened: opening.map(\.entry),
      dropped: dropped, dropReason: dropped.isEmpty ? nil : dropReason, openers: opening.map(\.opener),
      registry: ZIKRouteRegistry.isolated)
  }

  /// The entry with its URL in canonical form (so equal screens compare equal) and how to open it.
  static func resolve(_ entry: NavigationSnapshot.Entry, in registry: RouteRegistry) throws(NavigationError)
    -> (entry: NavigationSnapshot.Entry, opener: NavigationPlan.Opener)
  {
    switch entry.screen {
    case .url(let url):
      guard let result = registry.urlResult(\.views, url: url), registry.urlRouterType(\.views, result: result) != nil
      else { throw .unresolvedScreen(entry.screen) }
      var parameters: [String: String] = [:]
      for (key, value) in result.parameters {
        guard let text = value as? String, key != ZIKURLRouteKey.transitionType, key != ZIKURLRouteKey.action else {
          continue
        }
        parameters[key] = text
      }
      let canonical = (try? ZIKURLRouter.url(forPattern: result.identifier, parameters: parameters)) ?? url
      return (NavigationSnapshot.Entry(.url(canonical), entry.transition), .url(canonical))
    case .routable(let name):
      guard let routerType = registry.viewRouterType(forProtocolNamed: name), !routerType.isAbstract else {
        throw .unresolvedScreen(entry.screen)
      }
      return (entry, .routerType(routerType))
    }
  }
}

/// Runs a ``NavigationPlan`` on a host, one step at a time, each step starting when the previous one's host
/// transition or route has ended.
@MainActor
final class NavigationPlanRunner {
  private let host: any ZIKNavigationHost
  private let plan: NavigationPlan
  private let completion: @MainActor (NavigationResult) -> Void

  init(
    host: any ZIKNavigationHost, plan: NavigationPlan, completion: @escaping @MainActor (NavigationResult) -> Void
  ) {
    self.host = host
    self.plan = plan
    self.completion = completion
  }

  func start() {
    // Routers of screens that already left end first, so the plan's routers start from the screen as it is.
    LateRemovalReports.reportNow()
    let chain = NavigationChain(of: host)
    let current = chain.identities().entries
    guard chain.links.count == plan.kept.count + plan.removedCount, current.starts(with: plan.kept) else {
      return finish(
        notOpenedFrom: 0, problem: .invalidStep("the navigation changed since the plan was made; make a new plan"))
    }
    guard !chain.isTransitioning else { return finish(notOpenedFrom: 0, problem: .busy) }
    // Popping and dismissing take at most one step per removed screen, and one more pop.
    removeAbove(remainingSteps: plan.removedCount + 1)
  }

  // MARK: - Removing

  private func removeAbove(remainingSteps: Int) {
    let keptCount = plan.kept.count
    let chain = NavigationChain(of: host)
    guard chain.links.count > keptCount else { return open(0) }
    guard remainingSteps > 0 else {
      return finish(notOpenedFrom: 0, problem: .removalFailed("the host still shows them after popping and dismissing"))
    }
    let proceed: @MainActor (HostTransitionResult) -> Void = { [self] result in
      if case .notPerformed(let reason) = result {
        return finish(notOpenedFrom: 0, problem: .removalFailed(reason))
      }
      removeAbove(remainingSteps: remainingSteps - 1)
    }
    // Dismiss the topmost presentation above the kept screens first, then pop what is left on the kept stack.
    if let index = chain.links.indices.last(where: { $0 >= keptCount && chain.links[$0].transition == .present }) {
      return chain.links[index].controller.zix_dismiss(animated: false, completion: proceed)
    }
    let keptTop = keptCount == 0 ? chain.root : chain.links[keptCount - 1].controller
    guard let keptTop, let navigation = keptTop.zix_navigationController else {
      return finish(notOpenedFrom: 0, problem: .removalFailed("the kept screen is on no navigation stack"))
    }
    navigation.zix_pop(to: keptTop, animated: false, completion: proceed)
  }

  // MARK: - Opening

  /// Opens the screens from `index` on. A step whose route ends before its perform call returns is followed in
  /// this loop; one that ends later continues on a later main-actor turn. Either way the next route starts after the
  /// previous router has finished its own success handling (interceptors, URL actions).
  private func open(_ index: Int) {
    var index = index
    while index < plan.opened.count {
      let step = StepOutcome()
      startStep(index, reportingTo: step)
      step.hasReturned = true
      guard let outcome = step.outcome else { return }  // continued by `continueAfter`
      guard outcome.success else {
        return finish(notOpenedFrom: index, problem: .stepFailed(plan.opened[index].screen, outcome.error))
      }
      index += 1
    }
    finish(notOpenedFrom: index, problem: plan.dropReason)
  }

  private func continueAfter(_ index: Int, success: Bool, error: (any Error)?) {
    guard success else {
      return finish(notOpenedFrom: index, problem: .stepFailed(plan.opened[index].screen, error))
    }
    open(index + 1)
  }

  private func startStep(_ index: Int, reportingTo step: StepOutcome) {
    guard let top = NavigationChain(of: host).top else {
      step.outcome = (false, NavigationError.emptyStack)
      return
    }
    let entry = plan.opened[index]
    let path: ViewRoutePath = entry.transition == .push ? .push(from: top) : .presentModally(from: top)
    let done: @MainActor (Bool, (any Error)?) -> Void = { [self] success, error in
      guard step.outcome == nil else { return }
      step.outcome = (success, error)
      if step.hasReturned {
        Task { @MainActor in self.continueAfter(index, success: success, error: error) }
      }
    }
    ZIKRouteRegistry.$isolated.withValue(plan.registry) {
      switch plan.openers[index] {
      case .url(let url):
        ZIKAnyViewRouter.performURL(url, path: path) { success, _, _, error in
          MainActor.assumeIsolated { done(success, error) }
        }
      case .routerType(let routerType):
        let router = routerType._perform(
          path: path,
          configuring: { configuration in
            RouteCallbacks.chainPerformerSuccess(configuration) { _ in
              MainActor.assumeIsolated { done(true, nil) }
            }
            RouteCallbacks.chainPerformerError(configuration) { _, error in
              MainActor.assumeIsolated { done(false, error) }
            }
          }, removing: nil, url: nil)
        if router == nil { done(false, nil) }
      }
    }
  }

  private func finish(notOpenedFrom index: Int, problem: NavigationError?) {
    let shown = NavigationChain(of: host).identities().entries
    let notOpened = index < plan.opened.count ? Array(plan.opened[index...]) : []
    completion(NavigationResult(shown: shown, dropped: notOpened + plan.dropped, problem: problem))
  }
}

/// The outcome of one step, and whether its perform call has returned: a router reports once, but a failing
/// validation may report through its handlers and through a `nil` router, so only the first report counts.
@MainActor
private final class StepOutcome {
  var outcome: (success: Bool, error: (any Error)?)?
  var hasReturned = false
}
