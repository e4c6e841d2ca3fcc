// Template: the block is in a method of a view router (`self` is the router).
final class __Snippet__: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
  func body() {
    // <snippet>
  }
}
