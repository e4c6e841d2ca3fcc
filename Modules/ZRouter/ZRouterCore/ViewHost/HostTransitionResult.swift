/// How a host transition ended, as a host reports it to the router in a transition's completion.
///
/// Platforms refuse or drop transitions on their own: UIKit ignores a present from a controller whose view is in no
/// window, and an interactive transition can be cancelled. A host reports such a transition as `.notPerformed`, and
/// the route ends with a `ZIKViewRouteError` instead of waiting forever.
/// ```swift
/// navigation.zix_push(editor, animated: true) { result in
///   if case .notPerformed(let reason) = result { print(reason) }
/// }
/// ```
public enum HostTransitionResult: Sendable, Hashable {
  /// The host carried the transition out: the hierarchy now shows it.
  case completed
  /// The host did not carry the transition out (refused, ignored or cancelled it); `reason` says why, in a sentence
  /// that the route's error message quotes.
  case notPerformed(reason: String)
}
