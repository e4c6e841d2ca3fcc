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
    /// The segue bookkeeping shared with the other platform's glue (`StoryboardSegues` in ZRouterCore).
    private static let segues = StoryboardSegues<NSViewController>(
      platform: "AppKit",
      externalPreparer: { source in
        guard let preparer = source as? any ExternalDestinationPreparer else { return nil }
        return { preparer.prepareDestinationFromExternal($0, configuration: $1) }
      },
      routableControllers: routableControllers(in:),
      // Ends a route with where AppKit put the segue's destination (AppKit presents and embeds at once).
      place: { displayed, transit in
        let placed = displayed.parent != nil || displayed.presentingViewController != nil
        transit.finish(placed ? .completed : .notPerformed(reason: "AppKit did not place the controller on the segue"))
      })

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
      segues.perform(identifier, from: source, madeByStoryboard: source.storyboard != nil, configuring: configuring) {
        source.performSegue(withIdentifier: identifier, sender: sender)
      }
    }

    /// Finds, prepares and follows the routable controllers `segue` brings; call it from the source's
    /// `prepare(for:sender:)`. Returns their routers.
    @discardableResult
    public static func prepare(for segue: NSStoryboardSegue, sender: Any?) -> [ZIKAnyViewRouter] {
      guard let source = segue.sourceController as? NSViewController else { return [] }
      var destination = segue.destinationController as? NSViewController
      // A controller already shown is no new destination to route.
      if let shown = destination, shown.parent != nil || shown.presentingViewController != nil { destination = nil }
      return segues.prepare(source: source, identifier: segue.identifier, destination: destination)
    }

    /// Prepares through their routers the routable controllers of `controller`, which a storyboard made outside any
    /// segue (`instantiateInitialViewController()`, `instantiateViewController(withIdentifier:)`); `source` prepares
    /// those whose routers cannot prepare them alone. Returns their routers (`.routed`, route type `makeDestination`).
    @discardableResult
    public static func prepareDestinations(
      in controller: NSViewController, source: (any ExternalDestinationPreparer)? = nil,
      configuring: (ZIKViewRouteConfiguration) -> Void = { _ in }
    ) -> [ZIKAnyViewRouter] {
      segues.prepareDestinations(in: controller, source: source, configuring: configuring)
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
  }
#endif
