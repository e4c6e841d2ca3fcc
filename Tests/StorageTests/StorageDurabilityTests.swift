import Foundation
import TestSupport
import Testing

@testable import Storage

/// Acknowledged writes survive the writer being killed: a child process writes through `SQLiteNoteStore`,
/// printing each write after the store returned, and is killed with SIGKILL at random moments.
@Suite struct StorageDurabilityTests {
  static let rounds = 15
  /// The crash writer's product name in Package.swift.
  static let writerName = "storage-crash-writer"

  @Test func everyAcknowledgedWriteSurvivesSIGKILLAtRandomMoments() async throws {
    let folders = BuiltExecutable.candidateFolders()
    let writer = try #require(
      BuiltExecutable.find(Self.writerName, in: folders),
      Comment(rawValue: BuiltExecutable.missing(Self.writerName, searched: folders).description))

    try await withTemporaryDirectory { directory in
      let databasePath = directory.appendingPathComponent("crash/notes.sqlite").path
      var acknowledged = AcknowledgedWrites()

      for round in 1...Self.rounds {
        let child = try CrashWriterProcess(
          executable: writer, databasePath: databasePath,
          errorLog: directory.appendingPathComponent("stderr-\(round).txt"))
        // Round 1 kills the writer while it starts, likely while it creates the file and its schema.
        // Later rounds let it acknowledge something, then kill it at a random point of its write loop.
        let killsEarly = round == 1
        if killsEarly {
          try await Task.sleep(for: .milliseconds(Int.random(in: 0...30)))
        } else {
          let firstLineDeadline = ContinuousClock.now + .seconds(10)
          while child.lines.isEmpty && child.isRunning && ContinuousClock.now < firstLineDeadline {
            try await Task.sleep(for: .milliseconds(2))
          }
          try await Task.sleep(for: .milliseconds(Int.random(in: 0...120)))
        }
        child.sendSIGKILL()
        // Generous: a loaded machine can take seconds to reap a killed child; the bound only stops a hang.
        let signal = try await child.waitForEnd(timeout: .seconds(60))
        // Foundation's Process sometimes reports a killed child as "exit 0" while many processes start and end at
        // once; the writer's own words tell a kill from an ending by itself: it prints a line whenever it stops on
        // its own (at its deadline or on a failure), and nothing when it is killed.
        try #require(
          !child.isRunning && (signal == SIGKILL || child.errorOutput.isEmpty),
          "round \(round): the writer was not killed by SIGKILL but ended by itself (\(child.ending)): \(child.errorOutput)"
        )

        let lines = child.lines
        try #require(
          killsEarly || !lines.isEmpty,
          "round \(round): the writer acknowledged no write before the kill. \(child.errorOutput)")
        let unreadable = lines.compactMap { acknowledged.record($0) }
        #expect(unreadable.isEmpty, "round \(round): \(unreadable.prefix(3))")

        // The database must open cleanly and hold everything acknowledged so far.
        let store = try SQLiteNoteStore(path: databasePath)
        #expect(try store.integrityCheck() == ["ok"], "round \(round)")
        let problems = try acknowledged.problems(in: store)
        #expect(problems.isEmpty, "round \(round): \(problems.count) problems, e.g. \(problems.prefix(5))")
      }

      #expect(acknowledged.count >= Self.rounds - 1)
    }
  }

  @Test func locatorFindsTheWriterOnlyWhereItIsAndSaysToBuildOtherwise() throws {
    try withTemporaryDirectory { directory in
      let empty = directory.appendingPathComponent("empty", isDirectory: true)
      let products = directory.appendingPathComponent("products", isDirectory: true)
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: products, withIntermediateDirectories: true)
      let executable = products.appendingPathComponent(Self.writerName)
      try #require(
        FileManager.default.createFile(
          atPath: executable.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))

      #expect(BuiltExecutable.find(Self.writerName, in: [empty]) == nil)
      #expect(BuiltExecutable.find(Self.writerName, in: [empty, products])?.path == executable.path)
      let message = BuiltExecutable.missing(Self.writerName, searched: [empty]).description
      #expect(message.contains("swift build"))
      #expect(message.contains(empty.path))
    }
  }
}
