/// Registers required view protocols for routers the module does not know: an adapter only links keys.
///
/// ```swift
/// final class EditorLoginViewAdapter: ZIKViewRouteAdapter {
///   override class func registerRoutableDestination() {
///     register(adapter: .editorRequiredLoginView, forAdaptee: .loginProvidedLoginView)
///   }
/// }
/// ```
/// Lookups of the adapter key follow the chain (any length) to the first key that has a router. The provider must
/// still conform to the required protocol (an extension or a proxy in the app context).
@MainActor
open class ZIKViewRouteAdapter: ZIKAnyViewRouter {
  /// Makes lookups of `adapter` resolve to the router of `forAdaptee`.
  public static func register<Adapter, Adaptee>(
    adapter: RoutableView<Adapter>, forAdaptee adaptee: RoutableView<Adaptee>, fileID: StaticString = #fileID,
    line: Int = #line
  ) {
    ZIKRouteRegistry.current.registerAdapter(
      \.views, adapter.keyName, forAdaptee: adaptee.keyName, fileID: fileID, line: line)
  }

  /// Makes lookups of the module key `adapter` resolve to the router of `forAdaptee`.
  public static func register<Adapter, Adaptee>(
    adapter: RoutableViewModule<Adapter>, forAdaptee adaptee: RoutableViewModule<Adaptee>,
    fileID: StaticString = #fileID,
    line: Int = #line
  ) {
    ZIKRouteRegistry.current.registerAdapter(
      \.views, adapter.keyName, forAdaptee: adaptee.keyName, fileID: fileID, line: line)
  }
}
