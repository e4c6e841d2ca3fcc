import Sync

// The environment answers Sync's question about this run directly: `deviceID` is this data directory's identity.
extension AppEnvironment: SyncRequiredDevice {}
