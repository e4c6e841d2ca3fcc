/// A container controller a `containerWrapper` may return (navigation, tab, split or page controllers).
///
/// When a configuration's `containerWrapper` wraps the destination, the router performs the transition on the
/// returned container, which must conform to this protocol and contain the destination.
/// `HeadlessNavigationController` conforms; platform containers conform in thin platform files.
@MainActor
public protocol ZIKViewRouteContainer: ZIKViewControllerHost {}
