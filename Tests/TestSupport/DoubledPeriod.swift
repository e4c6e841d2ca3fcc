/// Finding the doubled period a nested message leaves behind ("failed: The disk is full..").
extension StringProtocol {
  /// Whether the text has two periods in a row that are not part of an ellipsis ("...").
  ///
  /// ```swift
  /// "failed: The disk is full.. Retry.".hasDoubledPeriod   // true
  /// "Wait... then retry.".hasDoubledPeriod                 // false
  /// ```
  public var hasDoubledPeriod: Bool {
    var run = 0
    for character in self {
      if character == "." {
        run += 1
      } else {
        if run == 2 { return true }
        run = 0
      }
    }
    return run == 2
  }
}
