extension SyncError {
  /// Runs `body`, turning an error it throws into the ``SyncError`` `wrap` makes of it; errors `passing` accepts
  /// (by default, a ``SyncError`` already) are thrown as they are.
  ///
  /// ```swift
  /// let listing = try SyncError.wrapping({ .remoteFailed(operation: "list its entries", underlying: $0) }) {
  ///   try remote.listEntries()
  /// }
  /// ```
  static func wrapping<T>(
    _ wrap: (any Error) -> SyncError, passing: (any Error) -> Bool = { $0 is SyncError }, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch  where passing(error) {
      throw error
    } catch {
      throw wrap(error)
    }
  }
}
