import Foundation

/// The lookups the navigation layer needs: from a router type to the names of its screens, and back.
extension RouteRegistry {
  /// The view URL patterns registered for `routerType`, in registration order.
  func viewURLPatterns(of routerType: ZIKAnyViewRouterType) -> [String] {
    let patterns = urlMatcher(\.views).patterns
    return locked {
      patterns.filter { pattern in
        guard let entry = views.identifiers[pattern] else { return false }
        return entry.kind == .urlPattern && entry.routerType === routerType
      }
    }
  }

  /// The declared names of the view protocols (`RoutableView` keys) registered for `routerType`, sorted.
  func viewProtocolNames(of routerType: ZIKAnyViewRouterType) -> [String] {
    locked {
      views.destinationRoutes.compactMap { $0.value.routerType === routerType ? $0.value.info.name : nil }
    }.map(Self.declaredName).sorted()
  }

  /// The router type of the view protocol declared as `name` (a provided one, or a required one through its
  /// adapters), or `nil`.
  func viewRouterType(forProtocolNamed name: String) -> ZIKAnyViewRouterType? {
    lookup {
      for (_, entry) in views.destinationRoutes where Self.declaredName(entry.info.name) == name {
        return entry.routerType
      }
      for (key, link) in views.destinationAdapters where Self.declaredName(link.adapterName) == name {
        return views.resolve(key, role: .destination)
      }
      return nil
    }
  }

  /// The protocol's name as its declaration spells it: `NoteDetailInput`, not `any NoteDetailInput`.
  static func declaredName(_ key: KeyName) -> String {
    let name = key.typeName
    return name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
  }
}
