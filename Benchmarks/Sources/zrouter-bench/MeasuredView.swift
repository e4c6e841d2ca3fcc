import ZRouter

/// The view every view figure routes to (`view_make_destination_ns`, `view_push_pop_ns`).
@MainActor
protocol MeasuredViewInput: AnyObject {
  /// A value, so the destination is a real object with a stored property.
  var identifier: Int { get }
}

/// The destination of ``MeasuredViewInput``: a headless view controller, made with `init()` on every route.
final class MeasuredViewController: HeadlessViewController, MeasuredViewInput {
  let identifier = 7
}

extension MeasuredViewController: ZIKRoutableView {}

extension RoutableView where Protocol == any MeasuredViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
