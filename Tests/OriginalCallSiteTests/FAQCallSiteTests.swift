import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide (FAQ): "How to use the destination after performing route?" and "How to declare protocol
// with class at same time?", with `UIViewController`/`UIView` swapped for the headless classes.

protocol MySubviewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == MySubviewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class MySubview: HeadlessView {
  var title: String?
}
extension MySubview: ZIKRoutableView {}
extension MySubview: @MainActor MySubviewInput {}

enum FAQSeed {
  class TestViewController: HeadlessViewController {
    var mySubview: MySubviewInput?

    func addMySubview() {
      Router.perform(
        to: RoutableView<MySubviewInput>(),
        path: .addAsSubview(from: self.view),
        configuring: { (config, _) in
          config.successHandler = { destination in
            self.mySubview = destination
          }
        })
    }
  }
}

protocol ControllerInput: AnyObject {
  var title: String? { get set }
}

typealias ViewControllerInput = HeadlessViewController & ControllerInput

extension RoutableView where Protocol == ViewControllerInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class ComposedController: HeadlessViewController {}
extension ComposedController: ZIKRoutableView {}
extension ComposedController: @MainActor ControllerInput {}

@MainActor @Suite struct FAQCallSiteTests {
  @Test func theCallerKeepsTheSubviewItAddedFromTheSuccessHandler() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<MySubviewInput>(), forMakingView: MySubview.self)
    }) {
      let controller = FAQSeed.TestViewController()
      controller.addMySubview()
      let subview = controller.mySubview as? MySubview
      #expect(subview != nil)
      #expect(subview?.superview === controller.view)
      #expect(controller.view.subviews.count == 1)
    }
  }

  @Test func aComposedKeyGivesAViewControllerConformingToTheProtocol() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      ZIKAnyViewRouter.register(RoutableView<ViewControllerInput>(), forMakingView: ComposedController.self)
    }) {
      let destination = Router.makeDestination(to: RoutableView<ViewControllerInput>())
      destination?.title = "composed"
      #expect(destination?.view.superview == nil)
      #expect((destination as? ComposedController)?.title == "composed")
    }
  }
}
