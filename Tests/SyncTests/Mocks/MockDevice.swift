import Sync

/// A ``SyncRequiredDevice`` with a fixed identifier.
final class MockDevice: SyncRequiredDevice, Sendable {
  let deviceID: String

  init(deviceID: String) { self.deviceID = deviceID }
}
