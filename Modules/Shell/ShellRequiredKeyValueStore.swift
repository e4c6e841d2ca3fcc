import Foundation
import ZRouter

/// Where the app keeps small values that are not notes: Login's accounts and session, Sync's saved state, and any
/// feature's state, each under a key prefix the app context chooses when it routes that feature's requirement here
/// (see `PrefixedKeyValueStore`). The app context routes this protocol to a store (Storage's, or any replacement).
///
/// What every implementation keeps:
///
/// - **Keys.** Any non-empty string of up to ``ShellKeyValueLimits/maximumKeyByteCount`` UTF-8 bytes is accepted (a sync key holds a
///   folder path and a user name). Keys are compared byte for byte: no Unicode normalization, no case folding, so
///   "é" precomposed and decomposed are two keys. A prefix is a plain byte prefix (no wildcard characters).
/// - **Values.** Read back byte for byte as written; an empty value is empty `Data`, not a missing one. Values are
///   small (a few hundred bytes per note at most).
/// - **Several processes.** Two processes sharing the store see each call as atomic (a value is read whole, old or
///   new) and see every write another process finished before the call started; concurrent writes of one key leave
///   one of the values whole (the last writer wins). Nothing is atomic across calls.
/// - **Threads and durability.** Every method may be called from any thread; a write that returned is durable for a
///   store that outlives the process, and a write that threw kept the previous value.
public protocol ShellRequiredKeyValueStore: AnyObject {
  /// The value stored for `key`, or `nil` when there is none.
  func data(forKey key: String) throws -> Data?

  /// Stores `data` for `key`, replacing any previous value.
  func set(_ data: Data, forKey key: String) throws

  /// Removes the value of `key`; removing a missing key does nothing.
  func removeValue(forKey key: String) throws

  /// Every key starting with `prefix` (byte for byte), in ascending byte order; an empty prefix lists every key.
  func keys(withPrefix prefix: String) throws -> [String]
}

/// The limits every ``ShellRequiredKeyValueStore`` accepts and the app keeps.
public enum ShellKeyValueLimits {
  /// The longest key, in UTF-8 bytes, the app writes and every store accepts.
  public static let maximumKeyByteCount = 8192
}

extension RoutableService where Protocol == any ShellRequiredKeyValueStore {
  /// The routable key of ``ShellRequiredKeyValueStore``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredKeyValueStore``, found by its name: call sites written
  /// `RoutableService.shellRequiredKeyValueStore` type-check in time independent of the number of keys.
  public static var shellRequiredKeyValueStore: Self { Self(declaredProtocol: Protocol.self) }
}
