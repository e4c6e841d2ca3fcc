/// The members of a makeable configuration, view or service: a configuration that makes its destination with a
/// closure instead of the router's `destination(with:)`.
///
/// ``ZIKViewMakeableConfiguration`` and ``ZIKServiceMakeableConfiguration`` (and their subclasses) are the
/// conforming classes; every member below is written once here. The router uses `makedDestination` when it is set,
/// otherwise `makeDestination`.
public protocol MakeableConfiguration: AnyObject {
  /// The type of the destination the configuration makes.
  associatedtype Destination
  /// The storage of the members below.
  @_spi(MakeableConfigurationStorage) var _making: MakingFields<Destination> { get set }
}

extension MakeableConfiguration {
  /// Makes the destination.
  public var makeDestination: (() -> Destination?)? {
    get { _making.makeDestination }
    set { _making.makeDestination = newValue }
  }

  /// A destination already made; the router performs on it instead of making one.
  public var makedDestination: Any? {
    get { _making.makedDestination }
    set { _making.makedDestination = newValue }
  }

  /// Runs once with the destination after it was made and prepared, then is cleared.
  public var didMakeDestination: ((Destination) -> Void)? {
    get { _making.didMakeDestination }
    set { _making.didMakeDestination = newValue }
  }

  /// Router-side preparation of the typed destination, run before the router's `prepareDestination`.
  public var __prepareDestination: ((Destination) -> Void)? {
    get { _making.prepareDestination }
    set { _making.prepareDestination = newValue }
  }

  /// Copies the making closures and the destination already made from `source`, if it is a configuration of this type.
  func copyMakingFields(from source: ZIKRouteConfiguration) {
    if let source = source as? Self { _making = source._making }
  }
}

/// The stored members of a ``MakeableConfiguration``.
@_spi(MakeableConfigurationStorage) public struct MakingFields<Destination> {
  var makeDestination: (() -> Destination?)?
  var makedDestination: Any?
  var didMakeDestination: ((Destination) -> Void)?
  var prepareDestination: ((Destination) -> Void)?

  init() {}
}
