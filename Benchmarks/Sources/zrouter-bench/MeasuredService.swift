import ZRouter

/// The service every per-call figure routes to (`lookup_ns`, `make_destination_ns`, `direct_ns`).
///
/// It is registered in the process-wide registry beside the generated services, with a factory closure the
/// benchmarks also call directly, so `make_destination_vs_direct` compares the router with the same work done by hand.
protocol MeasuredService: AnyObject {
  /// A value, so the destination is a real object with a stored property.
  var identifier: Int { get }
}

/// The destination of ``MeasuredService``: a small class, allocated on every make.
final class MeasuredServiceImpl: MeasuredService {
  let identifier: Int

  init(identifier: Int) {
    self.identifier = identifier
  }
}

extension RoutableService where Protocol == any MeasuredService {
  init() { self.init(declaredProtocol: Protocol.self) }
}
