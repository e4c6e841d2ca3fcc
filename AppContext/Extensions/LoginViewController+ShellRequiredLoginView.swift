import Login
import Shell

// Login's view controller already has `errorMessage` and `submit(username:password:)`.
extension LoginViewController: @MainActor ShellRequiredLoginView {}
