/// What the perform pipeline needs from a makeable configuration, without knowing its generic arguments.
///
/// Step 3 of the pipeline uses `makedDestination` (or `makeDestination`) instead of the router's `destination(with:)`;
/// step 4 runs `__prepareDestination` and `didMakeDestination`, then clears `makedDestination`.
protocol MakeableConfigurationBehavior: AnyObject {
  /// The destination the caller already made through `makeDestinationWith`, if any.
  var _makedDestinationObject: AnyObject? { get }
  /// Calls `makeDestination`, if set.
  func _callMakeDestination() -> AnyObject?
  /// Runs `__prepareDestination` when the destination has the configuration's destination type.
  func _runTypedPreparation(_ destination: Any)
  /// Runs `didMakeDestination` once, then clears it and `makedDestination`.
  func _finishMaking(_ destination: Any)
}

/// The stored members every makeable configuration declares, view or service; the behaviour above and the copying
/// are written once for all of them.
protocol MakeableConfigurationFields: MakeableConfigurationBehavior {
  associatedtype MadeDestination
  var makeDestination: (() -> MadeDestination?)? { get set }
  var makedDestination: Any? { get set }
  var didMakeDestination: ((MadeDestination) -> Void)? { get set }
  var __prepareDestination: ((MadeDestination) -> Void)? { get set }
}

extension MakeableConfigurationFields {
  var _makedDestinationObject: AnyObject? { makedDestination.map { $0 as AnyObject } }

  func _callMakeDestination() -> AnyObject? { makeDestination?().map { $0 as AnyObject } }

  func _runTypedPreparation(_ destination: Any) {
    if let prepare = __prepareDestination, let typed = destination as? MadeDestination { prepare(typed) }
  }

  func _finishMaking(_ destination: Any) {
    if let didMake = didMakeDestination, let typed = destination as? MadeDestination { didMake(typed) }
    didMakeDestination = nil
    makedDestination = nil
  }

  /// Copies the making closures and the destination already made from `source`, if it is a configuration of this type.
  func copyMakingFields(from source: ZIKRouteConfiguration) {
    guard let source = source as? Self else { return }
    makeDestination = source.makeDestination
    makedDestination = source.makedDestination
    didMakeDestination = source.didMakeDestination
    __prepareDestination = source.__prepareDestination
  }
}

/// The members of the makeable configurations whose factories take the module's parameters, view or service.
protocol ConstructorConfigurationFields: MakeableConfigurationFields {
  associatedtype Constructor
  var constructDestination: Constructor { get set }
  var constructorContainer: [String: Any] { get set }
}

extension ConstructorConfigurationFields {
  /// Copies the constructor and its container from `source`, if it is a configuration of this type. The maker is
  /// not copied: a copy is created with it.
  func copyConstructorFields(from source: ZIKRouteConfiguration) {
    guard let source = source as? Self else { return }
    constructDestination = source.constructDestination
    constructorContainer = source.constructorContainer
  }
}
