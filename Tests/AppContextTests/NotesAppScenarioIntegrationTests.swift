import Foundation
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// End to end through the shell, the way a person uses the app: each `run` is one app run (a fresh registry over the
/// same data directory), and two data directories sync through one shared folder.
@MainActor @Suite struct NotesAppScenarioIntegrationTests {
  /// Runs shell commands in one app run and returns what it printed.
  @discardableResult
  func run(
    _ folders: TemporaryFolders, device: String, password: String = "correct horse", _ commands: [String],
    storage: AppConfiguration.StorageKind = .sqlite
  ) throws -> [String] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      _ = try AppContext.start(folders.configuration(device: device, storage: storage))
      var output: [String] = []
      let shell = NotesShell(
        kind: .interactive, readPassword: { _ in password }, write: { output.append($0) },
        writeError: { output.append($0) })
      for command in commands { shell.execute(line: command) }
      return output
    }
  }

  func notes(_ folders: TemporaryFolders, device: String) throws -> [ShellNote] {
    try ZIKRouteRegistry.withIsolatedRegistry {
      try AppContext.start(folders.configuration(device: device)).noteStore().allNotes()
    }
  }

  @Test func loginCreateEditSyncAndConcurrentEditKeepBothVersions() throws {
    let folders = try TemporaryFolders()
    let created = try run(folders, device: "a", ["signup alice", "login alice", "new Groceries 'milk, eggs'"])
    #expect(created.contains { $0.hasPrefix("Created ") && $0.contains("Groceries") }, "\(created)")
    #expect(created.contains("[Notes › Editor “Groceries”]"), "\(created)")

    // Alice's second device: same user, another data directory.
    try run(folders, device: "b", ["signup alice", "login alice", "sync"])
    let onB = try notes(folders, device: "b")
    #expect(onB.map(\.title) == ["Groceries"])
    let id = try #require(onB.first?.id)

    try run(folders, device: "a", ["edit \(id.prefix(8)) --body 'milk, eggs, bread'"])
    try run(folders, device: "b", ["edit \(id.prefix(8)) --body 'milk, eggs, butter'"])
    try run(folders, device: "a", ["sync"])
    try run(folders, device: "b", ["sync"])
    try run(folders, device: "a", ["sync"])

    let finalA = try notes(folders, device: "a")
    let finalB = try notes(folders, device: "b")
    #expect(Set(finalA.map(\.body)) == ["milk, eggs, bread", "milk, eggs, butter"])
    #expect(Set(finalA.map(\.id)) == Set(finalB.map(\.id)))
    #expect(Set(finalA.map(\.body)) == Set(finalB.map(\.body)))
    #expect(finalA.contains { $0.title.contains("conflict copy") })
  }

  @Test func savingWhileSignedOutExplainsHowToSignInAndSavesAfterIt() throws {
    let folders = try TemporaryFolders()
    let output = try run(folders, device: "a", ["signup ada", "new Draft", "login ada", "list"], storage: .memory)
    #expect(output.contains { $0.hasPrefix("error: ") && $0.contains("login <user>") }, "\(output)")
    #expect(output.contains { $0.contains("presenting Login") }, "\(output)")
    #expect(output.contains { $0.hasPrefix("Created ") && $0.contains("“Draft”") }, "\(output)")
    #expect(output.contains { $0.hasSuffix("  Draft") }, "\(output)")
  }

  @Test func wrongPasswordIsOneClearLineAndTheLoginViewIsDismissed() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", password: "right-one", ["signup dana"])
    let output = try run(folders, device: "a", password: "wrong-one", ["login dana", "whoami"])
    #expect(output.first?.hasPrefix("error: ") == true, "\(output)")
    #expect(output.contains("Nobody is signed in."))
    #expect(!output.contains { $0.contains("presenting") })
  }

  @Test func badCommandsGetOneLineErrorsAndTheShellGoesOn() throws {
    let folders = try TemporaryFolders()
    let output = try run(
      folders, device: "a", ["frobnicate", "open", "edit x", "new 'unclosed", "open nope", "whoami"], storage: .memory)
    let errors = output.filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 5, "\(output)")
    #expect(output.contains("Nobody is signed in."))
  }

  @Test func routesListsKeysRoutersAndAdapterChains() throws {
    let folders = try TemporaryFolders()
    let output = try run(folders, device: "a", ["routes"], storage: .memory)
    #expect(
      output.contains {
        $0.contains(
          "RoutableService<EditorRequiredSession> → RoutableService<LoginProvidedSessionService> → SessionServiceRouter"
        )
      }, "\(output)")
    #expect(output.contains { $0.contains("RoutableView<EditorRequiredLoginView> → EditorLoginViewProxyRouter") })
  }

  @Test func deleteRemovesTheNoteAndSyncPropagatesIt() throws {
    let folders = try TemporaryFolders()
    try run(folders, device: "a", ["signup erin", "login erin", "new Temporary"])
    try run(folders, device: "b", ["signup erin", "login erin", "sync"])
    let id = try #require(try notes(folders, device: "a").first?.id)
    let deleted = try run(folders, device: "a", ["delete \(id.prefix(8))", "sync"])
    #expect(deleted.contains { $0.hasPrefix("Deleted ") }, "\(deleted)")
    try run(folders, device: "b", ["sync"])
    #expect(try notes(folders, device: "b").isEmpty)
  }
}
