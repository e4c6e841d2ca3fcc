import AppKitModel
import Testing
import ZRouter
import ZRouterTesting

/// Leak detection through the AppKit glue: a controller a test keeps after its modal window closed is reported with
/// its router, route type and source.
@MainActor @Suite struct AppKitLeakDetectionTests {
  @Test func aControllerKeptAfterItsModalWindowClosedIsReported() async throws {
    try await AppKitRouting.run { log in
      var reports: [LeakReport] = []
      ZIKAnyViewRouter.detectMemoryLeakDelay = .milliseconds(20)
      ZIKAnyViewRouter.didDetectLeakingHandler = { reports.append($0) }
      let main = MainWindow()
      let kept = try AppKitPresentationRouteTests.perform(.presentModally(from: main.root), log: log)
      let keptScreen = try #require(main.root.presentedViewControllers?.first as? NoteScreen)
      kept.removeRoute()
      await AppKitRouting.settle()
      try await Task.sleep(for: .milliseconds(150))
      #expect(reports.count == 1)
      #expect(reports.first.map { ObjectIdentifier($0.destination) } == ObjectIdentifier(keptScreen))
      #expect(reports.first?.routeType == .presentModally)
      #expect(reports.first?.source == "\(type(of: main.root))")
    }
  }
}
