#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A `UIHostingController` showing a SwiftUI screen: how a ``ZIKScreen`` joins a UIKit hierarchy.
  ///
  /// Subclass it to serve a routable protocol from UIKit sources (the subclass adopts the protocol and forwards it to
  /// `screen`), and route to it like any `UIViewController`; routes performed from the screen go to this controller's
  /// hierarchy (`.push(from: screen)` pushes onto its navigation controller).
  /// ```swift
  /// final class NoteHostingController: ZIKHostingController<NoteScreen>, NoteDetailInput {
  ///   var noteID: String { get { screen.noteID } set { screen.noteID = newValue } }
  /// }
  /// ```
  open class ZIKHostingController<Screen: ZIKScreen>: UIHostingController<ZIKScreenView> {
    /// The screen shown.
    public let screen: Screen

    /// A controller showing `screen`, which must be displayed nowhere else.
    public init(screen: Screen) {
      self.screen = screen
      super.init(rootView: ZIKScreenView(screen))
      screen.host(in: self)
    }

    /// A controller showing a new `Screen()`.
    public convenience init() {
      self.init(screen: Screen())
    }

    /// Storyboards are not supported: returns `nil`.
    public required init?(coder: NSCoder) { nil }
  }
#elseif canImport(SwiftUI) && canImport(AppKit)
  import AppKit
  import SwiftUI

  /// An `NSHostingController` showing a SwiftUI screen: how a ``ZIKScreen`` joins an AppKit hierarchy.
  ///
  /// Subclass it to serve a routable protocol from AppKit sources (the subclass adopts the protocol and forwards it to
  /// `screen`), and route to it like any `NSViewController`; routes performed from the screen go to this controller's
  /// hierarchy.
  open class ZIKHostingController<Screen: ZIKScreen>: NSHostingController<ZIKScreenView> {
    /// The screen shown.
    public let screen: Screen

    /// A controller showing `screen`, which must be displayed nowhere else.
    public init(screen: Screen) {
      self.screen = screen
      super.init(rootView: ZIKScreenView(screen))
      screen.host(in: self)
    }

    /// A controller showing a new `Screen()`.
    public convenience init() {
      self.init(screen: Screen())
    }

    /// Storyboards are not supported: returns `nil`.
    public required init?(coder: NSCoder) { nil }
  }
#endif
