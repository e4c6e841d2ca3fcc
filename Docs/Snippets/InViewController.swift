// Template: the block is the body of a view controller's method (`self` is the controller; `try` and `await` work).
final class __Snippet__: HeadlessViewController {
  func body() async throws {
    // <snippet>
  }
}
