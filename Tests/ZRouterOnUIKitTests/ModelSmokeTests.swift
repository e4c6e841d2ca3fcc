import Testing
import UIKitModel
import ZRouter

@MainActor @Suite struct ModelSmokeTests {
  @Test func theGlueIsCompiledAgainstTheModel() {
    let controller = UIViewController()
    let host: any ZIKViewControllerHost = controller
    #expect(host.zix_parent == nil)
    #expect(ViewController.self == UIViewController.self)
  }
}
