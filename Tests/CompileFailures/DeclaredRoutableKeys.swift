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

func useDeclaredKeys() {
  _ = Router.to(RoutableService<any DeclaredServiceInput>())
  _ = Router.to(RoutableServiceModule<any DeclaredServiceModuleInput>())
  _ = RoutableView<any DeclaredViewInput>()
  _ = RoutableViewModule<any DeclaredViewModuleInput>()
}
