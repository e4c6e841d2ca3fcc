import Foundation
import ZRouter

/// The first use of every generated service right after start-up, measured in fresh processes so it is cold.
///
/// The benchmark runs itself again as a child (`zrouter-bench --first-use-child router|direct`). The child registers
/// all 5000 generated services in the process-wide registry and finishes registration, as an app does at start-up,
/// then times one pass over the services (thread CPU time) and prints the milliseconds: `router` makes each destination once with
/// `Router.makeDestination(to:)`, `direct` runs each factory closure's body without the router (the baseline: what
/// the app pays for its own classes). Type metadata, conformance lookups and every cache are cold in a new process,
/// which an in-process loop could never reproduce after its first pass. The `-again` passes run the same pass once
/// untimed first and time the second: what going through 5000 different services costs once nothing is new.
@MainActor
enum FirstUseBenchmarks {
  /// The argument that makes the benchmark run as a child; followed by a ``Pass`` name.
  static let childArgument = "--first-use-child"
  /// Child processes per figure; the median is reported.
  static let processRuns = 5
  /// The most `first_use_ms` may cost as a multiple of `first_use_direct_ms`. Factory's first resolve of the same
  /// 5000 services, measured side by side, costs about nine times this direct first use: stay below it.
  static let targetRatio: Double = 9

  /// What the child times after registration.
  enum Pass: String {
    /// `Router.makeDestination(to:)` of each generated key, once.
    case router
    /// The body of each generated factory closure, once.
    case direct
    /// ``router`` again, right after an untimed ``router`` pass.
    case routerAgain = "router-again"
    /// ``direct`` again, right after an untimed ``direct`` pass.
    case directAgain = "direct-again"

    /// The functions the pass calls, one per service.
    @MainActor var uses: [@Sendable () -> AnyObject?] {
      switch self {
      case .router, .routerAgain: GeneratedServices.makes
      case .direct, .directAgain: GeneratedServices.directs
      }
    }

    /// Whether an untimed pass runs first.
    var warmsFirst: Bool { self == .routerAgain || self == .directAgain }
  }

  /// The median, over ``processRuns`` fresh processes, of the child's milliseconds for `pass`.
  static func milliseconds(_ pass: Pass) throws -> Double {
    var samples: [Double] = []
    for _ in 0..<processRuns { samples.append(try runChild(pass)) }
    return Measure.median(samples)
  }

  /// Runs in the child: registers everything, finishes, times `pass` over all services. Returns milliseconds.
  static func measureInThisProcess(_ pass: Pass) throws -> Double {
    ZIKRouteRegistry.autoRegister = false
    for register in GeneratedServices.registrations { register() }
    ZIKRouteRegistry.notifyRegistrationFinished()
    let issues = ZIKRouteRegistry.validationIssues
    guard issues.isEmpty else {
      throw BenchmarkError(.registrationIssues(count: GeneratedServices.count, issues: issues.map(\.description)))
    }
    let uses = pass.uses
    let sink = BlackHole.shared
    if pass.warmsFirst { _ = runPass(uses, into: sink) }
    // Thread CPU time, not wall time: the pass lasts a few milliseconds, about one scheduler slice, and on a shared
    // machine a wall-clock figure mostly measures whether the child was descheduled.
    let start = Measure.threadCPUNanoseconds()
    let failures = runPass(uses, into: sink)
    let milliseconds = Double(Measure.threadCPUNanoseconds() - start) / 1e6
    guard failures == 0 else {
      throw BenchmarkError(.unexpectedState("\(failures) of \(uses.count) first uses (\(pass.rawValue)) made nothing"))
    }
    try sink.expectValue(figure: "first_use (\(pass.rawValue))")
    return milliseconds
  }

  /// Makes every destination of `uses` once, keeping each in `sink`; returns how many made nothing. Never inlined, so
  /// a profiler can count the pass alone (`valgrind --tool=callgrind --toggle-collect='*runPass*'`).
  @inline(never)
  private static func runPass(_ uses: [@Sendable () -> AnyObject?], into sink: BlackHole) -> Int {
    var failures = 0
    for use in uses {
      let made = use()
      if made == nil { failures += 1 }
      sink.keep(made)
    }
    return failures
  }

  /// Starts this executable as a child for `pass` and reads the milliseconds it prints.
  private static func runChild(_ pass: Pass) throws -> Double {
    let child = Process()
    child.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [childArgument, pass.rawValue]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard child.terminationStatus == 0, let value = Double(text) else {
      throw BenchmarkError(
        .unexpectedState(
          "the child process for first_use (\(pass.rawValue)) exited with status \(child.terminationStatus) and printed \"\(text)\""
        ))
    }
    return value
  }
}
