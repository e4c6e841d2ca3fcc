import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// Collects the leak reports of a test, on the main actor.
@MainActor final class LeakReports {
  private(set) var reports: [LeakReport] = []

  /// Installs itself as the registry's leak handler, with a short delay.
  func install(delay: Duration = .milliseconds(20)) {
    ZIKAnyViewRouter.detectMemoryLeakDelay = delay
    ZIKAnyViewRouter.didDetectLeakingHandler = { [self] in reports.append($0) }
  }

  /// Waits (letting the main actor run) until a report came or `timeout` passed. Generous: in a full `swift test` run
  /// on a loaded machine the main queue, where the check runs, can lag by many seconds.
  func waitForAReport(timeout: Duration = .seconds(60)) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while reports.isEmpty, clock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
  }
}

/// Leak detection (the original's `detectMemoryLeakDelay` / `didDetectLeakingHandler`): a destination still alive
/// the delay after its route was removed is reported with its type, its router, the route type and its source; a
/// released one is not; the delay and handler belong to the registry; `ZIKReleaseWatch` asserts the release in tests.
@MainActor @Suite struct ViewLeakDetectionTests {
  @Test(arguments: viewTestHosts) func aDestinationStillAliveAfterTheDelayIsReportedWithItsRouteAndSource(
    host: any ViewTestHost
  ) async throws {
    try await host.aDestinationStillAliveAfterTheDelayIsReportedWithItsRouteAndSource()
  }

  @Test(arguments: viewTestHosts) func aReleasedDestinationIsNotReported(host: any ViewTestHost) async throws {
    try await host.aReleasedDestinationIsNotReported()
  }

  @Test(arguments: viewTestHosts) func noDelayMeansNoDetection(host: any ViewTestHost) async throws {
    try await host.noDelayMeansNoDetection()
  }

  @Test(arguments: viewTestHosts) func theSettingsBelongToTheRegistryAndDefaultToTwoSecondsInDebugBuilds(
    host: any ViewTestHost
  ) {
    host.theSettingsBelongToTheRegistryAndDefaultToTwoSecondsInDebugBuilds()
  }

  @Test(arguments: viewTestHosts) func aReleaseWatchNamesWhatTheTestStillKeeps(host: any ViewTestHost) async throws {
    try await host.aReleaseWatchNamesWhatTheTestStillKeeps()
  }
}

extension ViewTestHost {
  @MainActor fileprivate func aDestinationStillAliveAfterTheDelayIsReportedWithItsRouteAndSource() async throws {
    try await Self.run { _ in
      let reports = LeakReports()
      reports.install()
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      let kept = try #require(source.presentedViewController)
      router.removeRoute()
      Self.settle()
      #expect(router.state == .removed)
      await reports.waitForAReport()
      let report = try #require(reports.reports.first)
      #expect(reports.reports.count == 1)
      #expect(ObjectIdentifier(report.destination) == ObjectIdentifier(kept))
      #expect(report.routerName == "AViewRouter<\(Self.self)>")
      #expect(report.routeType == .presentModally)
      #expect(report.source == "\(type(of: source))")
      #expect(report.delay == .milliseconds(20))
      #expect(report.description.contains("AViewController is still alive"))
    }
  }

  @MainActor fileprivate func aReleasedDestinationIsNotReported() async throws {
    try await Self.run { _ in
      let reports = LeakReports()
      reports.install()
      let source = Self.screen()
      var router = Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source))
      Self.settle()
      let watch = ZIKReleaseWatch(try #require(router), destination: source.presentedViewController)
      router?.removeRoute()
      Self.settle()
      router = nil
      try await watch.expectReleased()
      try await Task.sleep(for: .milliseconds(100))
      #expect(reports.reports.isEmpty)
    }
  }

  @MainActor fileprivate func noDelayMeansNoDetection() async throws {
    try await Self.run { _ in
      let reports = LeakReports()
      reports.install()
      ZIKAnyViewRouter.detectMemoryLeakDelay = nil
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      let kept = source.presentedViewController
      router.removeRoute()
      Self.settle()
      try await Task.sleep(for: .milliseconds(100))
      #expect(reports.reports.isEmpty)
      #expect(kept != nil)
    }
  }

  @MainActor fileprivate func theSettingsBelongToTheRegistryAndDefaultToTwoSecondsInDebugBuilds() {
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(ZIKAnyViewRouter.detectMemoryLeakDelay == .seconds(2))
      ZIKAnyViewRouter.detectMemoryLeakDelay = .milliseconds(1)
      ZIKAnyViewRouter.didDetectLeakingHandler = { _ in }
    }
    ZIKRouteRegistry.withIsolatedRegistry {
      #expect(ZIKAnyViewRouter.detectMemoryLeakDelay == .seconds(2))
      #expect(ZIKAnyViewRouter.didDetectLeakingHandler == nil)
    }
  }

  @MainActor fileprivate func aReleaseWatchNamesWhatTheTestStillKeeps() async throws {
    try await Self.run { _ in
      ZIKAnyViewRouter.detectMemoryLeakDelay = nil
      let source = Self.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      Self.settle()
      let kept = try #require(source.presentedViewController)
      let watch = ZIKReleaseWatch(router, destination: kept)
      router.removeRoute()
      Self.settle()
      await #expect(throws: ZRouterTestingError.self) { try await watch.expectReleased(timeout: .milliseconds(50)) }
      #expect(watch.alive.contains { $0.contains("AViewController") })
      #expect(watch.alive.contains { $0.contains("ViewRouter") })
    }
  }
}
