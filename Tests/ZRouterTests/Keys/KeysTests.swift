import Testing
import ZRouter

/// The four routable key types and their type-erased twins share one implementation: these tests hold every kind to
/// the same identity, printing and naming rules.
@Suite struct KeysTests {
  @Test func everyKindPrintsItsTypeAndTheProtocol() {
    #expect(RoutableView<any KeyViewInput>().description == "RoutableView<KeyViewInput>")
    #expect(RoutableViewModule<any KeyViewInput>().description == "RoutableViewModule<KeyViewInput>")
    #expect(RoutableService<any KeyServiceInputA>().description == "RoutableService<KeyServiceInputA>")
    #expect(RoutableServiceModule<any KeyServiceInputA>().description == "RoutableServiceModule<KeyServiceInputA>")
    #expect("\(RoutableService<any KeyServiceInputA>())" == "RoutableService<KeyServiceInputA>")
    #expect(RoutableViewModule<any KeyViewInput>().typeName == "KeyViewInput")
  }

  @Test func everyKindIsKeyedByTheProtocolMetatype() {
    let protocolKey = ObjectIdentifier((any KeyServiceInputA).self)
    #expect(RoutableService<any KeyServiceInputA>().key == protocolKey)
    #expect(RoutableServiceModule<any KeyServiceInputA>().key == protocolKey)
    #expect(RoutableView<any KeyViewInput>().key == ObjectIdentifier((any KeyViewInput).self))
    #expect(RoutableViewModule<any KeyViewInput>().key == ObjectIdentifier((any KeyViewInput).self))
    var hasher = Hasher()
    hasher.combine(protocolKey)
    #expect(RoutableServiceModule<any KeyServiceInputA>().hashValue == hasher.finalize())
  }

  @Test func everySwitchableKeyKeepsTheProtocolAndItsName() {
    let view = SwitchableView(RoutableView<any KeyViewInput>())
    let viewModule = SwitchableViewModule(RoutableViewModule<any KeyViewInput>())
    let service = SwitchableService(RoutableService<any KeyServiceInputA>())
    let serviceModule = SwitchableServiceModule(RoutableServiceModule<any KeyServiceInputA>())
    #expect(ObjectIdentifier(view.routableProtocol) == ObjectIdentifier((any KeyViewInput).self))
    #expect(ObjectIdentifier(viewModule.routableProtocol) == ObjectIdentifier((any KeyViewInput).self))
    #expect(ObjectIdentifier(service.routableProtocol) == ObjectIdentifier((any KeyServiceInputA).self))
    #expect(ObjectIdentifier(serviceModule.routableProtocol) == ObjectIdentifier((any KeyServiceInputA).self))
    #expect([view.typeName, viewModule.typeName] == ["KeyViewInput", "KeyViewInput"])
    #expect([service.typeName, serviceModule.typeName] == ["KeyServiceInputA", "KeyServiceInputA"])
    let erased: [any SwitchableKeyProtocol] = [view, viewModule, service, serviceModule]
    #expect(erased.map(\.typeName) == ["KeyViewInput", "KeyViewInput", "KeyServiceInputA", "KeyServiceInputA"])
    #expect(erased.map { ObjectIdentifier($0.routableProtocol) }.last == ObjectIdentifier((any KeyServiceInputA).self))
  }

  /// `init(declaredTypeName:)` is deprecated: the name only changes diagnostics, for every kind.
  @available(*, deprecated, message: "exercises the deprecated init(declaredTypeName:)")
  @Test func aGivenNameIsDiagnosticOnlyAndNeverTheKey() {
    let declared = RoutableService<any KeyServiceInputA>()
    let renamed = RoutableService<any KeyServiceInputA>(declaredTypeName: "SomethingElse")
    #expect(renamed == declared)
    #expect(renamed.hashValue == declared.hashValue)
    #expect(renamed.typeName == "SomethingElse")
    #expect(renamed.description == "RoutableService<SomethingElse>")
    #expect(SwitchableService(renamed).typeName == "SomethingElse")
    #expect(declared.typeName == "KeyServiceInputA")
    // A different protocol with the same spelled name is still a different key.
    #expect(RoutableService<any KeyServiceInputB>(declaredTypeName: "KeyServiceInputA").key != declared.key)
    #expect(RoutableView<any KeyViewInput>(declaredTypeName: "V") == RoutableView<any KeyViewInput>())
    #expect(RoutableViewModule<any KeyViewInput>(declaredTypeName: "M").description == "RoutableViewModule<M>")
    #expect(
      RoutableServiceModule<any KeyServiceInputA>(declaredTypeName: "S")
        == RoutableServiceModule<any KeyServiceInputA>())
  }
}
