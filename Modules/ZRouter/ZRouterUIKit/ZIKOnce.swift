#if canImport(UIKit)
  @_spi(ZRouterGlue) import ZRouterCore
  /// Calls a host completion at most once, whichever of UIKit's completion or the router's check comes first.
  @MainActor
  final class ZIKOnce {
    private var completion: (@MainActor (HostTransitionResult) -> Void)?

    init(_ completion: @escaping @MainActor (HostTransitionResult) -> Void) { self.completion = completion }

    func callAsFunction(_ result: HostTransitionResult) {
      let pending = completion
      completion = nil
      pending?(result)
    }
  }
#endif
