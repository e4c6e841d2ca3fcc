// Template: the block is the body of a UIKit view controller's method (`self` is the controller).
import UIKit

final class __Snippet__: UIViewController {
  func body() async throws {
    // <snippet>
  }
}
