/// Anything a view route can start from: a view controller host or a view host.
///
/// Routers keep the source weakly (`ZIKViewRouteConfiguration.source`) and check its kind before performing:
/// view-controller routes need a `ZIKViewControllerHost`, `addAsSubview` needs a `ZIKViewHost`.
/// `HeadlessViewController` and `HeadlessView` conform on every platform; UIKit and AppKit types conform in
/// thin platform files (see Docs/HeadlessViewHost.md).
@MainActor
public protocol ZIKViewRouteSource: AnyObject {}
