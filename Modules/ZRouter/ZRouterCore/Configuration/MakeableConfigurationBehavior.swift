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

extension MakeableConfiguration {
  var _makedDestinationObject: AnyObject? { makedDestination.map { $0 as AnyObject } }

  func _callMakeDestination() -> AnyObject? { makeDestination?().map { $0 as AnyObject } }

  func _runTypedPreparation(_ destination: Any) {
    if let prepare = __prepareDestination, let typed = destination as? Destination { prepare(typed) }
  }

  func _finishMaking(_ destination: Any) {
    if let didMake = didMakeDestination, let typed = destination as? Destination { didMake(typed) }
    didMakeDestination = nil
    makedDestination = nil
  }
}
