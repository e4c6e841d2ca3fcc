/// Removals the platform makes on its own: a back swipe, an interactive dismissal, a parent dropping a child.
///
/// After a successful display route the router asks the displayed controller's host to tell it when the controller
/// leaves its place (`zix_observeRemoval(_:)`). When that happens while the router is `.routed` (so the router did not
/// ask for it), the route ends as `removeRoute` would end it: `.removing`, the removal configuration's
/// `prepareDestination`, AOP `willRemove`, `.removed`, AOP `didRemove`, then the removal success handlers. The router
/// can perform again afterwards.
extension ZIKAnyViewRouter {
  /// Watches `displayed` for the next removal; a later perform replaces the watch.
  func _observeRemoval(of displayed: any ZIKViewControllerHost) {
    _removalWatch &+= 1
    let watch = _removalWatch
    displayed.zix_observeRemoval { [weak self] in
      self?._hostDidRemoveDestination(watch: watch)
    }
  }

  /// Has UIKit's or AppKit's removal sentinels report now the watched controllers that left without a window change.
  func _reportRemovalsSeenLate() { LateRemovalReports.reportNow() }

  /// Ends now the routes whose destinations UIKit or AppKit removed without telling: the removals no platform
  /// event announces.
  ///
  /// The routers learn of a back swipe, an interactive dismissal, a pop, a closed window or sheet, or a parent that
  /// drops a child while on screen from the platform's events, within one main-actor turn. Two removals change no
  /// window and post nothing: a parent dropping a child while its view is off screen (an unselected tab), and
  /// `setViewControllers(_:animated:)` removing controllers under an unchanged top. Their routes end at the next
  /// route action of any view router, or when the app calls this method, for example when a scene becomes active
  /// (`sceneDidBecomeActive(_:)`) or right after the app changed a stack itself. Each such route ends as a platform
  /// removal does: `.removing`, the removal configuration's `prepareDestination`, AOP `willRemove`, `.removed`, AOP
  /// `didRemove`, then the removal success handlers. Reading ``state`` never does this. Nothing happens on the
  /// headless host, which reports every removal at once.
  public static func reportRemovalsMadeElsewhere() { LateRemovalReports.reportNow() }

  /// The host removed the displayed controller. Ignored while the router itself removes it, and for a watch of an
  /// earlier perform.
  func _hostDidRemoveDestination(watch: Int) {
    guard watch == _removalWatch, machine.state == .routed else { return }
    machine.callbacksRunning += 1
    defer { machine.callbacksRunning -= 1 }
    guard let destination = _destination else {
      _setState(.removed)
      return
    }
    let source = _performedSource
    beginRemoveRoute(fromSource: source)
    original_removeConfiguration.prepareDestination?(destination)
    _sendsAOP = _removalSendsAOP
    if _sendsAOP { _sendAOP(.willRemove, destination: destination, source: source) }
    endRemoveRouteWithSuccess(onDestination: destination, fromSource: source)
  }
}
