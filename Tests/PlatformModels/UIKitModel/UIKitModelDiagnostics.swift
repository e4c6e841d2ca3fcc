/// What the model refused: calls that real UIKit ignores with a console message, or rejects with an exception.
///
/// Tests read ``messages`` to prove that the router never asks UIKit for something UIKit would reject.
@MainActor
public enum UIKitModelDiagnostics {
  /// Every refusal since the last ``reset()``, oldest first.
  public private(set) static var messages: [String] = []

  /// Forgets the recorded refusals.
  public static func reset() { messages = [] }

  /// Records one refusal.
  static func record(_ message: String) { messages.append(message) }
}
