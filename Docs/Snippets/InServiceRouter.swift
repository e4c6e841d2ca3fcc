// Template: the block is a member of Login's session service router.
public final class __Snippet__: ZIKServiceRouter<SessionService, PerformRouteConfig> {
  // <snippet>
}
