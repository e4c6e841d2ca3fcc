/// Registers required service protocols for routers the module does not know: an adapter only links keys.
///
/// ```swift
/// final class EditorStoreAdapter: ZIKServiceRouteAdapter {
///   override class func registerRoutableDestination() {
///     register(adapter: .editorRequiredNoteStore,
///              forAdaptee: .storageProvidedNoteStore)
///   }
/// }
/// ```
/// Lookups of the adapter key follow the chain (any length) to the first key that has a router. The provider
/// must still conform to the required protocol (an extension or a proxy in the app context).
open class ZIKServiceRouteAdapter: ZIKAnyServiceRouter {
  /// Makes lookups of `adapter` resolve to the router of `forAdaptee`.
  public static func register<Adapter, Adaptee>(
    adapter: RoutableService<Adapter>, forAdaptee adaptee: RoutableService<Adaptee>, fileID: StaticString = #fileID,
    line: Int = #line
  ) {
    ZIKRouteRegistry.current.registerAdapter(
      \.services, adapter.keyName, forAdaptee: adaptee.keyName, fileID: fileID, line: line)
  }

  /// Makes lookups of the module key `adapter` resolve to the router of `forAdaptee`.
  public static func register<Adapter, Adaptee>(
    adapter: RoutableServiceModule<Adapter>, forAdaptee adaptee: RoutableServiceModule<Adaptee>,
    fileID: StaticString = #fileID, line: Int = #line
  ) {
    ZIKRouteRegistry.current.registerAdapter(
      \.services, adapter.keyName, forAdaptee: adaptee.keyName, fileID: fileID, line: line)
  }
}
