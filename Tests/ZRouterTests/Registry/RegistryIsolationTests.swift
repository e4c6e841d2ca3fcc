import Foundation
import Testing
import ZRouter

/// Isolated registries: registrations, finish state, handlers and interceptors made inside never
/// leak out, and two isolated registries used at the same time do not see each other, for the sync and async twins.
@Suite struct RegistryIsolationTests {
  @Test @MainActor func aFreshIsolatedRegistryIsEmpty() {
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(!ZIKRouteRegistry.registrationFinished)
      #expect(ZIKRouteRegistry.autoRegister)
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      #expect(ZIKAnyServiceRouter.globalErrorHandler == nil)
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      var enumerated = 0
      Router.enumerateAllServiceRouters { _ in enumerated += 1 }
      #expect(enumerated == 0)
    }
  }

  @Test @MainActor func nothingMadeInsideAnIsolatedRegistryLeaksOut() {
    // The outer isolated registry stands for "outside", so this test never touches the process-wide registry.
    ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      let outerLog = ServiceEventLog()
      let innerLog = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = outerLog.globalErrorHandler
      ZIKRouteRegistry.withIsolatedRegistry {
        ZIKRouteRegistry.autoRegister = false
        ZIKAnyServiceRouter.globalErrorHandler = innerLog.globalErrorHandler
        ZIKAnyServiceRouter.interceptAfterSuccessAction { _, _ in innerLog.append("inner interceptor") }
        ProbeServiceRouter.registerRoutableDestination()
        ClasslessServiceRouter.registerRoutableDestination()
        ZIKRouteRegistry.declare(SwitchableService(RoutableService<any UnprovidedServiceInput>()))
        ZIKRouteRegistry.notifyRegistrationFinished()
        #expect(ZIKRouteRegistry.registrationFinished)
        #expect(!ZIKRouteRegistry.validationIssues.isEmpty)
        #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
        #expect(innerLog.events == ["inner interceptor"])
      }
      #expect(!ZIKRouteRegistry.registrationFinished)
      #expect(ZIKRouteRegistry.validationIssues.isEmpty)
      #expect(!ZIKRouteRegistry.autoRegister)
      #expect(Router.to(RoutableService<any ProbeServiceInput>()) == nil)
      #expect(Router.to(serviceIdentifier: "probe-service") == nil)
      #expect(outerLog.events == ["global(toService,0)", "global(toService,0)"])

      innerLog.clear()
      ProbeServiceRouter.registerRoutableDestination()  // the outer registry is still open
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(innerLog.events.isEmpty)
      #expect(ZIKRouteRegistry.validate().isEmpty)
    }
  }

  @Test func twoSyncIsolatedRegistriesOnParallelThreadsDoNotSeeEachOther() async {
    let log = ServiceEventLog()
    let registered = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    let looked = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    await runOnThreads(2) { side in
      ZIKRouteRegistry.withIsolatedRegistry {
        ZIKRouteRegistry.autoRegister = false
        ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in log.append("side \(side): global") }
        if side == 0 {
          ProbeServiceRouter.registerRoutableDestination()
        } else {
          ZIKAnyServiceRouter.register(
            RoutableService<any ProbeServiceInput>(), forMakingService: DefaultConstructibleProbeService.self)
          DuplicateProbeServiceRouter.registerRoutableDestination()  // its key is a duplicate here: one issue
        }
        // Both registries are populated before either looks anything up.
        registered[side].signal()
        registered[1 - side].wait()
        var kinds = Set<String>()
        for _ in 0..<500 {
          let made = Router.makeDestination(to: RoutableService<any ProbeServiceInput>())
          kinds.insert(made.map { "\(type(of: $0))" } ?? "nil")
        }
        _ = Router.to(RoutableService<any UnprovidedServiceInput>())
        log.append("side \(side): made \(kinds.sorted()), issues \(ZIKRouteRegistry.validate().count)")
        // Both stay inside their registries until both looked up.
        looked[side].signal()
        looked[1 - side].wait()
      }
    }
    let events = log.events.sorted()
    let expected = [
      "side 0: global", "side 0: made [\"ProbeService\"], issues 0",
      "side 1: global", "side 1: made [\"DefaultConstructibleProbeService\"], issues 1",
    ]
    #expect(events == expected)
  }

  @Test func twoAsyncIsolatedRegistriesInParallelTasksDoNotSeeEachOther() async {
    let registered = ServiceRendezvous(parties: 2)
    let looked = ServiceRendezvous(parties: 2)
    let log = ServiceEventLog()
    await withTaskGroup(of: Void.self) { group in
      for side in 0..<2 {
        group.addTask {
          await ZIKRouteRegistry.withIsolatedRegistry {
            ZIKRouteRegistry.autoRegister = false
            ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in log.append("side \(side): global") }
            if side == 0 {
              ProbeServiceRouter.registerRoutableDestination()
              await MainActor.run { ZIKRouteRegistry.notifyRegistrationFinished() }
            } else {
              ZIKAnyServiceRouter.register(
                RoutableService<any ProbeServiceInput>(), forMakingService: DefaultConstructibleProbeService.self)
            }
            await registered.arrive()
            var kinds = Set<String>()
            for round in 0..<200 {
              let made = Router.makeDestination(to: RoutableService<any ProbeServiceInput>())
              kinds.insert(made.map { "\(type(of: $0))" } ?? "nil")
              if round % 20 == 0 { await Task.yield() }
            }
            _ = Router.to(RoutableService<any UnprovidedServiceInput>())
            log.append("side \(side): made \(kinds.sorted()), finished \(ZIKRouteRegistry.registrationFinished)")
            await looked.arrive()
          }
        }
      }
    }
    let events = log.events.sorted()
    let expected = [
      "side 0: global", "side 0: made [\"ProbeService\"], finished true",
      "side 1: global", "side 1: made [\"DefaultConstructibleProbeService\"], finished false",
    ]
    #expect(events == expected)
  }

  @Test func tasksStartedInsideAnIsolatedRegistrySeeIt() async {
    await ZIKRouteRegistry.withIsolatedRegistry {
      ZIKRouteRegistry.autoRegister = false
      ProbeServiceRouter.registerRoutableDestination()
      let made = await Task { Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil }.value
      #expect(made)
      let inGroup = await withTaskGroup(of: Bool.self) { group in
        group.addTask { Router.to(RoutableService<any ProbeServiceInput>()) != nil }
        return await group.next() ?? false
      }
      #expect(inGroup)
    }
  }
}
