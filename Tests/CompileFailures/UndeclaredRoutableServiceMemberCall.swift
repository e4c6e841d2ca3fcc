// MUST NOT COMPILE: the recommended call, `Router.makeDestination(to: .member)`, with a member nobody declared. The
// one-argument `makeDestination(to:)` is the only overload the type checker tries first, so the error names the key
// type and the missing member (it used to say that `.undeclaredReportInput` had no contextual type).
// Checked by scripts/check-compile-failures.sh.
// expect-diagnostic: has no member 'undeclaredReportInput'
// This directory is not a SwiftPM target: only the script type-checks these files.
import ZRouter

protocol UndeclaredReportInput: AnyObject {}

func makeUndeclaredReport() -> (any UndeclaredReportInput)? {
  Router.makeDestination(to: .undeclaredReportInput)
}

func makeUndeclaredReportDiscardingIt() {
  _ = Router.makeDestination(to: .undeclaredReportInput)
}
