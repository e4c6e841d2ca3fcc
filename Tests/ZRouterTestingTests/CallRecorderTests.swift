import Testing
import ZRouter
import ZRouterTesting

/// A service whose mock records its calls.
protocol GreetingLog: AnyObject {
  func log(_ greeting: String)
}

extension RoutableService where Protocol == any GreetingLog {
  static var greetingLog: Self { Self(declaredProtocol: Protocol.self) }
}

/// A `Sendable` mock that keeps its calls in a recorder.
final class MockGreetingLog: GreetingLog, Sendable {
  let logged = CallRecorder<String>()
  func log(_ greeting: String) { logged.record(greeting) }
}

@Suite struct CallRecorderTests {
  @Test func recordsCallsInOrder() {
    let recorder = CallRecorder<Int>()
    #expect(recorder.calls.isEmpty)
    #expect(recorder.count == 0)
    #expect(recorder.last == nil)
    recorder.record(1)
    recorder.record(2)
    recorder.record(3)
    #expect(recorder.calls == [1, 2, 3])
    #expect(recorder.count == 3)
    #expect(recorder.last == 3)
  }

  @Test func callsIsACopy() {
    let recorder = CallRecorder<String>()
    recorder.record("a")
    let before = recorder.calls
    recorder.record("b")
    #expect(before == ["a"])
    recorder.removeAll()
    #expect(recorder.calls.isEmpty)
  }

  @Test func recordsFromManyTasksAtOnce() async {
    let recorder = CallRecorder<Int>()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for call in 0..<500 { recorder.record(task * 1000 + call) }
        }
      }
    }
    #expect(recorder.count == 4000)
    #expect(Set(recorder.calls).count == 4000)
    // Each task's calls stay in the order that task made them.
    for task in 0..<8 {
      let own = recorder.calls.filter { $0 / 1000 == task }
      #expect(own == own.sorted())
    }
  }

  @MainActor @Test func aRegisteredMockRecordsWhatTheCodeUnderTestDid() throws {
    let mock = MockGreetingLog()
    try ZIKRouteRegistry.withTestRegistry {
      try ZIKAnyServiceRouter.registerMock(mock, for: .greetingLog)
    } run: {
      Router.makeDestination(to: .greetingLog)?.log("Hello, Ada")
    }
    #expect(mock.logged.calls == ["Hello, Ada"])
  }
}
