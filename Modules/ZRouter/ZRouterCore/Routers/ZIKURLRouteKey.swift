/// Well-known keys of the parameters a URL route hands to a router (`configuration.userInfo`).
///
/// ```swift
/// if let action = userInfo[ZIKURLRouteKey.action] as? String { … }
/// ```
public enum ZIKURLRouteKey {
  /// The URL that started the route, as a `URL`. Added by the routers' `routeFromURL(_:)`, not by ``ZIKURLRouter``.
  public static let originURL = "origin-url"
  /// The query item naming an action to perform after the route succeeds (`?action=share`).
  public static let action = "action"
  /// The query item naming the transition of a view route (`present`, `push`, `show`, `showDetail`, `addAsSubview`).
  public static let transitionType = "transition"
}
