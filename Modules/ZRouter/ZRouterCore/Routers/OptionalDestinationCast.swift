/// A destination that may be absent, as `Destination`: `nil` when it is absent or of another type.
///
/// A plain `value as? Destination` is wrong here when `Destination` is `Any` (module routes): casting an empty
/// `Any?` to `Any` succeeds and wraps the empty optional in `Any`, which then compares unequal to `nil`. Handlers
/// must receive a real `nil` for a failed perform and the destination itself for a successful one.
@inline(__always)
func castOptionalDestination<Destination>(_ value: Any?, to _: Destination.Type = Destination.self) -> Destination? {
  guard let value else { return nil }
  return value as? Destination
}
