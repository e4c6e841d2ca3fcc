#if canImport(UIKit)
  import UIKit
  import ZRouter

  /// The login proxy on iOS: Login's view fills the container and follows its size.
  extension EditorLoginViewProxy {
    /// Sizes `embedded` (Login's view, already a subview) to the container's bounds.
    func fitEmbeddedView(_ embedded: any ZIKViewHost) {
      guard let embedded = embedded as? UIView else { return }
      embedded.frame = view.bounds
      embedded.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
  }
#endif
