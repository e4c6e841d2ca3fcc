import Foundation
import Testing
import ZRouter
import ZRouterTesting

// The original's router-type idioms, written as ported code writes them (no `any`): comparing a looked-up router type
// with a router class, sending a custom event through it, and the class-level entry points of a router subclass.

@MainActor @Suite struct RouterTypeCallSiteTests {
  @Test func aLookedUpRouterTypeIsTheRegisteredRouterClass() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      EditorViewRouter.registerRoutableDestination()
      EditorViewRouter.registerURLPattern("app://editor/:id")
    }) {
      #expect(Router.to(RoutableView<EditorViewInput>())?.routerType == EditorViewRouter.self)
      #expect(ZIKAnyViewRouter.routerForURL("app://editor/42") == EditorViewRouter.self)
      #expect(Router.to(RoutableView<EditorViewInput>())?.routerType != SettingViewRouter.self)
    }
  }

  @Test func aCustomEventReachesTheRouterClassOfALookup() {
    ZIKRouteRegistry.withTestRegistry(registering: { EditorViewRouter.registerRoutableDestination() }) {
      let recorder = SeedEventRecorder()
      let notification = Notification(name: Notification.Name("didEnterBackground"), object: recorder)
      if let routerType = Router.to(RoutableView<EditorViewInput>())?.routerType,
        let handler = routerType.routerClass as? AppBackgroundEventHandling.Type
      {
        handler.applicationDidEnterBackground(notification)
      }
      #expect(recorder.events == ["EditorViewRouter"])
    }
  }

  @Test func aRouterSubclassPerformsAndMakesByItself() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: { EditorViewRouter.registerRoutableDestination() }) {
      let root = HeadlessViewController()
      let navigation = HeadlessNavigationController(rootViewController: root)
      let router = EditorViewRouter.perform(
        path: .push(from: root),
        configuring: { config in
          config.animated = false
        })
      #expect(router?.state == .routed)
      #expect(navigation.viewControllers.count == 2)
      let editor = try #require(EditorViewRouter.makeDestination())
      editor.title = "made"
      #expect(editor.parent == nil)

      let service = NoteSyncServiceRouter.makeDestination()
      #expect(service != nil)
      #expect(NoteSyncServiceRouter.perform(configuring: { _ in })?.state == .routed)
    }
  }
}
