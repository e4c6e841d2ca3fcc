import Foundation
import ZRouter

/// Everything that can make a sync fail, with a message that says what went wrong and what to do.
///
/// Match on ``code``; the kinds can grow without breaking callers (errors are made by the module's internal
/// factories, one per kind).
/// ```swift
/// do { try engine.sync() } catch let error as SyncError where error.code == .notSignedIn { askToSignIn() }
/// ```
public struct SyncError: ModuleError {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do about it.
  public let description: String
  /// The error thrown by a required protocol's implementation, when this error wraps one.
  public internal(set) var underlyingError: (any Error)? = nil

  static var notSignedIn: SyncError {
    SyncError(
      code: .notSignedIn,
      description: "Sync needs a signed-in user: the replica records which user and device wrote each entry. "
        + "Sign in first, then sync again.")
  }

  static var invalidDeviceID: SyncError {
    SyncError(
      code: .invalidDeviceID,
      description: "The sync engine was created with an empty device identifier. Pass a stable, non-empty identifier "
        + "for this device when creating SyncEngine.")
  }

  static func invalidNoteID(id: String, reason: String) -> SyncError {
    SyncError(
      code: .invalidNoteID,
      description:
        "The note identifier \"\(SyncText.escaped(id))\" cannot be stored in the replica: \(clause(reason)). Use shorter identifiers, "
        + "such as UUIDs.")
  }

  static func remoteUnavailable(location: String, reason: String) -> SyncError {
    SyncError(
      code: .remoteUnavailable,
      description:
        "The replica at \(location) is unavailable: \(clause(reason)). Check that the folder exists and is readable "
        + "and writable, then sync again.")
  }

  static func unreadableEntry(item: String, reason: String) -> SyncError {
    SyncError(
      code: .unreadableEntry,
      description:
        "The replica entry \(SyncText.escaped(item)) cannot be read: \(SyncText.escaped(clause(reason))). It was left untouched; fix or remove the file "
        + "to sync that note again.")
  }

  static func remoteWriteFailed(item: String, reason: String) -> SyncError {
    SyncError(
      code: .remoteWriteFailed,
      description:
        "Writing \(item) to the replica failed: \(clause(reason)). Nothing was lost; check free space and permissions, "
        + "then sync again.")
  }

  static func remoteFailed(operation: String, underlying: any Error) -> SyncError {
    SyncError(
      code: .remoteFailed,
      description:
        "The replica failed to \(operation): \(clause(underlying)). Sync again once the replica is reachable; nothing was lost.",
      underlyingError: underlying)
  }

  static func localStoreFailed(operation: String, underlying: any Error) -> SyncError {
    SyncError(
      code: .localStoreFailed,
      description:
        "The local note store failed to \(operation): \(clause(underlying)). Sync stopped early and will resume from "
        + "where it stopped next time.",
      underlyingError: underlying)
  }

  static func stateStoreFailed(operation: String, underlying: any Error) -> SyncError {
    SyncError(
      code: .stateStoreFailed,
      description:
        "The sync state store failed to \(operation): \(clause(underlying)). Sync again later; notes changed meanwhile "
        + "are compared by content, so nothing is lost.",
      underlyingError: underlying)
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
