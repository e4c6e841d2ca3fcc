/// Copies the values at `fields` from `source` to `target`: the one implementation of the library's field-by-field
/// copies (configurations, popover settings).
///
/// ```swift
/// copyFieldValues(\.sourceRect, \.permittedArrowDirections, from: self, to: copy)
/// ```
func copyFieldValues<Root: AnyObject, each Value>(
  _ fields: repeat ReferenceWritableKeyPath<Root, each Value>, from source: Root, to target: Root
) {
  repeat copyValue(at: each fields, from: source, to: target)
}

/// Copies the value at `field` from `source` to `target`.
private func copyValue<Root: AnyObject, Value>(
  at field: ReferenceWritableKeyPath<Root, Value>, from source: Root, to target: Root
) {
  target[keyPath: field] = source[keyPath: field]
}

extension ZIKRouteConfiguration {
  /// Copies the values at `fields` from `source` into the receiver when both are `Root`s: how a configuration class
  /// copies the fields it declares in ``copyFields(from:)``.
  /// ```swift
  /// copyValues(declaredBy: ZIKViewRemoveConfiguration.self, \.animated, \.removingChildViewHandler, from: source)
  /// ```
  func copyValues<Root: ZIKRouteConfiguration, each Value>(
    declaredBy _: Root.Type, _ fields: repeat ReferenceWritableKeyPath<Root, each Value>,
    from source: ZIKRouteConfiguration
  ) {
    guard let source = source as? Root, let target = self as? Root else { return }
    copyFieldValues(repeat each fields, from: source, to: target)
  }
}
