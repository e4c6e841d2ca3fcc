import Shell
import Tags
import ZRouter

/// The shell's tags, served by Tags' tag store: the signatures are the same, so an adapter plus an empty extension is
/// enough (see `Extensions/TagStore+ShellRequiredTags.swift`).
final class TagsAdapter: ZIKServiceRouteAdapter {
  override class func registerRoutableDestination() {
    register(adapter: RoutableService.shellRequiredTags, forAdaptee: RoutableService.tagsProvidedTagStore)
  }
}
