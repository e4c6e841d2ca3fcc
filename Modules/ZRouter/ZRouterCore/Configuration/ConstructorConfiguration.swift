/// The members of a makeable configuration whose factories take the module's parameters, view or service: a maker
/// (`makeDestinationWith`) and a constructor (`constructDestination`).
///
/// ``AnyViewMakeableConfiguration`` and ``AnyServiceMakeableConfiguration`` (and their subclasses) are the conforming
/// classes; they store the factories, and the members written here once serve both.
public protocol ConstructorConfiguration: MakeableConfiguration {
  /// The type of the factory that makes the destination from the module's parameters.
  associatedtype Maker
  /// The type of the factory that only stores parameters.
  associatedtype Constructor
  /// The factory that makes the destination from the module's parameters.
  var makeDestinationWith: Maker { get set }
  /// The factory that only stores parameters; the router makes the destination later with `makeDestination`.
  var constructDestination: Constructor { get set }
  /// Free storage for parameters captured by the constructor.
  var constructorContainer: [String: Any] { get set }
}

extension ConstructorConfiguration {
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
