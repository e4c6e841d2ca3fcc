/// Work the platform glue runs one main-actor turn after an event: the removal sentinels look again at the
/// controllers an event may have removed, once UIKit's or AppKit's code that made the change returned (neither
/// documents in which order it clears `parent` or `presentingViewController` and ends a transition).
///
/// Each piece of work runs on a main-actor job of its own, started where it was scheduled (so with that task's
/// task-local values), after the current job. ``runPending(of:)`` runs the pending work at once: the tests of the glue
/// call it where the main run loop would turn, as they run UIKit's model run loop; a job finds its work done then.
@_spi(ZRouterGlue) @MainActor
public enum MainTurn {
  /// One piece of work, run at most once.
  @MainActor
  private final class Work {
    var body: (@MainActor () -> Void)?
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }

    func run() {
      let pending = body
      body = nil
      pending?()
    }
  }

  /// The work waiting for its turn, oldest first, with the name of the glue that scheduled it.
  private static var pending: [(glue: String, work: Work)] = []

  /// Runs `work` on the next main-actor turn (after the current job and everything UIKit or AppKit does in it).
  /// `glue` names the platform glue that asks (`"UIKit"`, `"AppKit"`), so that ``runPending(of:)`` runs one glue's
  /// work only.
  public static func afterThisTurn(of glue: String, _ work: @escaping @MainActor () -> Void) {
    let item = Work(work)
    pending.append((glue, item))
    Task { @MainActor in
      pending.removeAll { $0.work === item }
      item.run()
    }
  }

  /// Runs the pending work of `glue` now, including work it schedules; returns whether there was any.
  @discardableResult
  public static func runPending(of glue: String) -> Bool {
    var ran = false
    while pending.contains(where: { $0.glue == glue }) {
      let work = pending.filter { $0.glue == glue }.map(\.work)
      pending.removeAll { $0.glue == glue }
      ran = true
      for item in work { item.run() }
    }
    return ran
  }
}
