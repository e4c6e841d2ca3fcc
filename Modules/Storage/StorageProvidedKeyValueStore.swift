import Foundation
import ZRouter

/// Durable storage of small values by string key, provided by Storage.
///
/// Use it for state that is not a note: Login keeps accounts and sessions here and Sync its cursors,
/// each through an adapter in AppContext. Give each client its own key prefix (`"login/"`, `"sync/"`)
/// and list them with ``keys(withPrefix:)``.
/// ```swift
/// try store.set(Data("token".utf8), forKey: "login/session")
/// let keys = try store.keys(withPrefix: "login/")   // ["login/session"]
/// ```
/// Keys are compared byte for byte (UTF-8): no Unicode normalization, no case folding. Every method is
/// safe to call from any thread; when a write returns, it is done (for ``SQLiteNoteStore``, durable).
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
  /// The routable key of ``StorageProvidedKeyValueStore``.
  public init() { self.init(declaredProtocol: Protocol.self) }
}
