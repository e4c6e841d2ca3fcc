// MUST NOT COMPILE: the member form of a key, `RoutableService.undeclaredServiceInput`, for a protocol nobody declared
// routable: the member does not exist. Checked by scripts/check-compile-failures.sh.
// expect-diagnostic: has no member 'undeclaredServiceInput'
// This directory is not a SwiftPM target: only the script type-checks these files.
import ZRouter

protocol UndeclaredServiceInput: AnyObject {}

func lookUpUndeclaredServiceByMember() {
  let key: RoutableService<any UndeclaredServiceInput> = .undeclaredServiceInput
  _ = Router.to(key)
}
