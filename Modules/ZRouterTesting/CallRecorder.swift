import Foundation

/// A thread-safe list of the calls a mock received, in the order they arrived.
///
/// Service mocks are `Sendable` (their factories may run on any thread), so they cannot keep a plain `var` array of
/// calls. Give the mock a `let` recorder instead, record in each member, and read `calls` in the test:
/// ```swift
/// final class MockNoteStore: NoteStoreInput, Sendable {
///   let saved = CallRecorder<String>()
///   func save(_ text: String) { saved.record(text) }
/// }
/// // in the test:
/// #expect(mock.saved.calls == ["milk, eggs"])
/// ```
/// Recording and reading may happen on any thread or task at the same time; each call takes a lock for as long as it
/// appends or copies the list.
public final class CallRecorder<Call: Sendable>: @unchecked Sendable {
  // `@unchecked`: the one mutable property is read and written only while `lock` is held.
  private let lock = NSLock()
  private var recorded: [Call] = []

  /// Creates an empty recorder.
  public init() {}

  /// Appends `call` to the recorded calls.
  /// - Parameter call: What the mock received, typically its arguments.
  public func record(_ call: Call) {
    lock.withLock { recorded.append(call) }
  }

  /// The calls recorded so far, oldest first (a copy: later calls do not change it).
  public var calls: [Call] {
    lock.withLock { recorded }
  }

  /// How many calls were recorded so far.
  public var count: Int {
    lock.withLock { recorded.count }
  }

  /// The most recent call, or `nil` when nothing was recorded.
  public var last: Call? {
    lock.withLock { recorded.last }
  }

  /// Forgets every recorded call, for a test that checks its steps one at a time.
  public func removeAll() {
    lock.withLock { recorded.removeAll() }
  }
}
