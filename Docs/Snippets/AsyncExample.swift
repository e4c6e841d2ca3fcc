// What the async guide's screen shows when a route fails.
@MainActor func showMissingModule() {}
@MainActor func showNeedsNavigation() {}
@MainActor func show(_ message: String) {}
