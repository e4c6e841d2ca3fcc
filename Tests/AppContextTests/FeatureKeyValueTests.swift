import Foundation
import Sync
import Tags
import Testing
import ZRouter

@testable import AppContext
@testable import Shell

/// Each feature's values live under a prefix of its own in the app's key-value store.
@MainActor @Suite struct FeatureKeyValueTests {
  @Test func noFeaturePrefixIsAPrefixOfAnother() {
    for first in KeyValuePrefixes.all {
      for second in KeyValuePrefixes.all where first != second {
        #expect(!second.hasPrefix(first), "\(second) starts with \(first): the two features would share keys")
      }
    }
  }

  @Test func syncAndTagsWriteUnderTheirOwnPrefixesOnly() throws {
    let folders = try TemporaryFolders()
    try ZIKRouteRegistry.withIsolatedRegistry {
      let files = try FileStore(folder: folders.root.appendingPathComponent("files", isDirectory: true))
      _ = try AppContext.start(folders.configuration(device: "a"), stores: .replacement(notes: files, values: files))
      let state = try #require(Router.makeDestination(to: .syncRequiredStateStore))
      let tags = try #require(Router.makeDestination(to: .tagsRequiredValueStore))
      try state.set(Data("s".utf8), forKey: "same")
      try tags.set(Data("t".utf8), forKey: "same")
      #expect(try files.keys(withPrefix: "") == ["sync.same", "tags.same"])
      #expect(try state.data(forKey: "same") == Data("s".utf8))
      try state.set(nil, forKey: "same")
      #expect(try files.keys(withPrefix: "") == ["tags.same"])
    }
  }

  @Test func aKeyLongerThanEveryStoreAcceptsIsRefusedWithItsCode() throws {
    let folders = try TemporaryFolders()
    let files = try FileStore(folder: folders.root)
    let state = PrefixedKeyValueStore(values: files, prefix: KeyValuePrefixes.sync)
    let long = String(repeating: "x", count: ShellKeyValueLimits.maximumKeyByteCount)
    #expect { try state.set(Data(), forKey: long) } throws: { ($0 as? AppContextError)?.code == .keyTooLong }
    #expect(try files.keys(withPrefix: "").isEmpty)
  }

  @Test func tagsKeptThroughTheAppSurviveARestart() throws {
    let folders = try TemporaryFolders()
    for (run, expected) in [(1, [String]()), (2, ["errands", "home"])] {
      try ZIKRouteRegistry.withIsolatedRegistry {
        _ = try AppContext.start(folders.configuration(device: "a", syncing: false))
        let tags = try #require(Router.makeDestination(to: .tagsProvidedTagStore))
        #expect(try tags.tags(ofNote: "n1") == expected, "run \(run)")
        try tags.setTags(["home", "Errands"], ofNote: "n1")
      }
    }
  }
}
