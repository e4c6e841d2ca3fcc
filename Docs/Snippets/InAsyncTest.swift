// Template: the block is the body of an async test of this package, with a navigation stack and an editor to push.
@testable import ZRouterCore

@MainActor func __snippet__() async {
  let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
  let editor = HeadlessViewController()
  // <snippet>
}
