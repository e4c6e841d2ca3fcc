import Foundation
import ZRouter

/// Everything that can make a sync fail, with a message that says what went wrong and what to do.
///
/// Match on ``code``; the cases can grow without breaking callers.
/// ```swift
/// do { try engine.sync() } catch let error as SyncError where error.code == .notSignedIn { askToSignIn() }
/// ```
public struct SyncError: ModuleError {
  enum Kind {
    case notSignedIn
    case invalidDeviceID
    case invalidNoteID(id: String, reason: String)
    case remoteUnavailable(location: String, reason: String)
    case unreadableEntry(item: String, reason: String)
    case remoteWriteFailed(item: String, reason: String)
    case remoteFailed(operation: String, underlying: any Error)
    case localStoreFailed(operation: String, underlying: any Error)
    case stateStoreFailed(operation: String, underlying: any Error)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .notSignedIn: .notSignedIn
    case .invalidDeviceID: .invalidDeviceID
    case .invalidNoteID: .invalidNoteID
    case .remoteUnavailable: .remoteUnavailable
    case .unreadableEntry: .unreadableEntry
    case .remoteWriteFailed: .remoteWriteFailed
    case .remoteFailed: .remoteFailed
    case .localStoreFailed: .localStoreFailed
    case .stateStoreFailed: .stateStoreFailed
    }
  }

  /// The error thrown by a required protocol's implementation, when this error wraps one.
  public var underlyingError: (any Error)? {
    switch kind {
    case .remoteFailed(_, let error), .localStoreFailed(_, let error), .stateStoreFailed(_, let error): error
    default: nil
    }
  }

  /// What went wrong and what to do about it.
  public var description: String {
    switch kind {
    case .notSignedIn:
      "Sync needs a signed-in user: the replica records which user and device wrote each entry. "
        + "Sign in first, then sync again."
    case .invalidDeviceID:
      "The sync engine was created with an empty device identifier. Pass a stable, non-empty identifier "
        + "for this device when creating SyncEngine."
    case .invalidNoteID(let id, let reason):
      "The note identifier \"\(SyncText.escaped(id))\" cannot be stored in the replica: \(Self.clause(reason)). Use shorter identifiers, "
        + "such as UUIDs."
    case .remoteUnavailable(let location, let reason):
      "The replica at \(location) is unavailable: \(Self.clause(reason)). Check that the folder exists and is readable "
        + "and writable, then sync again."
    case .unreadableEntry(let item, let reason):
      "The replica entry \(SyncText.escaped(item)) cannot be read: \(SyncText.escaped(Self.clause(reason))). It was left untouched; fix or remove the file "
        + "to sync that note again."
    case .remoteWriteFailed(let item, let reason):
      "Writing \(item) to the replica failed: \(Self.clause(reason)). Nothing was lost; check free space and permissions, "
        + "then sync again."
    case .remoteFailed(let operation, let error):
      "The replica failed to \(operation): \(Self.clause(error)). Sync again once the replica is reachable; nothing was lost."
    case .localStoreFailed(let operation, let error):
      "The local note store failed to \(operation): \(Self.clause(error)). Sync stopped early and will resume from "
        + "where it stopped next time."
    case .stateStoreFailed(let operation, let error):
      "The sync state store failed to \(operation): \(Self.clause(error)). Sync again later; notes changed meanwhile "
        + "are compared by content, so nothing is lost."
    }
  }
}

extension ModuleErrorCodeOf<SyncError> {
  /// No user is signed in.
  public static var notSignedIn: Self { Self() }
  /// The engine was created with an empty device identifier.
  public static var invalidDeviceID: Self { Self() }
  /// A note identifier cannot be stored in the replica.
  public static var invalidNoteID: Self { Self() }
  /// The replica cannot be reached, listed or created.
  public static var remoteUnavailable: Self { Self() }
  /// An entry exists in the replica but cannot be read.
  public static var unreadableEntry: Self { Self() }
  /// Writing or removing an entry failed.
  public static var remoteWriteFailed: Self { Self() }
  /// The replica implementation threw an error of its own.
  public static var remoteFailed: Self { Self() }
  /// The local note store threw an error.
  public static var localStoreFailed: Self { Self() }
  /// The sync state store threw an error.
  public static var stateStoreFailed: Self { Self() }
}
