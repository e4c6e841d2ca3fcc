#if canImport(SwiftUI)
  import SwiftUI
  @_spi(ZRouterGlue) import ZRouterCore

  #if canImport(UIKit)
    import UIKit

    /// Shows the platform controller of a ``ControllerScreen`` inside SwiftUI.
    struct ZIKControllerScreenView: UIViewControllerRepresentable {
      let screen: ControllerScreen

      func makeUIViewController(context: Context) -> UIViewController { screen.controller }
      func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
  #elseif canImport(AppKit)
    import AppKit

    /// Shows the platform controller of a ``ControllerScreen`` inside SwiftUI.
    struct ZIKControllerScreenView: NSViewControllerRepresentable {
      let screen: ControllerScreen

      func makeNSViewController(context: Context) -> NSViewController { screen.controller }
      func updateNSViewController(_ controller: NSViewController, context: Context) {}
    }
  #endif
#endif
