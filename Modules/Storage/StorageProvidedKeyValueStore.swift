import Foundation
import ZRouter

/// Durable storage of small values by string key, provided by Storage.
///
/// Use it for state that is not a note: the app keeps Login's accounts and sessions and Sync's saved state here,
/// each client under a key prefix of its own (`"login."`, `"sync."`), listed with ``keys(withPrefix:)``.
/// ```swift
/// try store.set(Data("token".utf8), forKey: "login.session")
/// let keys = try store.keys(withPrefix: "login.")   // ["login.session"]
/// ```
/// - **Keys**: any string, of any length (the SQLite store keeps them as text); compared byte for byte (UTF-8): no
///   Unicode normalization, no case folding, so a precomposed and a decomposed "é" are two keys.
/// - **Values**: read back byte for byte; an empty value is empty `Data`, not a missing one.
/// - **Several processes** sharing one ``SQLiteNoteStore`` file: each call is one transaction, so it is atomic and
///   sees every write another process committed before it began; concurrent `set`s of one key leave one value whole
///   (the last committer wins). Nothing is atomic across calls.
/// - Every method is safe to call from any thread; when a write returns, it is done (for ``SQLiteNoteStore``,
///   durable on disk); when it throws, the previous value is kept.
public protocol StorageProvidedKeyValueStore: AnyObject {
  /// The value stored for a key, or `nil` if there is none. An empty value is returned as empty `Data`.
  /// - Throws: ``StorageError`` if the store cannot be read.
  func data(forKey key: String) throws -> Data?

  /// Stores a value for a key, replacing any previous one.
  /// - Throws: ``StorageError`` if the write failed (then the previous value is kept).
  func set(_ data: Data, forKey key: String) throws

  /// Removes the value of a key. Removing a missing key does nothing.
  /// - Throws: ``StorageError`` if the write failed.
  func removeValue(forKey key: String) throws

  /// Every key starting with `prefix` (byte for byte; `%` and `_` are plain characters), in ascending
  /// byte order. An empty prefix lists every key.
  /// - Throws: ``StorageError`` if the store cannot be read.
  func keys(withPrefix prefix: String) throws -> [String]
}

extension RoutableService where Protocol == any StorageProvidedKeyValueStore {
  /// The routable key of ``StorageProvidedKeyValueStore``, found by its name: call sites written
  /// `RoutableService.storageProvidedKeyValueStore` type-check in time independent of the number of keys.
  public static var storageProvidedKeyValueStore: Self { Self(declaredProtocol: Protocol.self) }
}
