import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide (Routable): declaring a routable Swift protocol, pushing with it, and the composed
// `UIViewController & EditorViewInput` key (here `HeadlessViewController & EditorViewInput`).

protocol SwiftEditorViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == SwiftEditorViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class SwiftEditorViewController: HeadlessViewController {}
extension SwiftEditorViewController: ZIKRoutableView {}
extension SwiftEditorViewController: @MainActor SwiftEditorViewInput {}

enum RoutableDeclarationSeed {
  class TestViewController: HeadlessViewController {
    func showEditor() {
      Router.perform(
        to: RoutableView<SwiftEditorViewInput>(),
        path: .push(from: self)
      )
    }

    var preparedTitles: [String?] = []

    func showComposedEditor() -> RequiredEditorViewInput? {
      Router.perform(
        to: RoutableView<RequiredEditorViewInput>(),
        path: .push(from: self),
        // The original guide's builder takes three arguments `(config, prepareDestiantion, _)` from an older ZRouter;
        // the contract's builder takes `(config, prepareModule)`, and destinations are prepared with
        // `config.prepareDestination`.
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            // destination 被推断为 UIViewController & EditorViewInput 类型
            // 无需再手动转换为 UIViewController
            destination.title = "composed"
            self.preparedTitles.append(destination.view.superview == nil ? destination.title : nil)
          }
        })

      let destination = Router.makeDestination(to: RoutableView<RequiredEditorViewInput>())
      // destination 被推断为 UIViewController & EditorViewInput 类型
      return destination
    }
  }
}

@MainActor @Suite struct RoutableDeclarationCallSiteTests {
  @Test func aDeclaredSwiftProtocolPushesItsEditor() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<SwiftEditorViewInput>(), forMakingView: SwiftEditorViewController.self)
    }) {
      let controller = RoutableDeclarationSeed.TestViewController()
      let navigation = HeadlessNavigationController(rootViewController: controller)
      controller.showEditor()
      #expect(navigation.topViewController is SwiftEditorViewController)
    }
  }

  @Test func theComposedKeyPushesAndMakesAControllerAdoptingTheProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: { EditorViewRouter.registerRoutableDestination() }) {
      let controller = RoutableDeclarationSeed.TestViewController()
      let navigation = HeadlessNavigationController(rootViewController: controller)
      let made = controller.showComposedEditor()
      #expect((navigation.topViewController as? EditorViewController)?.title == "composed")
      #expect(controller.preparedTitles == ["composed"])
      #expect(made is EditorViewController)
      #expect(made?.parent == nil)
    }
  }
}
