// MUST COMPILE: the positive control of scripts/check-compile-failures.sh. Every key kind, declared the documented
// way, builds and is accepted by the `Router` entry points. If this file stops compiling, the failures of the
// `Undeclared*.swift` fixtures prove nothing.
import ZRouter

protocol DeclaredServiceInput: AnyObject {}
protocol DeclaredServiceModuleInput: AnyObject {}
protocol DeclaredViewInput: AnyObject {}
protocol DeclaredViewModuleInput: AnyObject {}

extension RoutableService where Protocol == any DeclaredServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableServiceModule where Protocol == any DeclaredServiceModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == any DeclaredViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
extension RoutableViewModule where Protocol == any DeclaredViewModuleInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// The member form: a static member of its own name per protocol (linear compile time at app scale).
protocol DeclaredMemberServiceInput: AnyObject {}
protocol DeclaredMemberViewInput: AnyObject {}

extension RoutableService where Protocol == any DeclaredMemberServiceInput {
  static var declaredMemberServiceInput: Self { Self(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == any DeclaredMemberViewInput {
  static var declaredMemberViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

func useDeclaredMemberKeys() {
  _ = Router.to(RoutableService.declaredMemberServiceInput)
  _ = Router.makeDestination(to: .declaredMemberServiceInput)
  let key: RoutableService<any DeclaredMemberServiceInput> = .declaredMemberServiceInput
  _ = key
  _ = RoutableView.declaredMemberViewInput
}

func useDeclaredKeys() {
  _ = Router.to(RoutableService<any DeclaredServiceInput>())
  _ = Router.to(RoutableServiceModule<any DeclaredServiceModuleInput>())
  _ = RoutableView<any DeclaredViewInput>()
  _ = RoutableViewModule<any DeclaredViewModuleInput>()
}
