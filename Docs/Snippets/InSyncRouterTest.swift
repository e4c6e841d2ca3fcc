// Template: the block is the body of a router test of Sync, with a device's local store and a shared folder.
@MainActor func __snippet__() throws {
  let store = MockLocalStore(name: "laptop")
  let remote = try FolderRemote(directory: URL(fileURLWithPath: NSTemporaryDirectory()))
  // <snippet>
}
