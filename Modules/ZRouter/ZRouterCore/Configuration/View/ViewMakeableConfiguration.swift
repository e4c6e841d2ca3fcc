import Foundation

/// A view configuration that makes its destination with a `makeDestination` closure (no parameters).
///
/// It is also the base of ``AnyViewMakeableConfiguration`` and ``ViewMakeableConfiguration``, which add factories that
/// take the module's parameters. The router uses `makedDestination` when it is set, otherwise `makeDestination`.
open class ZIKViewMakeableConfiguration<Destination>: ZIKViewRouteConfiguration, MakeableConfiguration,
  MakeableConfigurationBehavior
{
  /// The storage of the makeable members.
  @_spi(MakeableConfigurationStorage) public var _making = MakingFields<Destination>()

  override var _makeable: (any MakeableConfigurationBehavior)? { self }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyMakingFields(from: source)
  }
}

/// A view module configuration with a separate maker (`makeDestinationWith`) and constructor (`constructDestination`).
open class AnyViewMakeableConfiguration<Destination, Maker, Constructor>: ZIKViewMakeableConfiguration<Destination>,
  ConstructorConfiguration
{
  /// The factory that makes the destination from the module's parameters.
  public var makeDestinationWith: Maker
  /// The factory that only stores parameters; the router makes the destination later with `makeDestination`.
  public var constructDestination: Constructor
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
    fatalError("AnyViewMakeableConfiguration needs a maker and a constructor: use init(maker:constructor:)")
  }

  override func copyFields(from source: ZIKRouteConfiguration) {
    super.copyFields(from: source)
    copyConstructorFields(from: source)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = AnyViewMakeableConfiguration(maker: makeDestinationWith, constructor: constructDestination)
    copy.copyFields(from: self)
    return copy
  }
}

/// A view module configuration whose `makeDestinationWith` closure takes the module's parameters.
///
/// Use it instead of a configuration subclass when a module protocol only declares a factory:
/// ```swift
/// protocol EditorModuleInput: AnyObject {
///   var makeDestinationWith: (_ noteID: String) -> EditorViewInput? { get }
/// }
/// extension ViewMakeableConfiguration: EditorModuleInput
///   where Destination == any EditorViewInput, Constructor == (String) -> (any EditorViewInput)? {}
///
/// let config = ViewMakeableConfiguration<any EditorViewInput, (String) -> (any EditorViewInput)?>({ _ in nil })
/// config.makeDestinationWith = { [unowned config] id in
///   config.makeDestination = { EditorViewController(noteID: id) }
///   config.makedDestination = config.makeDestination?()
///   return config.makedDestination as? any EditorViewInput
/// }
/// ```
/// The router uses `makedDestination` when it is set, otherwise `makeDestination`.
open class ViewMakeableConfiguration<Destination, Constructor>: AnyViewMakeableConfiguration<
  Destination, Constructor, Constructor
>
{
  /// Creates the configuration with its factory (used for both `makeDestinationWith` and `constructDestination`).
  public init(_ constructor: Constructor) {
    super.init(maker: constructor, constructor: constructor)
  }

  /// Unavailable: a makeable configuration needs its constructor.
  @available(*, unavailable, message: "Use init(_ constructor:)")
  public required init() {
    fatalError("ViewMakeableConfiguration needs a constructor: use init(_:)")
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = ViewMakeableConfiguration(makeDestinationWith)
    copy.copyFields(from: self)
    return copy
  }
}
