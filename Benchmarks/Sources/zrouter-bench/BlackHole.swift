/// Keeps the results of timed calls where the optimizer cannot prove them unused, so it cannot delete the work.
///
/// Every result is stored through a pointer owned by a global object: the store cannot be removed, and the object
/// stored (a destination, a router type) must really be allocated. The object slot holds one value, so each store
/// also releases the previous result, the same for every figure. Value results (such as a URL match) are reduced to
/// an integer added to a second slot.
final class BlackHole: @unchecked Sendable {
  /// The process-wide sink.
  static let shared = BlackHole()

  private let object: UnsafeMutablePointer<AnyObject?>
  private let count: UnsafeMutablePointer<Int>

  private init() {
    object = .allocate(capacity: 1)
    object.initialize(to: nil)
    count = .allocate(capacity: 1)
    count.initialize(to: 0)
  }

  /// Keeps `value` until the next call.
  @inline(__always)
  func keep(_ value: AnyObject?) {
    object.pointee = value
  }

  /// Adds `value` to the integer slot.
  @inline(__always)
  func keep(count value: Int) {
    count.pointee &+= value
  }

  /// Checks that the last kept object is not `nil` (the timed calls produced something), then drops it.
  func expectValue(figure: String) throws {
    defer { object.pointee = nil }
    guard object.pointee != nil else { throw BenchmarkError(.noResult(figure)) }
  }

  /// Checks that the kept integers added up to something (the timed calls produced something), then resets it.
  func expectCount(figure: String) throws {
    defer { count.pointee = 0 }
    guard count.pointee != 0 else { throw BenchmarkError(.noResult(figure)) }
  }
}
