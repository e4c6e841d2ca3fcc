import Foundation
import ZRouter

// `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// The configuration of ``EditorViewRouter``: which note the perform opens.
///
/// It is the router's configuration for both keys, and what `RoutableViewModule.editorProvidedEditorModule`
/// hands to `prepareModule`:
/// ```swift
/// Router.perform(to: RoutableViewModule.editorProvidedEditorModule, path: .push(from: list)) { _, prepareModule in
///   prepareModule { module in _ = module.makeDestinationWith("note-42") }
/// }
/// ```
/// A configuration nobody called ``makeDestinationWith`` on opens a new note. Nonisolated, like every configuration.
public final class EditorModuleConfiguration: ZIKViewRouteConfiguration, EditorProvidedEditorModule {
  /// The identifier of the note to open, or `nil` for a new note. Set by ``makeDestinationWith``.
  public private(set) var noteID: String?
  /// The editor returned by the last ``makeDestinationWith`` call, until the perform takes it.
  var madeEditor: EditorViewController?

  /// Creates a configuration that opens a new note.
  public required init() { super.init() }

  /// Chooses the note to open (`nil`: a new note) and returns the editor the perform will display.
  ///
  /// The editor is empty until the perform loads the note and injects the store, session and sync trigger. When no
  /// note has that identifier, the perform fails with `ZIKRouteError.destinationUnavailable` and the editor is
  /// discarded. Calling it again replaces the choice and the editor.
  public var makeDestinationWith: (_ noteID: String?) -> (any EditorProvidedEditorView)? {
    { [weak self] noteID in
      guard let self else { return nil }
      let editor = Self.makeEditor()
      self.noteID = noteID
      madeEditor = editor
      return editor
    }
  }

  /// A new editor. Modules are prepared on the main actor, where views are routed; on UIKit and AppKit the editor's
  /// initializer is main-actor isolated (on the headless host it is not), so there the call says so.
  private static func makeEditor() -> EditorViewController {
    #if canImport(UIKit) || canImport(AppKit)
      MainActor.assumeIsolated { EditorViewController() }
    #else
      EditorViewController()
    #endif
  }

  /// Hands the editor made by ``makeDestinationWith`` to the perform, once: the configuration lives as long as its
  /// router, which must hold the editor only weakly.
  func takeMadeEditor() -> EditorViewController? {
    defer { madeEditor = nil }
    return madeEditor
  }

  /// A copy with the same note choice (and the same editor, if one was made and not yet displayed).
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copied = super.copy(with: zone)
    guard let copy = copied as? EditorModuleConfiguration else { return copied }
    copy.noteID = noteID
    copy.madeEditor = madeEditor
    return copy
  }
}
