import Foundation
import ZRouter

// Every protocol Tags REQUIRES. Tags never names the module that provides it: the app context routes it to a store
// it chose, and TagStoreRouter looks it up when it makes a tag store.

/// Where Tags keeps the tags of each note: small values by key.
///
/// Keys are Tags' own (`note.<note id>`); the app context gives Tags a prefix of its own in the app's key-value
/// store, so they never meet another feature's keys. Values are a few hundred bytes. Called on the thread that
/// uses the tag store.
/// ```swift
/// ZIKAnyServiceRouter.register(RoutableService.tagsRequiredValueStore, forMakingService: MyValues.self) { _ in
///   MyValues(prefix: "tags.")
/// }
/// ```
public protocol TagsRequiredValueStore: AnyObject {
  /// The value stored under `key`, or `nil`.
  /// - Throws: Any error of the store; Tags reports it as ``TagsError/Code/storeFailed``.
  func data(forKey key: String) throws -> Data?
  /// Stores `data` under `key`; `nil` removes the key.
  /// - Throws: Any error of the store; Tags reports it as ``TagsError/Code/storeFailed``.
  func set(_ data: Data?, forKey key: String) throws
}

extension RoutableService where Protocol == any TagsRequiredValueStore {
  /// The routable key of ``TagsRequiredValueStore``, found by its name: call sites written
  /// `RoutableService.tagsRequiredValueStore` type-check in time independent of the number of keys.
  public static var tagsRequiredValueStore: Self { Self(declaredProtocol: Protocol.self) }
}
