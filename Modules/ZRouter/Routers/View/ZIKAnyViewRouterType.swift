/// Temporary stub: the view family lands with the view routing work.
@MainActor public final class ZIKAnyViewRouterType: Sendable {
  nonisolated let site: CallSite = .unknown
  nonisolated var routerClass: ZIKAnyViewRouter.Type? { nil }
  nonisolated var needsDestinationClass: Bool { false }
  nonisolated var name: String { "view" }
}

extension ZIKRouteRegistry {
  @MainActor static func viewFinishChecks(of registry: RouteRegistry) -> [ZIKRegistrationIssue] { [] }
}
