import Editor
import Login
import Shell
import Sync

// Login's session service already has `currentUser` (and `register` and `logout`): it fits Editor's, Sync's and the
// shell's required sessions as it is.
extension SessionService: EditorRequiredSession {}
extension SessionService: SyncRequiredSession {}
extension SessionService: ShellRequiredSessions {}
