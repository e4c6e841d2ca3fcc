import Foundation
import Testing
import ViewTestSupport
import ZRouter
import ZRouterTesting

/// An object a registration captures, to see through a weak reference whether anything still holds it.
private final class Captured: @unchecked Sendable {}

/// The protocol of ``ReleasedMock``.
protocol ReleasedMockInput: AnyObject {}
extension RoutableService where Protocol == any ReleasedMockInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// A mock service whose only job is to be released.
private final class ReleasedMock: ReleasedMockInput, @unchecked Sendable {}

/// Weak references to what an isolated registry held, read once it ended.
private struct Survivors {
  weak var serviceRoute: AnyObject?
  weak var viewRoute: AnyObject?
  var captured: [WeakCapture] = []

  struct WeakCapture {
    let name: String
    weak var object: AnyObject?
  }

  mutating func watch(_ name: String, _ object: AnyObject) { captured.append(WeakCapture(name: name, object: object)) }

  /// The names of everything still alive.
  var alive: [String] {
    var names = captured.filter { $0.object != nil }.map(\.name)
    if serviceRoute != nil { names.append("the ZIKServiceRoute") }
    if viewRoute != nil { names.append("the ZIKViewRoute") }
    return names
  }
}

/// Nothing an isolated registry held outlives it: its block routes (and the cycle through their router types), the
/// simple registrations, mocks, interceptors, global handlers, and the records of the screens its routers showed.
@MainActor @Suite struct RegistryReleaseTests {
  /// Registers one of each kind of registration in the running (isolated) registry, each capturing an object of
  /// its own, shows a screen with the view route and removes it.
  private static func registerAndUseEverything(_ survivors: inout Survivors, detectingLeaks: Bool = true) throws {
    let inService = Captured()
    let inView = Captured()
    let inSimple = Captured()
    let inHandler = Captured()
    let inInterceptor = Captured()
    let inServiceInterceptor = Captured()
    let mock = ReleasedMock()
    for (name, object) in [
      ("the service route's closure capture", inService), ("the view route's closure capture", inView),
      ("the simple registration's capture", inSimple), ("the global error handler's capture", inHandler),
      ("the view interceptor's capture", inInterceptor), ("the service interceptor's capture", inServiceInterceptor),
    ] as [(String, AnyObject)] {
      survivors.watch(name, object)
    }
    survivors.watch("the mock", mock)
    try ZIKRouteRegistry.withTestRegistry(registering: {
      survivors.serviceRoute = ZIKServiceRoute<ProbeService, ProbeConfiguration>
        .make(withDestination: ProbeService.self) { _, _ in
          _ = inService
          return ProbeService()
        }
        .prepareDestination { _, _, _ in _ = inService }
        .register(RoutableService<any ProbeServiceInput>())
      survivors.viewRoute = ZIKViewRoute<AViewController, ViewRouteConfig>
        .make(withDestination: AViewController.self) { _, _ in
          _ = inView
          return AViewController()
        }
        .register(RoutableView<any AViewInput>())
      ZIKAnyViewRouter.register(RoutableView<any FViewInput>(), forMakingView: FViewController.self) { _ in
        _ = inSimple
        return FViewController()
      }
      try ZIKAnyServiceRouter.registerMock(mock, for: RoutableService<any ReleasedMockInput>())
    }) {
      // Leak checks are on by default in debug builds; each keeps a few bytes for its delay (2 s).
      if !detectingLeaks { ZIKAnyViewRouter.detectMemoryLeakDelay = nil }
      ZIKAnyViewRouter.globalErrorHandler = { _, _, _ in _ = inHandler }
      ZIKAnyViewRouter.interceptBeforePerformWithConfiguration { _, _ in _ = inInterceptor }
      ZIKAnyServiceRouter.interceptBeforePerformWithConfiguration { _, _ in _ = inServiceInterceptor }
      #expect(Router.makeDestination(to: RoutableService<any ProbeServiceInput>()) != nil)
      #expect(Router.makeDestination(to: RoutableService<any ReleasedMockInput>()) != nil)
      #expect(Router.makeDestination(to: RoutableView<any FViewInput>()) != nil)
      let source = TestStage.screen()
      let router = try #require(Router.perform(to: RoutableView<any AViewInput>(), path: .presentModally(from: source)))
      TestStage.settle()
      #expect(router.state == .routed)
      router.removeRoute()
      TestStage.settle()
      #expect(router.state == .removed)
    }
  }

  /// Work the platform glue scheduled for the next main-actor turn while the registry was bound (a look at the
  /// controllers other tests' UIKit routes watch) runs as a task that inherited the binding: the registry is released
  /// once that task ran, which a main actor busy with other suites can delay. Released within a minute, then.
  @Test func nothingRegisteredInAnIsolatedRegistryOutlivesIt() async throws {
    var survivors = Survivors()
    try Self.registerAndUseEverything(&survivors)
    #expect(survivors.captured.count == 7)
    let deadline = ContinuousClock.now + .seconds(60)
    while !survivors.alive.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(survivors.alive == [], "still alive after the registry ended: \(survivors.alive)")
  }

  /// Runs `count` isolated registries, each registering and using a service route, a view route and a simple
  /// registration, and returns how much the resident set grew, in bytes.
  private static func residentGrowth(overRegistries count: Int) throws -> Int {
    func resident() -> Int {
      // /proc/self/statm: total and resident sizes in pages.
      let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ")
      return (fields.flatMap { $0.count > 1 ? Int($0[1]) : nil } ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
    var survivors = Survivors()
    // Warm-up: allocator pools and caches.
    for _ in 0..<500 { try registerAndUseEverything(&survivors, detectingLeaks: false) }
    let before = resident()
    for _ in 0..<count {
      var survivors = Survivors()
      try registerAndUseEverything(&survivors, detectingLeaks: false)
    }
    return resident() - before
  }

  /// Runs only in the child process `theResidentSetStaysFlatOverTenThousandRegistries` starts (alone, so no other
  /// test's allocations count): prints the growth for the parent to read.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["ZROUTER_RSS_CHILD"] == "1"))
  func measureResidentGrowthInAChildProcess() throws {
    let growth = try Self.residentGrowth(overRegistries: 10_000)
    print("ZROUTER_RSS_GROWTH_BYTES=\(growth)")
  }

  /// Waits for the child without blocking a thread: the main-actor and pool threads serve the tests running beside it.
  @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/proc/self/statm")))
  func theResidentSetStaysFlatOverTenThousandRegistries() async throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [
      "--testing-library", "swift-testing", "--filter",
      "RegistryReleaseTests/measureResidentGrowthInAChildProcess",
    ]
    child.environment = ProcessInfo.processInfo.environment.merging(["ZROUTER_RSS_CHILD": "1"]) { $1 }
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("zrouter-rss-\(UUID()).txt")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let output = try FileHandle(forWritingTo: outputURL)
    child.standardOutput = output
    child.standardError = FileHandle.nullDevice
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      child.terminationHandler = { _ in finished.resume() }
      do { try child.run() } catch { finished.resume() }
    }
    try output.close()
    let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("ZROUTER_RSS_GROWTH_BYTES=") },
      "the child run printed no figure:\n\(text.suffix(2000))")
    let growth = try #require(Int(line.dropFirst("ZROUTER_RSS_GROWTH_BYTES=".count)))
    print("resident set growth over 10,000 isolated registries: \(growth) bytes")
    #expect(growth < 1_000_000, "the resident set grew by \(growth) bytes over 10,000 registries")
  }
}
