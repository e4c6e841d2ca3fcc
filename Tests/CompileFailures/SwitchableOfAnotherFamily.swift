// MUST NOT COMPILE: a switchable key erases only keys of its own family, so `SwitchableView` cannot wrap a service key.
// Checked by scripts/check-compile-failures.sh.
// expect-diagnostic: requires the types
// This directory is not a SwiftPM target: only the script type-checks these files.
import ZRouter

protocol SwitchedServiceInput: AnyObject {}

extension RoutableService where Protocol == any SwitchedServiceInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

func eraseAServiceKeyAsAView() {
  _ = SwitchableView(RoutableService<any SwitchedServiceInput>())
}
