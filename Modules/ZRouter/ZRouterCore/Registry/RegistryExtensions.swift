import Foundation

/// State that a layer built on the registry keeps per registry (the URL layer's pattern matchers, for example), so
/// the registry itself stays ignorant of what those layers store.
///
/// A conforming type is a class made empty by `init()`; the registry makes one per registry on first use and drops it
/// with the registry (or on ``ZIKRouteRegistry/reset()``). Its stored properties are read and written under the
/// registry's lock only, like the registry's own tables.
protocol RegistryExtension: AnyObject {
  init()
}

/// The per-registry storage of ``RegistryExtension``s, keyed by their type. Accessed under the registry's lock only
/// (hence `@unchecked Sendable`).
final class RegistryExtensions: @unchecked Sendable {
  private var storage: [ObjectIdentifier: any RegistryExtension] = [:]

  /// The extension of type `Extension`, made on first use.
  subscript<Extension: RegistryExtension>(_ type: Extension.Type) -> Extension {
    let id = ObjectIdentifier(type)
    if let found = storage[id] { return unsafeDowncast(found, to: Extension.self) }
    let made = Extension()
    storage[id] = made
    return made
  }
}
