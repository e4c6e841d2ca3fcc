// The routable keys guide's other protocols.
protocol AViewInput: AnyObject {}
protocol LoginViewInput: AnyObject {}
protocol NetworkProblemViewInput: AnyObject {}
protocol UndeclaredInput: AnyObject {}

extension RoutableView where Protocol == any LoginViewInput {
  static var loginViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

extension RoutableView where Protocol == any NetworkProblemViewInput {
  static var networkProblemViewInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A module protocol: the editor's parameters, set before the editor is made.
protocol EditorModuleInput: AnyObject {
  var noteID: String { get set }
}

extension RoutableViewModule where Protocol == any EditorModuleInput {
  static var editorModuleInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// Whether the account, not the network, is the problem.
let accountProblem = true
