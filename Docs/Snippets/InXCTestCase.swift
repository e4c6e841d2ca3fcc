// Template: the block is the body of an XCTest test, with a navigation stack and an editor to push.
import XCTest

final class __Snippet__: XCTestCase {
  @MainActor func testBody() {
    let navigation = HeadlessNavigationController(rootViewController: HeadlessViewController())
    let editor = HeadlessViewController()
    // <snippet>
  }
}
