// Template: the block is in the configuring closure of a perform from a view controller (`config` is the
// configuration).
final class __Snippet__: HeadlessViewController {
  func body() {
    Router.perform(to: .editorViewInput, path: .push(from: self)) { config, _ in
      // <snippet>
    }
  }
}
