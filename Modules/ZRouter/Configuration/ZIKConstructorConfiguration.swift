/// The members of a makeable configuration whose factories take the module's parameters, view or service: a maker
/// (`makeDestinationWith`) and a constructor (`constructDestination`).
///
/// ``AnyViewMakeableConfiguration`` and ``AnyServiceMakeableConfiguration`` (and their subclasses) are the conforming
/// classes; every member below is written once here.
public protocol ZIKConstructorConfiguration: ZIKMakeableConfiguration {
  /// The type of the factory that makes the destination from the module's parameters.
  associatedtype Maker
  /// The type of the factory that only stores parameters.
  associatedtype Constructor
  /// The storage of the members below.
  @_spi(MakeableConfigurationStorage) var _constructing: ConstructingFields<Maker, Constructor> { get set }
}

extension ZIKConstructorConfiguration {
  /// The factory that makes the destination from the module's parameters.
  public var makeDestinationWith: Maker {
    get { _constructing.maker }
    set { _constructing.maker = newValue }
  }

  /// The factory that only stores parameters; the router makes the destination later with `makeDestination`.
  public var constructDestination: Constructor {
    get { _constructing.constructor }
    set { _constructing.constructor = newValue }
  }

  /// Free storage for parameters captured by the constructor.
  public var constructorContainer: [String: Any] {
    get { _constructing.container }
    set { _constructing.container = newValue }
  }

  /// Same storage as `__prepareDestination`, under a single-underscore name.
  public var _prepareDestination: ((Destination) -> Void)? {
    get { __prepareDestination }
    set { __prepareDestination = newValue }
  }

  /// Copies the constructor and its container from `source`, if it is a configuration of this type. The maker is
  /// not copied: a copy is created with it.
  func copyConstructorFields(from source: ZIKRouteConfiguration) {
    guard let source = source as? Self else { return }
    constructDestination = source.constructDestination
    constructorContainer = source.constructorContainer
  }
}

/// The stored members of a ``ZIKConstructorConfiguration``.
@_spi(MakeableConfigurationStorage) public struct ConstructingFields<Maker, Constructor> {
  var maker: Maker
  var constructor: Constructor
  var container: [String: Any] = [:]
}
