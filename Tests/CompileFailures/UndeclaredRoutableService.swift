// MUST NOT COMPILE: `RoutableService<X>()` for a protocol nobody declared routable.
// Checked by scripts/check-compile-failures.sh, which expects "not declared as routable" in the diagnostics.
// This directory is not a SwiftPM target: only the script type-checks these files.
import ZRouter

protocol UndeclaredServiceInput: AnyObject {}

func lookUpUndeclaredService() {
  _ = Router.to(RoutableService<any UndeclaredServiceInput>())
}
