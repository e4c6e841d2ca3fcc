// The recommended call forms, each with the most constraint-solver scopes its expression may take
// (`// scopes <= N`). Checked by scripts/check-call-site-cost.sh, which type-checks this file with
// `-debug-constraints` against the ZRouter module and fails when a call takes more: a new non-disfavored `Router`
// overload that such a call could match shows up here before it shows up in an app's build time.
// The limits are the counts measured with Swift 6.3; see Docs/Benchmarks.md, "Compile time".
// This directory is not a SwiftPM target: only the script type-checks this file.
import ZRouter

public protocol CostServiceInput: AnyObject { var value: Int { get } }
public protocol CostViewInput: AnyObject {}

extension RoutableService where Protocol == any CostServiceInput {
  public static var costServiceInput: Self { Self(declaredProtocol: Protocol.self) }
}
extension RoutableView where Protocol == any CostViewInput {
  public static var costViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

func makeService() -> Int? {
  Router.makeDestination(to: .costServiceInput)?.value  // scopes <= 5
}

func makeServiceDiscardingIt() {
  _ = Router.makeDestination(to: .costServiceInput)  // scopes <= 5
}

func performService() {
  Router.perform(to: .costServiceInput)  // scopes <= 7
}

@MainActor func pushView(from source: HeadlessViewController) {
  Router.perform(to: .costViewInput, path: .push(from: source))  // scopes <= 17
}
