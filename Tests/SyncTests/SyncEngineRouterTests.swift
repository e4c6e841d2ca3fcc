import Foundation
import TestSupport
import Testing
import ZRouter

@testable import Sync

@MainActor @Suite struct SyncEngineRouterTests {
  @Test func theRoutedEngineSyncsTwoDevicesThroughAFolderRemote() throws {
    let folder = try TemporaryFolder()
    let laptop = TestDevice("laptop", folder: folder.url)
    let phone = TestDevice("phone", folder: folder.url)
    laptop.store.create(title: "Groceries", body: "Milk")

    let pushed = try withSyncRouter(laptop) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let engine = try #require(Router.makeDestination(to: .syncProvidedEngine))
      #expect((engine as? SyncEngine)?.deviceID == "laptop")
      return try engine.sync()
    }
    #expect(pushed.pushed == 1)
    let files = try folder.fileNames()
    #expect(files.count == 1)
    let entry = String(decoding: try folder.contents(of: try #require(files.first)), as: UTF8.self)
    #expect(entry.contains("\"laptop\""))  // the routed device identifier is recorded in the entry

    let pulled = try withSyncRouter(phone) {
      try #require(Router.makeDestination(to: .syncProvidedEngine)).sync()
    }
    #expect(pulled.pulled == 1)
    #expect(phone.contents == laptop.contents)
  }

  @Test(arguments: SyncRequirement.allCases)
  func aMissingRequirementGivesNilWithDestinationUnavailable(missing: SyncRequirement) throws {
    let folder = try TemporaryFolder()
    let device = TestDevice("laptop", folder: folder.url)
    try withSyncRouter(device, missing: missing) {
      let reported = ReportedRouteErrors()
      reported.install()
      #expect(Router.makeDestination(to: .syncProvidedEngine) == nil)
      #expect(
        reported.reports == [
          .init(action: .toService, code: .invalidProtocol),
          .init(action: .performRoute, code: .destinationUnavailable),
        ])
      let issues = ZIKRouteRegistry.validate().map(\.description)
      #expect(issues.count == 1)
      #expect(issues.first?.contains(missing.rawValue) == true)
    }
    #expect(try folder.fileNames().isEmpty)
  }
}
