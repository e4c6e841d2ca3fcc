/// What a routable key names: a destination protocol (`RoutableView<P>`, `RoutableService<P>`) or a module protocol
/// adopted by a router's configuration (`RoutableViewModule<P>`, `RoutableServiceModule<P>`).
///
/// Each router family keeps one table of routes and one of adapters per role; every lookup, registration and report
/// names the role with this type.
enum KeyRole: Sendable, Hashable, CaseIterable {
  /// A destination key.
  case destination
  /// A module key.
  case module
}
