// MUST NOT COMPILE: `RoutableServiceModule<X>()` for a module protocol nobody declared routable.
// Checked by scripts/check-compile-failures.sh, which expects "not declared as routable" in the diagnostics.
import ZRouter

protocol UndeclaredServiceModuleInput: AnyObject {}

func lookUpUndeclaredServiceModule() {
  _ = Router.to(RoutableServiceModule<any UndeclaredServiceModuleInput>())
}
