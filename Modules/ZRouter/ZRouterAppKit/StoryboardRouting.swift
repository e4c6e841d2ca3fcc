#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(ZRouterGlue) import ZRouterCore

  /// A segue source that prepares destinations their routers cannot prepare alone (their
  /// `destinationFromExternalPrepared(destination:)` returns `false`), before the routers' own `prepareDestination`.
  /// Beyond the original Swift contract (the original's `prepareDestinationFromExternal:configuration:`).
  ///
  /// ```swift
  /// extension NotesViewController: ExternalDestinationPreparer {
  ///   func prepareDestinationFromExternal(_ destination: Any, configuration: ZIKViewRouteConfiguration) {
  ///     (destination as? EditorViewController)?.noteID = selectedNoteID
  ///   }
  /// }
  /// ```
  @MainActor public protocol ExternalDestinationPreparer: AnyObject {
    /// Gives `destination` what only the source knows; its router's preparation runs right after.
    func prepareDestinationFromExternal(_ destination: Any, configuration: ZIKViewRouteConfiguration)
  }

  /// Storyboards and segues on AppKit, beyond the original Swift contract: the destinations a storyboard makes are found
  /// by the routers registered for their classes, prepared through them, and followed as routes.
  ///
  /// Swift cannot hook `prepare(for:sender:)` the way the original did (it swizzled every view controller), so a source
  /// hands each segue to ``prepare(for:sender:)`` from its own override:
  /// ```swift
  /// override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
  ///   super.prepare(for: segue, sender: sender)
  ///   StoryboardRouting.prepare(for: segue, sender: sender)
  /// }
  /// ```
  /// Each view controller the segue brings (its destination, and the controllers inside it when it is a tab view or
  /// split view controller) whose class is registered with a router gets a router of that class: the router's
  /// `destinationFromExternalPrepared(destination:)` is asked first, and when it is `false` the source prepares the
  /// controller (``ExternalDestinationPreparer``; a source that does not adopt it is an `invalidSource` error); then
  /// the router's `prepareDestination` and `didFinishPrepareDestination` run and AOP `willPerform` is sent, all before
  /// AppKit shows the destination. Once AppKit placed it the route is `.routed` (route type `.performSegue`, real
  /// route type where the segue put it: `.presentModally` for a modal or sheet segue, `.addAsChildViewController` for
  /// an embed segue), and it ends like every route: `removeRoute()` undoes what the segue did, and a closed window or
  /// sheet ends it with its removal handlers and AOP. Destinations that are window controllers (show segues) are not
  /// routed: their routers take view controllers.
  @MainActor public enum StoryboardRouting {
    /// The segue ``performSegue(withIdentifier:from:sender:configuring:)`` runs, while AppKit performs it.
    private final class Request {
      let identifier: String
      weak var source: NSViewController?
      let configuring: (ZIKViewRouteConfiguration) -> Void
      var prepared = false
      var transits: [StoryboardTransit] = []
      var routers: [ZIKAnyViewRouter] = []

      init(identifier: String, source: NSViewController, configuring: @escaping (ZIKViewRouteConfiguration) -> Void) {
        self.identifier = identifier
        self.source = source
        self.configuring = configuring
      }
    }

    private static var requests: [Request] = []

    /// Performs the segue `identifier` of `source` through AppKit (`performSegue(withIdentifier:sender:)`) and returns
    /// the routers of the controllers it brought (see ``StoryboardRouting``); `configuring` configures each of them
    /// (handlers, `prepareDestination`).
    ///
    /// When no segue reached the source's `prepare(for:sender:)` (the source was not made by a storyboard, or its
    /// `prepare(for:sender:)` does not call ``prepare(for:sender:)``), the result is empty and `configuring`'s error
    /// handlers and the global one get `ZIKViewRouteError.segueNotPerformed`. AppKit raises an exception for an
    /// identifier the source's scene does not have, as it does without ZRouter.
    @discardableResult
    public static func performSegue(
      withIdentifier identifier: String, from source: NSViewController, sender: Any? = nil,
      configuring: @escaping (ZIKViewRouteConfiguration) -> Void = { _ in }
    ) -> [ZIKAnyViewRouter] {
      guard source.storyboard != nil else {
        StoryboardRouterLookup.failSegue(
          "\(type(of: source)) was not made by a storyboard, so it has no segue \"\(identifier)\". Perform another route type.",
          configuring: configuring)
        return []
      }
      let request = Request(identifier: identifier, source: source, configuring: configuring)
      requests.append(request)
      source.performSegue(withIdentifier: identifier, sender: sender)
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

    /// Finds, prepares and follows the routable controllers `segue` brings; call it from the source's
    /// `prepare(for:sender:)`. Returns their routers.
    @discardableResult
    public static func prepare(for segue: NSStoryboardSegue, sender: Any?) -> [ZIKAnyViewRouter] {
      guard let source = segue.sourceController as? NSViewController else { return [] }
      let request = requests.last { $0.source === source && $0.identifier == segue.identifier && !$0.prepared }
      request?.prepared = true
      guard let destination = segue.destinationController as? NSViewController,
        destination.parent == nil, destination.presentingViewController == nil
      else { return [] }
      var transits: [StoryboardTransit] = []
      var routers: [ZIKAnyViewRouter] = []
      for controller in routableControllers(in: destination) {
        guard let routerType = StoryboardRouterLookup.routerType(for: controller) else { continue }
        let transit = StoryboardTransit(
          identifier: segue.identifier, displayed: destination,
          prepareFromExternal: { [weak source] destination, configuration in
            guard let preparer = source as? any ExternalDestinationPreparer else { return false }
            preparer.prepareDestinationFromExternal(destination, configuration: configuration)
            return true
          })
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
        // AppKit performs a segue a control triggered right after prepare(for:sender:) returns.
        MainTurn.afterThisTurn(of: "AppKit") { follow(transits) }
      }
      return routers
    }

    /// Prepares through their routers the routable controllers of `controller`, which a storyboard made outside any
    /// segue (`instantiateInitialViewController()`, `instantiateViewController(withIdentifier:)`); `source` prepares
    /// those whose routers cannot prepare them alone. Returns their routers (`.routed`, route type `makeDestination`).
    @discardableResult
    public static func prepareDestinations(
      in controller: NSViewController, source: (any ExternalDestinationPreparer)? = nil,
      configuring: (ZIKViewRouteConfiguration) -> Void = { _ in }
    ) -> [ZIKAnyViewRouter] {
      routableControllers(in: controller).compactMap { routable in
        guard let routerType = StoryboardRouterLookup.routerType(for: routable) else { return nil }
        let transit = StoryboardTransit(
          identifier: nil, displayed: controller,
          prepareFromExternal: { [weak source] destination, configuration in
            guard let source else { return false }
            source.prepareDestinationFromExternal(destination, configuration: configuration)
            return true
          })
        return StoryboardRouterLookup.prepare(
          routable, routerType: routerType, transit: transit, configuring: configuring)
      }
    }

    /// `storyboard.instantiateInitialController()`, with its routable controllers prepared through their routers
    /// (see ``prepareDestinations(in:source:configuring:)``); `nil` when it is not a view controller.
    public static func instantiateInitialController(
      of storyboard: NSStoryboard, source: (any ExternalDestinationPreparer)? = nil,
      configuring: (ZIKViewRouteConfiguration) -> Void = { _ in }
    ) -> NSViewController? {
      guard let controller = storyboard.instantiateInitialController() as? NSViewController else { return nil }
      prepareDestinations(in: controller, source: source, configuring: configuring)
      return controller
    }

    /// The destination, then the controllers inside it when it is a tab view or split view controller.
    static func routableControllers(in controller: NSViewController) -> [NSViewController] {
      var found = [controller]
      if controller is NSTabViewController || controller is NSSplitViewController {
        for child in controller.children { found += routableControllers(in: child) }
      }
      return found
    }

    /// Ends each waiting route with where AppKit put the segue's destination (AppKit presents and embeds at once).
    private static func follow(_ transits: [StoryboardTransit]) {
      for transit in transits where transit.isWaiting {
        guard let displayed = transit.displayed as? NSViewController else {
          transit.finish(.notPerformed(reason: "the destination was released"))
          continue
        }
        let placed = displayed.parent != nil || displayed.presentingViewController != nil
        transit.finish(placed ? .completed : .notPerformed(reason: "AppKit did not place the controller on the segue"))
      }
    }
  }
#endif
