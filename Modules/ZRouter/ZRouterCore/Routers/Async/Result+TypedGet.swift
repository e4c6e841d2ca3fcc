extension Result {
  /// The success value, or the failure thrown with its own type.
  ///
  /// `Result.get()` throws `any Error` in the standard library of the iOS 17 and macOS 14 SDKs, so typed-throwing
  /// entry points unwrap through this instead.
  func typedGet() throws(Failure) -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let failure): throw failure
    }
  }
}
