// Template: the block is a member of a router of the editor screen.
final class __Snippet__: ZIKViewRouter<EditorViewController, ViewRouteConfig> {
  // <snippet>
}
