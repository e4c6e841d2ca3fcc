import Foundation
import Testing

@testable import Shell

/// Line editing is loaded when the shell starts: a missing or unusable libedit gives plain line input and one notice,
/// never a crash.
@Suite struct TerminalLineReaderTests {
  @Test func aMissingLibraryIsAFailureThatNamesIt() throws {
    let result = EditLineLibrary.load(names: ["libzrouter-missing.so.9", "libzrouter-missing.dylib"])
    guard case .failure(let failure) = result else {
      Issue.record("a library that does not exist was loaded")
      return
    }
    #expect(failure.description == "libzrouter-missing.so.9 not found, libzrouter-missing.dylib not found")
  }

  #if os(Linux)
    @Test func aLibraryWithoutReadlineIsAFailureThatSaysWhatItLacks() throws {
      let result = EditLineLibrary.load(names: ["libm.so.6"])
      guard case .failure(let failure) = result else {
        Issue.record("the maths library was taken for libedit")
        return
      }
      #expect(failure.description == "libm.so.6 lacks readline, add_history or using_history")
    }
  #endif

  @Test func noNameToTryIsAFailure() {
    guard case .failure(let failure) = EditLineLibrary.load(names: []) else {
      Issue.record("nothing was loaded, yet the load succeeded")
      return
    }
    #expect(failure.description == "no library name to try")
  }

  @Test func withoutLibeditTheShellReadsPlainLinesAfterOneNotice() {
    var notices: [String] = []
    let reader = TerminalLineReader.make(libraryNames: ["libzrouter-missing.so.9"]) { notices.append($0) }
    #expect(reader is StandardInputLineReader)
    #expect(notices.count == 1)
    let notice = notices.first ?? ""
    #expect(notice.hasPrefix("notes: line editing is off (libzrouter-missing.so.9 not found)"), "\(notice)")
    #expect(notice.contains("libedit2"), "the notice says what to install: \(notice)")
    #expect(!notice.contains("\n"), "one line")
  }

  @Test(.enabled(if: systemHasLibedit, "the system's libedit (libedit2) is installed"))
  func withTheSystemsLibeditTheShellEditsLinesWithoutANotice() {
    var notices: [String] = []
    let reader = TerminalLineReader.make { notices.append($0) }
    #expect(reader is EditLineReader)
    #expect(notices.isEmpty, "\(notices)")
  }
}

/// Whether the dynamic loader finds one of the names the shell tries.
private let systemHasLibedit = TerminalLineReader.libEditNames.contains { name in
  guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return false }
  dlclose(handle)
  return true
}
