import Editor
import Login
import Sync

// Login's session service already has `currentUser`: it fits Editor's and Sync's required sessions as it is.
extension SessionService: EditorRequiredSession {}
extension SessionService: SyncRequiredSession {}
