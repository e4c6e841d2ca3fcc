/// The interceptor slots of a router family (last set wins). Generic over the hook types, so the service family's
/// `@Sendable` hooks and the view family's main-actor hooks share one shape.
struct InterceptorSlots<PerformHook, SuccessHook, ErrorHook> {
  var beforePerform: PerformHook?
  var afterPerform: PerformHook?
  var afterSuccess: SuccessHook?
  var afterEndWithError: ErrorHook?

  /// Whether any slot is set.
  var isAnySet: Bool { beforePerform != nil || afterPerform != nil || afterSuccess != nil || afterEndWithError != nil }
}

/// The interceptor slots of a family whose hooks run on whichever thread performs.
typealias Interceptors<Router> = InterceptorSlots<
  @Sendable (Router, ZIKPerformRouteConfiguration) -> Void, @Sendable (Router, ZIKRouteAction) -> Void,
  @Sendable (Router, any Error) -> Void
>

/// The interceptor slots of the view family, whose hooks run on the main actor.
typealias ViewInterceptors = InterceptorSlots<
  @MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void,
  @MainActor (ZIKAnyViewRouter, ZIKRouteAction) -> Void,
  @MainActor (ZIKAnyViewRouter, any Error) -> Void
>

/// What a router family keeps per registry (its ``RegisteredRouterType/FamilyState``): the interceptors, the global
/// error handler, and whether URL performs run the default URL rule. Read and written under the registry's lock only
/// (hence `@unchecked Sendable`).
final class RouterFamilyHooks<PerformHook, SuccessHook, ErrorHook, GlobalErrorHandler>: RouteFamilyState,
  @unchecked Sendable
{
  /// Whether any interceptor slot is set, kept up to date by ``RouteRegistry/setInterceptor(_:_:to:)`` (a stored flag,
  /// first in the class: every `makeDestination` reads it).
  @exclusivity(unchecked) var hasInterceptors = false
  /// Whether URL performs run `processUserInfo(_:fromURL:)` and `performAction(_:userInfo:fromURL:)`.
  @exclusivity(unchecked) var runsDefaultURLRule = false
  @exclusivity(unchecked) var interceptors = InterceptorSlots<PerformHook, SuccessHook, ErrorHook>()
  @exclusivity(unchecked) var globalErrorHandler: GlobalErrorHandler?
  /// The router class a direct service make enters on the thread's recursion stack (`ZIKBlockServiceRouter`'s
  /// identity) and the thread-specific key of that stack, kept here so a make reaches them through the published
  /// snapshot's tables as plain words, instead of through a metadata accessor and a one-time-initialization check.
  let directMakingClass = ObjectIdentifier(ZIKBlockServiceRouter.self)
  let recursionThreadKey = RecursionGuard.threadKey

  /// Whether any interceptor is set (see ``RouteFamilyState/observesEveryPerform``).
  var observesEveryPerform: Bool { hasInterceptors }

  init() {}
}

/// The hooks of the service family.
typealias ServiceFamilyHooks = RouterFamilyHooks<
  @Sendable (ZIKAnyServiceRouter, ZIKPerformRouteConfiguration) -> Void,
  @Sendable (ZIKAnyServiceRouter, ZIKRouteAction) -> Void, @Sendable (ZIKAnyServiceRouter, any Error) -> Void,
  @Sendable (ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void
>

/// The hooks of the view family.
typealias ViewFamilyHooks = RouterFamilyHooks<
  @MainActor (ZIKAnyViewRouter, ZIKPerformRouteConfiguration) -> Void,
  @MainActor (ZIKAnyViewRouter, ZIKRouteAction) -> Void, @MainActor (ZIKAnyViewRouter, any Error) -> Void,
  (ZIKAnyViewRouter?, ZIKRouteAction, any Error) -> Void
>

extension RouteRegistry {
  /// Sets one of a family's hooks (an interceptor slot, the global error handler, the URL rule).
  func setHook<RouterType, Value>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>,
    _ hook: ReferenceWritableKeyPath<RouterType.FamilyState, Value>, to value: Value
  ) {
    locked { family(self).state[keyPath: hook] = value }
  }

  /// Sets one interceptor slot of a family and updates its `hasInterceptors` flag.
  func setInterceptor<RouterType, PerformHook, SuccessHook, ErrorHook, GlobalErrorHandler, Hook>(
    _ family: (RouteRegistry) -> FamilyTables<RouterType>,
    _ slot: WritableKeyPath<InterceptorSlots<PerformHook, SuccessHook, ErrorHook>, Hook?>, to interceptor: Hook?
  ) where RouterType.FamilyState == RouterFamilyHooks<PerformHook, SuccessHook, ErrorHook, GlobalErrorHandler> {
    locked {
      let state = family(self).state
      state.interceptors[keyPath: slot] = interceptor
      state.hasInterceptors = state.interceptors.isAnySet
      republishServiceRoutes()
    }
  }

  /// The service interceptors. Read them under the lock.
  var serviceInterceptors: Interceptors<ZIKAnyServiceRouter> { services.state.interceptors }

  /// The view interceptors. Read them under the lock.
  var viewInterceptors: ViewInterceptors { views.state.interceptors }

  /// The global error handler of the service family. Read and write it under the lock.
  var serviceGlobalErrorHandler: (@Sendable (ZIKAnyServiceRouter?, ZIKRouteAction, any Error) -> Void)? {
    get { services.state.globalErrorHandler }
    set { services.state.globalErrorHandler = newValue }
  }

  /// The global error handler of the view family. Read and write it under the lock.
  var viewGlobalErrorHandler: ((ZIKAnyViewRouter?, ZIKRouteAction, any Error) -> Void)? {
    get { views.state.globalErrorHandler }
    set { views.state.globalErrorHandler = newValue }
  }

  /// Whether any service interceptor is set.
  var hasServiceInterceptors: Bool {
    locked { services.state.hasInterceptors }
  }

  /// Whether the default URL rule is on for views (`true`) or services (`false`).
  func defaultURLRuleEnabled(views: Bool) -> Bool {
    locked { views ? self.views.state.runsDefaultURLRule : services.state.runsDefaultURLRule }
  }

  /// The factory `makeDestination` may call for destination key `key` without a router: a simple registration's,
  /// typed by the key's protocol, while no service interceptor is set (one lock).
  func serviceDirectFactory(for key: ObjectIdentifier) -> TypedServiceFactory? {
    lookup {
      services.state.hasInterceptors
        ? nil : services.directRouterType(forDestination: key)?.directTypedFactory(for: key)
    }
  }

  /// The service router type for a destination key, and whether any service interceptor is set (one lock).
  func serviceRouterTypeForMaking(_ key: ObjectIdentifier) -> (ZIKAnyServiceRouterType, intercepted: Bool)? {
    lookup {
      services.resolve(key, role: .destination).map { ($0, services.state.hasInterceptors) }
    }
  }
}
