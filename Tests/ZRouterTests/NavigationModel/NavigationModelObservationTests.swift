import Foundation
import Observation
import Testing

@testable import ZRouterCore

/// What SwiftUI relies on: reading the model's `path`, `sheet` and `fullScreenCover` in a view body registers an
/// observation that a router's push, present, pop or dismiss fires.
@MainActor @Suite struct NavigationModelObservationTests {
  /// Whether `change` changes what `read` reads, as Observation reports it to SwiftUI.
  private func observes(_ read: @escaping () -> Void, changeBy change: () -> Void) -> Bool {
    let changed = ObservedChange()
    withObservationTracking(read) { changed.fired = true }
    change()
    return changed.fired
  }

  @Test func aRoutersPushAndRemovalChangeTheObservedPath() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var router: ViewRouter<any NoteDetailInput, ViewRouteConfig>?
      #expect(
        observes({ _ = navigation.path }) {
          router = Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root))
        })
      let pushed = try #require(router)
      #expect(observes({ _ = navigation.path }) { pushed.removeRoute() })
    }
  }

  @Test func aRoutersPresentAndRemovalChangeTheObservedSheet() throws {
    try ScreenFixtures.run { _ in
      let navigation = NavigationModel()
      var router: ViewRouter<any NoteDetailInput, ViewRouteConfig>?
      #expect(
        observes({ _ = navigation.sheet }) {
          router = Router.perform(to: RoutableView<any NoteDetailInput>(), path: .presentModally(from: navigation.root))
        })
      let presented = try #require(router)
      #expect(observes({ _ = navigation.sheet }) { presented.removeRoute() })
    }
  }

  /// The guide's testing example, as the guide writes it.
  @Test func openingANotePushesIt() throws {
    try ZIKRouteRegistry.withIsolatedRegistry {
      ZIKAnyViewRouter.register(RoutableView<any NoteDetailInput>(), forMakingView: NoteScreen.self)
      ZIKRouteRegistry.notifyRegistrationFinished()
      let navigation = NavigationModel()
      let router = try #require(
        Router.perform(to: RoutableView<any NoteDetailInput>(), path: .push(from: navigation.root)))
      #expect(navigation.path.first is NoteScreen)
      navigation.path = []  // a back swipe
      #expect(router.state == .removed)
    }
  }
}

/// Set by an observation's change handler, which Observation may call from any thread.
private final class ObservedChange: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var fired: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
