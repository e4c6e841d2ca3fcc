// MUST NOT COMPILE: `RoutableView<X>()` for a view protocol nobody declared routable.
// Checked by scripts/check-compile-failures.sh, which expects "not declared as routable" in the diagnostics.
import ZRouter

protocol UndeclaredViewInput: AnyObject {}

let undeclaredViewKey = RoutableView<any UndeclaredViewInput>()
