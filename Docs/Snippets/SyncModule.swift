// The Sync module and its tests' mocks and helpers (Tests/SyncTests).
import Sync
import Testing

@testable import SyncTests

/// What the engine is built from: the app's notes, the shared folder, the signed-in user, the engine's own state.
@MainActor let storeProxy = MockLocalStore(name: "laptop")
let sharedFolder = URL(fileURLWithPath: "/Volumes/Shared/notes-sync")
@MainActor let session = MockSession(user: "alice")
@MainActor let stateStore = MockStateStore()
