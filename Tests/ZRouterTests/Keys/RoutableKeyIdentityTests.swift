import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// Key identity: a key is its protocol's metatype, so composition order does not matter and `A` differs from
/// `A & B`, for all four key kinds and through the registry.
@Suite @MainActor struct RoutableKeyIdentityTests {
  @Test func composedServiceKeysAreEqualInEitherOrder() {
    let ab = RoutableService<any KeyServiceInputA & KeyServiceInputB>()
    let ba = RoutableService<any KeyServiceInputB & KeyServiceInputA>()
    #expect(ab == ba)
    #expect(ab.key == ba.key)
    #expect(ab.hashValue == ba.hashValue)
    #expect(Set([ab, ba]).count == 1)
  }

  @Test func aProtocolAndAComposedProtocolAreDifferentServiceKeys() {
    let a = RoutableService<any KeyServiceInputA>()
    let ab = RoutableService<any KeyServiceInputA & KeyServiceInputB>()
    #expect(a.key != ab.key)
    #expect(RoutableService<any KeyServiceInputA>() == a)
  }

  @Test func composedServiceModuleKeysAreEqualInEitherOrder() {
    let ab = RoutableServiceModule<any KeyServiceInputA & KeyServiceInputB>()
    let ba = RoutableServiceModule<any KeyServiceInputB & KeyServiceInputA>()
    #expect(ab == ba)
    #expect(RoutableServiceModule<any KeyServiceInputA>().key != ab.key)
  }

  @Test func composedViewKeysWithAClassAreEqualInEitherOrder() {
    let controllerFirst = RoutableView<any HeadlessViewController & KeyViewInput>()
    let protocolFirst = RoutableView<any KeyViewInput & HeadlessViewController>()
    #expect(controllerFirst == protocolFirst)
    #expect(controllerFirst.hashValue == protocolFirst.hashValue)
    #expect(RoutableView<any KeyViewInput>().key != controllerFirst.key)
  }

  @Test func composedViewModuleKeysAreEqualInEitherOrder() {
    let ab = RoutableViewModule<any KeyServiceInputA & KeyServiceInputB>()
    let ba = RoutableViewModule<any KeyServiceInputB & KeyServiceInputA>()
    #expect(ab == ba)
    #expect(RoutableViewModule<any KeyViewInput>().key != ab.key)
  }

  @Test func switchableKeysKeepTheProtocolIdentity() {
    let ab = SwitchableService(RoutableService<any KeyServiceInputA & KeyServiceInputB>())
    let ba = SwitchableService(RoutableService<any KeyServiceInputB & KeyServiceInputA>())
    #expect(ObjectIdentifier(ab.routableProtocol) == ObjectIdentifier(ba.routableProtocol))
    #expect(ObjectIdentifier(ab.routableProtocol) != ObjectIdentifier((any KeyServiceInputA).self))
    #expect(SwitchableView(RoutableView<any HeadlessViewController & KeyViewInput>()).typeName.contains("KeyViewInput"))
  }

  @Test func aComposedKeyRegisteredInOneOrderIsFoundInTheOther() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(
        RoutableService<any KeyServiceInputA & KeyServiceInputB>(), forMakingService: KeyService.self
      ) { _ in KeyService() }
    }) {
      let log = ServiceEventLog()
      ZIKAnyServiceRouter.globalErrorHandler = log.globalErrorHandler
      let found = try #require(Router.to(RoutableService<any KeyServiceInputB & KeyServiceInputA>()))
      #expect(found.makeDestination() is KeyService)
      #expect(Router.to(RoutableService<any KeyServiceInputA>()) == nil)
      #expect(log.events == ["global(toService,0)"])
    }
  }
}

// MARK: Keys of this suite

protocol KeyServiceInputA: AnyObject {}
protocol KeyServiceInputB: AnyObject {}

/// Adopts both key protocols.
final class KeyService: ZIKRoutableService, KeyServiceInputA, KeyServiceInputB {}

/// A view protocol composed with `HeadlessViewController` in view keys.
protocol KeyViewInput: AnyObject {}

extension RoutableService where Protocol == any KeyServiceInputA {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableService where Protocol == any KeyServiceInputA & KeyServiceInputB {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any KeyServiceInputA {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any KeyServiceInputA & KeyServiceInputB {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableViewModule where Protocol == any KeyServiceInputA & KeyServiceInputB {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableViewModule where Protocol == any KeyViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == any KeyViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == any HeadlessViewController & KeyViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
