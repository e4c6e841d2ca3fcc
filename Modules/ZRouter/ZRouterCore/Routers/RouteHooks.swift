/// The closures every block route has, typed by the route's classes.
struct RouteHooks<
  Destination: AnyObject, RouteConfig: ZIKPerformRouteConfiguration, RemoveConfig: ZIKRemoveRouteConfiguration,
  Router: AnyObject
> {
  var makeDefaultConfiguration: (() -> RouteConfig)?
  var makeDefaultRemoveConfiguration: (() -> RemoveConfig)?
  var prepareDestination: ((Destination, RouteConfig, Router) -> Void)?
  var didFinishPrepareDestination: ((Destination, RouteConfig, Router) -> Void)?
  var url = URLRouteHooks<Router, RouteConfig>()
}
