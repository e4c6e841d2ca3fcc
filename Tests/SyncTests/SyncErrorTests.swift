import Foundation
import TestSupport
import Testing
import ZRouter

@testable import Sync

/// Every error's message reads as sentences, even when what it quotes is a sentence of its own.
@Suite struct SyncErrorTests {
  /// An underlying error whose message is a whole sentence, closing period included.
  struct SentenceError: Error, CustomStringConvertible {
    var description: String { "The disk is full." }
  }

  static let samples: [SyncError] = [
    SyncError.notSignedIn, SyncError.invalidDeviceID,
    SyncError.invalidNoteID(id: "n1", reason: "it is empty."),
    SyncError.remoteUnavailable(location: "/replica", reason: "Permission denied."),
    SyncError.unreadableEntry(item: "note n1", reason: "The data is not valid JSON."),
    SyncError.remoteWriteFailed(item: "n1.json", reason: "No space left on device."),
    SyncError.remoteFailed(operation: "list the entries", underlying: SentenceError()),
    SyncError.localStoreFailed(operation: "save a note", underlying: SentenceError()),
    SyncError.stateStoreFailed(operation: "save the sync state", underlying: SentenceError()),
  ]

  @Test func everyCodeIsSampled() {
    let codes: [SyncError.Code] = [
      .notSignedIn, .invalidDeviceID, .invalidNoteID, .remoteUnavailable, .unreadableEntry, .remoteWriteFailed,
      .remoteFailed, .localStoreFailed, .stateStoreFailed,
    ]
    #expect(Self.samples.map(\.code) == codes, "each case reports its own code")
    #expect(Set(Self.samples.map(\.code)).count == 9, "no two cases share a code")
    #expect(
      Self.samples.map(\.code.rawValue) == [
        "notSignedIn", "invalidDeviceID", "invalidNoteID", "remoteUnavailable", "unreadableEntry", "remoteWriteFailed",
        "remoteFailed", "localStoreFailed", "stateStoreFailed",
      ], "each code is named after its static member")
  }

  @Test(arguments: samples)
  func messageHasNoDoubledPeriod(error: SyncError) {
    #expect(!error.description.hasDoubledPeriod, "\(error.description)")
    #expect(error.description.hasSuffix("."), "\(error.description)")
    #expect(error.localizedDescription == error.description)
  }

  @Test func aFolderThatCannotBeCreatedQuotesTheReasonWithoutItsPeriod() throws {
    let folders = try TemporaryFolder()
    let file = folders.url.appendingPathComponent("a-file")
    try Data().write(to: file)
    #expect {
      _ = try FolderRemote(directory: file.appendingPathComponent("below"))
    } throws: { error in
      let text = (error as? SyncError)?.description ?? ""
      return text.contains("cannot be created (") && !text.hasDoubledPeriod && !text.contains(".)")
    }
  }
}
