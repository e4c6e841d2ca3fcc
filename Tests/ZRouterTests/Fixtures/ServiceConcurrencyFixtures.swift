import Foundation

/// Lets a fixed number of tasks wait for each other: each `arrive()` returns once every party arrived.
/// One instance per meeting point (it is not reusable).
actor ServiceRendezvous {
  private let parties: Int
  private var arrived = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(parties: Int) { self.parties = parties }

  func arrive() async {
    arrived += 1
    if arrived >= parties {
      for continuation in waiting { continuation.resume() }
      waiting.removeAll()
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
  }
}

/// Runs `work(index)` on `count` new threads (not on the cooperative pool, so they can block on each other) and
/// resumes once all of them ended.
func runOnThreads(_ count: Int, stackSize: Int = 0, _ work: @escaping @Sendable (Int) -> Void) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      let thread = Thread {
        work(index)
        group.leave()
      }
      if stackSize > 0 { thread.stackSize = stackSize }
      thread.start()
    }
    group.notify(queue: .global()) { continuation.resume() }
  }
}
