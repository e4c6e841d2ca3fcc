// Template: the block is a member of a UIKit application delegate.
import UIKit

final class __Snippet__: NSObject, UIApplicationDelegate {
  // <snippet>
}
