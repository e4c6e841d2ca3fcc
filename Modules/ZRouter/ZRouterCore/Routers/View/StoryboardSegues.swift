import Foundation

/// The segue bookkeeping the UIKit and AppKit glue share (their `StoryboardRouting`): which segue a
/// `performSegue(withIdentifier:from:sender:configuring:)` call runs, the routers of the controllers a segue brings,
/// and following those routes once the platform placed their controllers. Each glue holds one, for its view
/// controller class, and keeps only what differs per platform: reading a segue, the containers whose children a
/// segue brings, its preparer protocol, and how it learns where a controller was placed.
@MainActor package final class StoryboardSegues<Controller: ZIKViewControllerHost> {
  /// The segue `perform` runs, while the platform performs it.
  private final class Request {
    let identifier: String
    weak var source: Controller?
    let configuring: (ZIKViewRouteConfiguration) -> Void
    var prepared = false
    var transits: [StoryboardTransit] = []
    var routers: [ZIKAnyViewRouter] = []

    init(identifier: String, source: Controller, configuring: @escaping (ZIKViewRouteConfiguration) -> Void) {
      self.identifier = identifier
      self.source = source
      self.configuring = configuring
    }
  }

  /// The platform's name, for the next-turn work it schedules ("UIKit", "AppKit").
  private let platform: String
  /// The preparation of an object that adopts the glue's `ExternalDestinationPreparer`, or `nil` when it does not.
  private let externalPreparer: @MainActor (AnyObject) -> (@MainActor (Any, ZIKViewRouteConfiguration) -> Void)?
  /// A controller a segue or a storyboard brings, then the controllers inside it that routers may take.
  private let routableControllers: @MainActor (Controller) -> [Controller]
  /// Calls `transit.finish(_:)` once the platform placed `displayed` (or reports that it did not).
  private let place: @MainActor (_ displayed: Controller, _ transit: StoryboardTransit) -> Void
  private var requests: [Request] = []

  /// The bookkeeping of one glue; see the properties for what each closure gives.
  package init(
    platform: String,
    externalPreparer: @escaping @MainActor (AnyObject) -> (@MainActor (Any, ZIKViewRouteConfiguration) -> Void)?,
    routableControllers: @escaping @MainActor (Controller) -> [Controller],
    place: @escaping @MainActor (_ displayed: Controller, _ transit: StoryboardTransit) -> Void
  ) {
    self.platform = platform
    self.externalPreparer = externalPreparer
    self.routableControllers = routableControllers
    self.place = place
  }

  /// Runs `performSegue` (the platform's `performSegue(withIdentifier:sender:)` on `source`) and returns the routers
  /// of the controllers the segue brought; reports `segueNotPerformed` to `configuring`'s handlers and the global one
  /// when `source` was not made by a storyboard or no segue reached `prepare(source:identifier:destination:)`.
  package func perform(
    _ identifier: String, from source: Controller, madeByStoryboard: Bool,
    configuring: @escaping (ZIKViewRouteConfiguration) -> Void, performSegue: () -> Void
  ) -> [ZIKAnyViewRouter] {
    guard madeByStoryboard else {
      StoryboardRouterLookup.failSegue(
        "\(type(of: source)) was not made by a storyboard, so it has no segue \"\(identifier)\". Perform another route type.",
        configuring: configuring)
      return []
    }
    let request = Request(identifier: identifier, source: source, configuring: configuring)
    requests.append(request)
    performSegue()
    requests.removeAll { $0 === request }
    guard request.prepared else {
      StoryboardRouterLookup.failSegue(
        "\(type(of: source)) performed no segue \"\(identifier)\": its scene has no such segue, or its prepare(for:sender:) does not call StoryboardRouting.prepare(for:sender:).",
        configuring: configuring)
      return []
    }
    follow(request.transits)
    return request.routers
  }

  /// Starts the routes of the routable controllers a segue of `source` brings (`destination`, `nil` when it brings
  /// none to route, as an unwind segue) and returns their routers. The routes of a segue `perform` runs are followed
  /// when it returns; those of a segue a control triggered, on the next turn, after the platform performed it.
  package func prepare(source: Controller, identifier: String?, destination: Controller?) -> [ZIKAnyViewRouter] {
    let request = requests.last { $0.source === source && $0.identifier == identifier && !$0.prepared }
    request?.prepared = true
    guard let destination else { return [] }
    var transits: [StoryboardTransit] = []
    var routers: [ZIKAnyViewRouter] = []
    for controller in routableControllers(destination) {
      guard let routerType = StoryboardRouterLookup.routerType(for: controller) else { continue }
      let transit = StoryboardTransit(
        identifier: identifier, displayed: destination, prepareFromExternal: preparation(by: source))
      guard
        let router = StoryboardRouterLookup.beginSegueRoute(
          of: controller, routerType: routerType, source: source, transit: transit,
          configuring: request?.configuring ?? { _ in }), transit.isWaiting
      else { continue }
      transits.append(transit)
      routers.append(router)
    }
    if let request {
      request.transits += transits
      request.routers += routers
    } else if !transits.isEmpty {
      // The platform performs a segue a control triggered right after prepare(for:sender:) returns.
      MainTurn.afterThisTurn(of: platform) { [self] in follow(transits) }
    }
    return routers
  }

  /// Prepares through their routers the routable controllers of `controller`, which a storyboard made outside any
  /// segue; `source` (an `ExternalDestinationPreparer`) prepares those whose routers cannot prepare them alone.
  package func prepareDestinations(
    in controller: Controller, source: AnyObject?, configuring: (ZIKViewRouteConfiguration) -> Void
  ) -> [ZIKAnyViewRouter] {
    routableControllers(controller).compactMap { routable in
      guard let routerType = StoryboardRouterLookup.routerType(for: routable) else { return nil }
      let transit = StoryboardTransit(
        identifier: nil, displayed: controller, prepareFromExternal: preparation(by: source))
      return StoryboardRouterLookup.prepare(
        routable, routerType: routerType, transit: transit, configuring: configuring)
    }
  }

  /// A transit's `prepareFromExternal`: `source` prepares the destination when it adopts the glue's preparer
  /// protocol; `false` when it does not or is gone.
  private func preparation(by source: AnyObject?) -> (AnyObject, ZIKViewRouteConfiguration) -> Bool {
    let externalPreparer = externalPreparer
    return { [weak source] destination, configuration in
      guard let source, let prepare = externalPreparer(source) else { return false }
      prepare(destination, configuration)
      return true
    }
  }

  /// Ends each waiting route with where the platform put its segue's destination.
  private func follow(_ transits: [StoryboardTransit]) {
    for transit in transits where transit.isWaiting {
      guard let displayed = transit.displayed as? Controller else {
        transit.finish(.notPerformed(reason: "the destination was released"))
        continue
      }
      place(displayed, transit)
    }
  }
}
