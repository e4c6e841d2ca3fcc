/// The order in which a router calls the handlers of its configurations, shared by both families.
enum RouteCallbacks {
  /// Success of a perform: `successHandler` → `completionHandler` → `performerSuccessHandler` (cleared first).
  static func performSucceeded(_ configuration: ZIKPerformRouteConfiguration, destination: Any, action: ZIKRouteAction)
  {
    let performerSuccess = configuration.performerSuccessHandler
    configuration.performerSuccessHandler = nil
    configuration.performerErrorHandler = nil
    configuration.successHandler?(destination)
    configuration.completionHandler?(true, destination, action, nil)
    performerSuccess?(destination)
  }

  /// Failure of a perform: `errorHandler` → `completionHandler(false, …)` → `performerErrorHandler` (cleared first).
  static func performFailed(
    _ configuration: ZIKPerformRouteConfiguration, destination: Any?, action: ZIKRouteAction, error: any Error
  ) {
    let performerError = configuration.performerErrorHandler
    configuration.performerSuccessHandler = nil
    configuration.performerErrorHandler = nil
    configuration.errorHandler?(action, error)
    configuration.completionHandler?(false, destination, action, error)
    performerError?(action, error)
  }

  /// Failure of a perform rejected in the wrong state: only the call's performer error handler runs.
  static func performerOnlyFailed(
    _ configuration: ZIKPerformRouteConfiguration, action: ZIKRouteAction, error: any Error
  ) {
    let performerError = configuration.performerErrorHandler
    configuration.performerSuccessHandler = nil
    configuration.performerErrorHandler = nil
    performerError?(action, error)
  }

  /// Success of a removal: `successHandler` → `completionHandler(true, .removeRoute, nil)` → `performerSuccessHandler`.
  static func removeSucceeded(_ configuration: ZIKRemoveRouteConfiguration) {
    let performerSuccess = configuration.performerSuccessHandler
    configuration.performerSuccessHandler = nil
    configuration.performerErrorHandler = nil
    configuration.successHandler?()
    configuration.completionHandler?(true, .removeRoute, nil)
    performerSuccess?()
  }

  /// Failure of a removal: `errorHandler` → `completionHandler(false, …)` → `performerErrorHandler`.
  static func removeFailed(_ configuration: ZIKRemoveRouteConfiguration, action: ZIKRouteAction, error: any Error) {
    let performerError = configuration.performerErrorHandler
    configuration.performerSuccessHandler = nil
    configuration.performerErrorHandler = nil
    configuration.errorHandler?(action, error)
    configuration.completionHandler?(false, action, error)
    performerError?(action, error)
  }

  /// Chains a performer success handler after the one already set.
  static func chainPerformerSuccess(_ configuration: ZIKPerformRouteConfiguration, _ handler: @escaping (Any) -> Void) {
    if let existing = configuration.performerSuccessHandler {
      configuration.performerSuccessHandler = { destination in
        existing(destination)
        handler(destination)
      }
    } else {
      configuration.performerSuccessHandler = handler
    }
  }

  /// Chains a performer error handler after the one already set.
  static func chainPerformerError(
    _ configuration: ZIKRouteConfiguration, _ handler: @escaping (ZIKRouteAction, any Error) -> Void
  ) {
    if let existing = configuration.performerErrorHandler {
      configuration.performerErrorHandler = { action, error in
        existing(action, error)
        handler(action, error)
      }
    } else {
      configuration.performerErrorHandler = handler
    }
  }

  /// Runs step 4 of the pipeline up to the router's hooks: the caller's `prepareDestination`, then the
  /// router-side preparation (`_routerPrepareDestination`, a makeable configuration's `__prepareDestination`).
  static func runCallerPreparation(_ configuration: ZIKPerformRouteConfiguration, destination: AnyObject) {
    configuration.prepareDestination?(destination)
    configuration._routerPrepareDestination?(destination)
    configuration._makeable?._runTypedPreparation(destination)
  }

  /// Ends step 4 for makeable configurations: `didMakeDestination` once, then `makedDestination = nil`.
  static func finishMaking(_ configuration: ZIKPerformRouteConfiguration, destination: AnyObject) {
    configuration._makeable?._finishMaking(destination)
  }

  /// A destination already made by a makeable configuration, if any.
  static func madeDestination(_ configuration: ZIKPerformRouteConfiguration) -> AnyObject? {
    configuration._makeable?._makedDestinationObject
  }
}
