// MUST NOT COMPILE: `RoutableViewModule<X>()` for a view module protocol nobody declared routable.
// Checked by scripts/check-compile-failures.sh, which expects "not declared as routable" in the diagnostics.
import ZRouter

protocol UndeclaredViewModuleInput: AnyObject {}

let undeclaredViewModuleKey = RoutableViewModule<any UndeclaredViewModuleInput>()
