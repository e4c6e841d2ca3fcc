#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import ZRouterUIKit

  /// The platform's SwiftUI hosting controller, which ``ScreenHostingController`` extends: `UIHostingController` here.
  public typealias PlatformHostingController<Content: SwiftUI.View> = UIHostingController<Content>
#elseif canImport(SwiftUI) && canImport(AppKit)
  import AppKit
  import SwiftUI
  import ZRouterAppKit

  /// The platform's SwiftUI hosting controller, which ``ScreenHostingController`` extends: `NSHostingController` here.
  public typealias PlatformHostingController<Content: SwiftUI.View> = NSHostingController<Content>
#endif

#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
  @_spi(ZRouterGlue) import ZRouterCore

  /// A hosting controller (`UIHostingController`, `NSHostingController`) showing a SwiftUI screen: how a
  /// ``Screen`` joins a UIKit or AppKit hierarchy.
  ///
  /// Subclass it to serve a routable protocol from UIKit or AppKit sources (the subclass adopts the protocol and
  /// forwards it to `screen`), and route to it like any other view controller; routes performed from the screen go to
  /// this controller's hierarchy (`.push(from: screen)` pushes onto its UIKit navigation controller).
  /// ```swift
  /// final class NoteHostingController: ScreenHostingController<NoteScreen>, NoteDetailInput {
  ///   var noteID: String { get { screen.noteID } set { screen.noteID = newValue } }
  /// }
  /// ```
  open class ScreenHostingController<ScreenClass: Screen>: PlatformHostingController<ScreenView> {
    /// The screen shown.
    public let screen: ScreenClass

    /// A controller showing `screen`, which must be displayed nowhere else.
    public init(screen: ScreenClass) {
      self.screen = screen
      super.init(rootView: ScreenView(screen))
      screen.host(in: self)
    }

    /// A controller showing a new `ScreenClass()`.
    public convenience init() {
      self.init(screen: ScreenClass())
    }

    /// Storyboards are not supported: returns `nil`.
    public required init?(coder: NSCoder) { nil }
  }
#endif
