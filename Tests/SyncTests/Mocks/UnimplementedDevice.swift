import Sync
import Testing

/// A ``SyncRequiredDevice`` for tests in which the device identity must not be read: every read records an issue.
final class UnimplementedDevice: SyncRequiredDevice, Sendable {
  var deviceID: String {
    Issue.record("UnimplementedDevice.deviceID was read")
    return "unimplemented"
  }
}
