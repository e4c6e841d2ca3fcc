// MUST NOT COMPILE: declaring `DeclaredSiblingInput` routable does not make a different protocol routable,
// nor a composition that contains it (`A` and `A & B` are different keys).
// Checked by scripts/check-compile-failures.sh, which expects "not declared as routable" in the diagnostics.
import ZRouter

protocol DeclaredSiblingInput: AnyObject {}
protocol UndeclaredSiblingInput: AnyObject {}

extension RoutableService where Protocol == any DeclaredSiblingInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

let composedKey = RoutableService<any DeclaredSiblingInput & UndeclaredSiblingInput>()
