/// Carries a value across a continuation that resumes on the same actor it was created on.
///
/// Used by the `async` entry points: the destination is made and consumed on the caller's actor, so no data race is
/// possible, but the compiler cannot see that through `CheckedContinuation`.
struct UnsafeTransfer<Value>: @unchecked Sendable {
  let value: Value
}
