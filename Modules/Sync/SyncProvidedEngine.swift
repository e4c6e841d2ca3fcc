import ZRouter

/// What Sync provides to the app: one call that brings the local notes and the replica in step.
///
/// Fetch it through the router and call it off the main thread; it blocks while files are read and written.
/// ```swift
/// let engine = Router.makeDestination(to: RoutableService.syncProvidedEngine)
/// let report = try engine?.sync()
/// ```
public protocol SyncProvidedEngine: AnyObject {
  /// Pulls the replica's changes, pushes local ones, carries deletions both ways and turns edits made on both sides
  /// into conflict copies, so no edit is ever lost.
  /// - Returns: What changed, and everything skipped.
  /// - Throws: ``SyncError``: ``SyncError/Code/notSignedIn`` without a user; otherwise the first store or replica
  ///   failure. Work done before a failure is kept and the next sync resumes from it.
  func sync() throws -> SyncReport
}

extension RoutableService where Protocol == any SyncProvidedEngine {
  /// The routable key of ``SyncProvidedEngine``, found by its name: call sites written
  /// `RoutableService.syncProvidedEngine` type-check in time independent of the number of keys.
  public static var syncProvidedEngine: Self { Self(declaredProtocol: Protocol.self) }
}
