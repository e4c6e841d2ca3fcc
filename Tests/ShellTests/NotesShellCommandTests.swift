import Foundation
import Shell
import Testing

@testable import Shell

/// The shell's commands against mocks of its required services: what it prints, what it refuses, and that it
/// provokes no router error along the way.
@MainActor @Suite struct NotesShellCommandTests {
  // MARK: sync

  @Test func syncWhenTheAppHasNoSyncFolderSaysSoAndNeverSyncs() throws {
    let harness = ShellHarness(syncConfigured: false)
    #expect(try harness.command(["sync"]) == .failed)
    #expect(harness.output.isEmpty)
    #expect(harness.errors.count == 1)
    let error = try #require(harness.errors.first)
    #expect(error.hasPrefix("error: sync is off: no sync folder was given"), "\(error)")
    #expect(error.contains("--sync-folder <folder>"), "says what to do: \(error)")
    #expect(harness.sync.syncs == 0)
    #expect(harness.routeErrors.reports.isEmpty, "\(harness.routeErrors.reports)")
  }

  @Test func syncWhenTheAppHasASyncFolderPrintsTheSummary() throws {
    let harness = ShellHarness(syncConfigured: true)
    #expect(try harness.command(["sync"]) == .succeeded)
    #expect(harness.output == ["Synced: pulled 0, pushed 0"])
    #expect(harness.errors.isEmpty)
    #expect(harness.sync.syncs == 1)
  }

  // MARK: list

  @Test func listSignedOutSaysNobodyIsSignedInAndHowToSignInEvenWhenNotesExist() throws {
    let harness = ShellHarness(user: nil, notes: [storedNote("e61a68ae-1", "Diary")])
    #expect(try harness.command(["list"]) == .succeeded)
    #expect(
      harness.output == [
        "Nobody is signed in, so no notes are shown (each account sees its own): sign in with: login <user> "
          + "(or create an account with: signup <user>)"
      ])
    #expect(harness.errors.isEmpty)
    #expect(harness.routeErrors.reports.isEmpty, "\(harness.routeErrors.reports)")
  }

  @Test(arguments: [["open", "e61a"], ["edit", "e61a", "--body", "b"], ["delete", "e61a"], ["tag", "e61a"]])
  func aNoteNamedWhileSignedOutAsksForASignInInsteadOfSayingNoIdMatches(words: [String]) throws {
    let harness = ShellHarness(user: nil, notes: [storedNote("e61a68ae-1", "Diary")])
    #expect(try harness.command(words) == .failed)
    #expect(
      harness.errors == [
        #"error: nobody is signed in, so no note "e61a" can be found (each account sees its own notes): "#
          + "sign in with: login <user> (or create an account with: signup <user>)"
      ])
    #expect(harness.store.writes == 0)
  }

  @Test func anUnknownIdSignedInSaysNoIdMatches() throws {
    let harness = ShellHarness(notes: [storedNote("e61a68ae-1", "Diary")])
    #expect(try harness.command(["open", "ffff"]) == .failed)
    #expect(harness.errors == [#"error: no note id starts with "ffff": run 'list' to see the ids"#])
  }

  @Test func listSignedInWithoutNotesOfTheirOwnSaysNoNotesYet() throws {
    let harness = ShellHarness(user: "bob", notes: [storedNote("e61a68ae-1", "Diary", owner: "ada")])
    #expect(try harness.command(["list"]) == .succeeded)
    #expect(harness.output == ["No notes yet. Create one with: new <title> [body]"])
  }

  @Test func listShortensATitleFromElsewhereThatIsPastTheLimit() throws {
    let long = String(repeating: "x", count: 1_000_000)
    let harness = ShellHarness(notes: [storedNote("e61a68ae-1", long)])
    #expect(try harness.command(["list"]) == .succeeded)
    let row = try #require(harness.output.first)
    #expect(row.hasSuffix(String(repeating: "x", count: NoteLimits.titleCharacters) + "…"), "\(row.suffix(20))")
    #expect(row.count < NoteLimits.titleCharacters + 40, "\(row.count) characters")
  }

  // MARK: empty ids

  @Test(arguments: [["open", ""], ["open", "  "], ["delete", ""], ["edit", "", "--title", "T"], ["tag", "", "x"]])
  func anEmptyIdPrintsTheUsageAndTouchesNothing(words: [String]) throws {
    let harness = ShellHarness(notes: [storedNote("e61a68ae-1", "Diary")])
    #expect(try harness.command(words) == .failed)
    let error = try #require(harness.errors.first)
    #expect(error.hasPrefix("error: usage: \(words[0]) <id>"), "\(error)")
    #expect(error.contains("the id is empty"), "\(error)")
    #expect(!error.contains("matches"), "\(error)")
    #expect(harness.store.writes == 0)
    #expect(try harness.store.allNotes().count == 1)
  }

  @Test func anEmptyIdNeverMatchesEveryNote() throws {
    let harness = ShellHarness(notes: [storedNote("aaaa", "One"), storedNote("bbbb", "Two")])
    #expect(try harness.command(["open", ""]) == .failed)
    #expect(harness.errors == ["error: usage: open <id> or open <url> (the id is empty: run 'list' to see the ids)"])
  }

  // MARK: links

  @Test(arguments: ["notes://bogus", "notes://notes/a/b", "http://example.com/notes", "notes://", "notes://notes/%20"])
  func anUnknownLinkGetsAMessageForUsersNotDevelopers(link: String) throws {
    let harness = ShellHarness(notes: [storedNote("e61a68ae-1", "Diary")])
    #expect(try harness.command(["open", link]) == .failed)
    let error = try #require(harness.errors.first)
    #expect(harness.errors.count == 1)
    #expect(error.contains("is not a link to a screen of the notes app"), "\(error)")
    #expect(error.contains("notes://notes/<id>"), "says what to open instead: \(error)")
    for developerWords in ["Register", "route", "router", "protocol"] {
      #expect(!error.contains(developerWords), "\(error)")
    }
    #expect(harness.routeErrors.reports.isEmpty, "\(harness.routeErrors.reports)")
  }

  @Test func aHugeUnknownLinkIsShortenedInTheMessage() throws {
    let link = "notes://" + String(repeating: "\u{1B}x", count: 100_000)
    let harness = ShellHarness()
    #expect(try harness.command(["open", link]) == .failed)
    let error = try #require(harness.errors.first)
    #expect(error.count < 600, "\(error.count) characters, for a 200,000-character link")
    #expect(!error.unicodeScalars.contains("\u{1B}"))
  }

  // MARK: limits

  @Test func aTitleOfAMegabyteIsRefusedWithTheLimitAndNothingIsSaved() throws {
    let harness = ShellHarness()
    let title = String(repeating: "t", count: 1_000_000)
    #expect(try harness.script(["new \(title) body"]) == false)
    #expect(
      harness.errors == [
        "error: the title is 1000000 characters long, and a title may have at most 200: shorten it "
          + "(the body can hold the rest), then save again"
      ])
    #expect(harness.output.isEmpty)
    #expect(harness.store.writes == 0)
  }

  @Test func titlesAndBodiesPastTheirLimitsAreRefusedForNewAndEdit() throws {
    let longTitle = String(repeating: "é", count: NoteLimits.titleCharacters + 1)
    // One character drawn with 300 combining marks is 301 characters for the limit.
    let stackedTitle = "e" + String(repeating: "\u{301}", count: 300)
    let longBody = String(repeating: "b", count: NoteLimits.bodyBytes + 1)
    let cases: [[String]] = [
      ["new", longTitle], ["new", stackedTitle], ["new", "T", longBody], ["edit", "e61a", "--title", longTitle],
      ["edit", "e61a", "--body", longBody],
    ]
    for words in cases {
      let harness = ShellHarness(notes: [storedNote("e61a68ae-1", "Diary")])
      #expect(try harness.command(words) == .failed)
      let error = try #require(harness.errors.first)
      let expected =
        words.contains(longBody) ? "a body may have at most 1048576 (1 MiB)" : "a title may have at most 200"
      #expect(error.contains(expected), "\(words.prefix(2)): \(error.prefix(200))")
      #expect(harness.store.writes == 0)
    }
  }

  @Test func titlesAndBodiesAtTheirLimitsAreAccepted() throws {
    let title = String(repeating: "é", count: NoteLimits.titleCharacters)
    let body = String(repeating: "b", count: NoteLimits.bodyBytes)
    #expect(try ShellCommand.parse(["new", title, body]) == .new(title: title, body: body))
    #expect(
      try ShellCommand.parse(["edit", "e61a", "--title", title, "--body", body])
        == .edit(id: "e61a", title: title, body: body))
  }

  @Test func theNoteStoreRefusesToSaveANotePastTheLimits() throws {
    let store = MockNoteStore()
    let notes = OwnedNoteStore(store: store, sessions: MockSessions(user: "ada"))
    let tooLong = [
      ShellNote(title: String(repeating: "t", count: NoteLimits.titleCharacters + 1), body: ""),
      ShellNote(title: "T", body: String(repeating: "b", count: NoteLimits.bodyBytes + 1)),
    ]
    for note in tooLong {
      #expect(throws: ShellError.self) { _ = try notes.save(note, expecting: .absent) }
      do {
        _ = try notes.save(note, expecting: .absent)
      } catch let error as ShellError {
        #expect(error.code == .tooLong)
      }
    }
    #expect(store.writes == 0)
    let atLimit = ShellNote(
      title: String(repeating: "t", count: NoteLimits.titleCharacters),
      body: String(repeating: "b", count: NoteLimits.bodyBytes))
    #expect(try notes.save(atLimit, expecting: .absent).revision == 1)
  }
}
