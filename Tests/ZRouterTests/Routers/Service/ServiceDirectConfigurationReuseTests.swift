import Foundation
import Testing
import ZRouter
import ZRouterTesting

/// A simple registration's factory called directly gets a default configuration; when the factory neither keeps nor
/// changes it, the next direct call on the thread gets the same object again instead of a new one. Whatever the
/// factory does, every call sees a configuration holding only defaults, and no two calls in progress share one.
@Suite @MainActor struct ServiceDirectConfigurationReuseTests {
  @Test func aConfigurationTheFactoryDidNotKeepIsReused() {
    let identities = IdentityLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        configuration in
        identities.append(ObjectIdentifier(configuration))
        return ProbeService()
      }
    }) {
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      let seen = identities.all
      #expect(seen.count == 2 && seen[0] == seen[1])
    }
  }

  @Test func aConfigurationTheFactoryChangedIsNeverHandedOutAgain() {
    let seen = DefaultsLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        configuration in
        seen.append(
          configuration.successHandler == nil && configuration.errorHandler == nil
            && configuration.prepareDestination == nil && configuration.userInfo.isEmpty)
        configuration.successHandler = { _ in }
        configuration.errorHandler = { _, _ in }
        configuration.prepareDestination = { _ in }
        configuration.addUserInfo(forKey: "changed", object: true)
        return ProbeService()
      }
    }) {
      for _ in 0..<3 { #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil) }
      #expect(seen.all == [true, true, true])
    }
  }

  @Test func aNestedDirectCallGetsAConfigurationOfItsOwn() {
    let identities = IdentityLog()
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyServiceRouter.register(RoutableService<any AServiceInput>(), forMakingService: AService.self) {
        configuration in
        identities.append(ObjectIdentifier(configuration))
        return AService()
      }
      ZIKAnyServiceRouter.register(RoutableService<any ProbeServiceInput>(), forMakingService: ProbeService.self) {
        configuration in
        identities.append(ObjectIdentifier(configuration))
        let inner = Router.makeDestination(to: RoutableService<any AServiceInput>())
        identities.append(ObjectIdentifier(configuration))
        return inner == nil ? nil : ProbeService()
      }
    }) {
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      let seen = identities.all
      // Outer, inner, outer again: the inner call ran while the outer one held its configuration.
      #expect(seen.count == 3 && seen[0] != seen[1] && seen[0] == seen[2])
    }
  }

  /// `makeDestination` reuses a configuration only when every stored property still holds its default. If this
  /// count changes, extend that check (`ZIKPerformRouteConfiguration.holdsOnlyDefaults`) with the new property.
  @Test func everyStoredPropertyOfTheDefaultConfigurationIsKnown() {
    let mirror = Mirror(reflecting: ZIKPerformRouteConfiguration())
    let own = mirror.children.count
    let inherited = mirror.superclassMirror?.children.count ?? 0
    #expect(own == 6)
    #expect(inherited == 3)
    #expect(mirror.superclassMirror?.superclassMirror == nil)
  }
}

/// Object identities a factory saw, in order.
private final class IdentityLog: @unchecked Sendable {
  private let lock = NSLock()
  private var identities: [ObjectIdentifier] = []

  func append(_ identity: ObjectIdentifier) { lock.withLock { identities.append(identity) } }
  var all: [ObjectIdentifier] { lock.withLock { identities } }
}

/// Whether each configuration a factory received held only defaults, in order.
private final class DefaultsLog: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Bool] = []

  func append(_ value: Bool) { lock.withLock { values.append(value) } }
  var all: [Bool] { lock.withLock { values } }
}
