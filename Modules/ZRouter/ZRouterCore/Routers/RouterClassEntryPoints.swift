/// The class-level `makeDestination` entry points both typed router families share: ``ZIKServiceRouter`` and
/// ``ZIKViewRouter`` (on the main actor) adopt it with their own `makeDestination(configuring:)`, and get the
/// shorter forms from its extension.
///
/// ```swift
/// let store = NoteStoreRouter.makeDestination(preparation: { $0.open() })
/// ```
public protocol _RouterClassEntryPoints {
  /// The destination class the router makes.
  associatedtype Destination
  /// The router's configuration class.
  associatedtype RouteConfig: ZIKPerformRouteConfiguration

  /// Makes a destination with a builder of the router's configuration; `nil` after the failure handlers ran.
  static func makeDestination(configuring configBuilder: (RouteConfig) -> Void) -> Destination?
}

extension _RouterClassEntryPoints {
  /// Makes a prepared destination synchronously; `nil` after the failure handlers ran (or, for a view router that
  /// does not support `.makeDestination`, after the global handler only).
  public static func makeDestination() -> Destination? {
    makeDestination(configuring: { _ in })
  }

  /// Makes a destination, preparing it with `preparation` first.
  public static func makeDestination(preparation prepare: ((Destination) -> Void)?) -> Destination? {
    makeDestination(configuring: { configuration in
      if let prepare { configuration.prepareDestination = typedCallback(prepare, role: "preparation") }
    })
  }
}

extension ZIKServiceRouter: _RouterClassEntryPoints {}
extension ZIKViewRouter: @MainActor _RouterClassEntryPoints {}
