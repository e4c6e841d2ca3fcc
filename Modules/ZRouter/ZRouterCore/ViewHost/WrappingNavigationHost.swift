/// A navigation host that shows controllers of its own kind and wraps a platform controller pushed from a platform
/// controller it shows (the ``NavigationModel``, whose stack holds screens: a UIKit controller pushed from a UIKit
/// controller inside a ``ControllerScreen`` goes on the stack in a `ControllerScreen` of its own).
@MainActor
protocol WrappingNavigationHost: ZIKNavigationHost {
  /// The wrapper to push instead of `controller`, pushed from `source`, or `nil` to push `controller` itself.
  func zix_wrapper(forPushing controller: any ZIKViewControllerHost, from source: any ZIKViewControllerHost)
    -> (any ZIKViewControllerHost)?
  /// The wrapper that shows `controller` now, if any.
  func zix_wrapper(of controller: any ZIKViewControllerHost) -> (any ZIKViewControllerHost)?
}
