#if canImport(ObjectiveC)
  import ObjectiveC

  /// Simple registration of UIKit and AppKit classes, which the router creates with their inherited `init()`
  /// (UIKit's and AppKit's view controllers and views are `NSObject` subclasses created on the main actor).
  extension ZIKAnyViewRouter {
    /// Registers `Protocol` for destinations made with `View()`, for a `UIViewController`, `UIView`,
    /// `NSViewController` or `NSView` subclass.
    ///
    /// ```swift
    /// ZIKAnyViewRouter.register(.editorViewInput, forMakingView: EditorViewController.self)
    /// ```
    public static func register<Protocol, View: NSObject & ZIKRoutableView>(
      _ routableView: RoutableView<Protocol>, forMakingView viewClass: View.Type, fileID: StaticString = #fileID,
      line: Int = #line
    ) {
      register(routableView, forMakingView: viewClass, fileID: fileID, line: line) { _ in
        viewClass.init() as? Protocol
      }
    }
  }
#endif
