import ViewTestSupport
import ZRouter

/// A headless controller for simple registrations (`register(_:forMakingView:)`), adopting `FViewInput`.
final class FViewController: HeadlessViewController {}
extension FViewController: ZIKRoutableView {}
extension FViewController: @MainActor FViewInput {}
