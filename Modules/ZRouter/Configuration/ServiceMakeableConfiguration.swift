import Foundation

/// A service module configuration whose `makeDestinationWith` closure takes the module's parameters.
///
/// Use it instead of a configuration subclass when a module protocol only declares a factory:
/// ```swift
/// protocol NoteStoreModuleInput: AnyObject {
///   var makeDestinationWith: (_ path: String) -> NoteStoreInput? { get }
/// }
/// extension ServiceMakeableConfiguration: NoteStoreModuleInput
///   where Destination == any NoteStoreInput, Constructor == (String) -> (any NoteStoreInput)? {}
///
/// let config = ServiceMakeableConfiguration<any NoteStoreInput, (String) -> (any NoteStoreInput)?>({ _ in nil })
/// config.makeDestinationWith = { [unowned config] path in
///   config.makeDestination = { SQLiteNoteStore(path: path) }
///   config.makedDestination = config.makeDestination?()
///   return config.makedDestination as? any NoteStoreInput
/// }
/// ```
/// The router uses `makedDestination` when it is set, otherwise `makeDestination`.
open class ServiceMakeableConfiguration<Destination, Constructor>: ZIKPerformRouteConfiguration,
  MakeableConfigurationFields
{
  /// Makes the destination; set it from `makeDestinationWith` to capture the parameters.
  public var makeDestination: (() -> Destination?)?
  /// The factory the caller calls with the module's parameters.
  public var makeDestinationWith: Constructor
  /// A factory that only stores parameters; the router makes the destination later with `makeDestination`.
  public var constructDestination: Constructor
  /// Runs once with the destination after it was made and prepared, then is cleared.
  public var didMakeDestination: ((Destination) -> Void)?
  /// Router-side preparation of the typed destination, run before the router's `prepareDestination`.
  public var __prepareDestination: ((Destination) -> Void)?
  /// Same storage as ``__prepareDestination``, under the name the original documents use.
  public var _prepareDestination: ((Destination) -> Void)? {
    get { __prepareDestination }
    set { __prepareDestination = newValue }
  }
  /// A destination already made by `makeDestinationWith`; the router performs on it instead of making one.
  public var makedDestination: Any?

  override var _makeable: (any MakeableConfigurationBehavior)? { self }
  /// Free storage for parameters captured by `constructDestination`.
  public var constructorContainer: [String: Any] = [:]

  /// Creates the configuration with its factory (used for both `makeDestinationWith` and `constructDestination`).
  public init(_ constructor: Constructor) {
    makeDestinationWith = constructor
    constructDestination = constructor
    super.init()
  }

  /// Unavailable: a makeable configuration needs its constructor.
  @available(*, unavailable, message: "Use init(_ constructor:)")
  public required init() {
    fatalError("ServiceMakeableConfiguration needs a constructor: use init(_:)")
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self.makeCopy(of: self)
    copy.copyBaseFields(from: self)
    return copy
  }

  private static func makeCopy(of source: ServiceMakeableConfiguration) -> ServiceMakeableConfiguration {
    let copy = ServiceMakeableConfiguration(source.makeDestinationWith)
    copy.constructDestination = source.constructDestination
    copy.makeDestination = source.makeDestination
    copy.didMakeDestination = source.didMakeDestination
    copy.__prepareDestination = source.__prepareDestination
    copy.makedDestination = source.makedDestination
    copy.constructorContainer = source.constructorContainer
    return copy
  }
}

/// A service module configuration with a separate maker (`makeDestinationWith`) and constructor (`constructDestination`).
open class AnyServiceMakeableConfiguration<Destination, Maker, Constructor>: ZIKPerformRouteConfiguration,
  MakeableConfigurationFields
{
  /// Makes the destination; set it from the maker or constructor to capture the parameters.
  public var makeDestination: (() -> Destination?)?
  /// The factory that makes the destination from the module's parameters.
  public var makeDestinationWith: Maker
  /// The factory that only stores parameters; the router makes the destination later.
  public var constructDestination: Constructor
  /// Runs once with the destination after it was made and prepared, then is cleared.
  public var didMakeDestination: ((Destination) -> Void)?
  /// Router-side preparation of the typed destination.
  public var __prepareDestination: ((Destination) -> Void)?
  /// Same storage as ``__prepareDestination``.
  public var _prepareDestination: ((Destination) -> Void)? {
    get { __prepareDestination }
    set { __prepareDestination = newValue }
  }
  /// A destination already made by the maker; the router performs on it instead of making one.
  public var makedDestination: Any?

  override var _makeable: (any MakeableConfigurationBehavior)? { self }
  /// Free storage for parameters captured by the constructor.
  public var constructorContainer: [String: Any] = [:]

  /// Creates the configuration with its maker and constructor.
  public init(maker: Maker, constructor: Constructor) {
    makeDestinationWith = maker
    constructDestination = constructor
    super.init()
  }

  /// Unavailable: the configuration needs its maker and constructor.
  @available(*, unavailable, message: "Use init(maker:constructor:)")
  public required init() {
    fatalError("AnyServiceMakeableConfiguration needs a maker and a constructor: use init(maker:constructor:)")
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = AnyServiceMakeableConfiguration(maker: makeDestinationWith, constructor: constructDestination)
    copy.copyBaseFields(from: self)
    copy.makeDestination = makeDestination
    copy.didMakeDestination = didMakeDestination
    copy.__prepareDestination = __prepareDestination
    copy.makedDestination = makedDestination
    copy.constructorContainer = constructorContainer
    return copy
  }
}

/// A service configuration that makes its destination with a `makeDestination` closure (no parameters).
open class ZIKServiceMakeableConfiguration<Destination>: ZIKPerformRouteConfiguration, MakeableConfigurationFields {
  /// Makes the destination.
  public var makeDestination: (() -> Destination?)?
  /// A destination already made; the router performs on it instead of making one.
  public var makedDestination: Any?

  override var _makeable: (any MakeableConfigurationBehavior)? { self }
  /// Runs once with the destination after it was made and prepared, then is cleared.
  public var didMakeDestination: ((Destination) -> Void)?
  /// Router-side preparation of the typed destination.
  public var __prepareDestination: ((Destination) -> Void)?

  public required init() { super.init() }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ZIKServiceMakeableConfiguration<Destination>
    copy.makeDestination = makeDestination
    copy.makedDestination = makedDestination
    copy.didMakeDestination = didMakeDestination
    copy.__prepareDestination = __prepareDestination
    return copy
  }
}
