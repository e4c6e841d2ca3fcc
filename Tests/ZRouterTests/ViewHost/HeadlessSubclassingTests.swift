import Testing
import ViewTestSupport

@testable import ZRouterCore

/// A plain (nonisolated) protocol, as a feature module would declare for its view.
protocol TitledEditorInput: AnyObject {
  var title: String? { get set }
  func summary() -> String
}

/// An app-side destination: stored properties initialised inline, no initializer of its own.
final class SubclassedEditorViewController: HeadlessViewController {
  var noteID = "draft"
  var wordCount = 0
  var tags: [String] = ["inbox"]
  let toolbar = HeadlessView()

  override func viewDidLoad() {
    view.addSubview(toolbar)
  }
}

extension SubclassedEditorViewController: @MainActor TitledEditorInput {
  func summary() -> String { "\(title ?? "untitled") (\(noteID))" }
}

/// Builds any default-constructible class, as a simple registration does.
nonisolated func makeDefault<T: ZIKDefaultConstructible>(_ type: T.Type) -> T { type.init() }

@MainActor
@Suite(.headlessTransitions(.immediate))
struct HeadlessSubclassingTests {
  @Test func subclassWithInlineStoredPropertiesInheritsInit() {
    let editor = SubclassedEditorViewController()
    #expect(editor.noteID == "draft")
    #expect(editor.wordCount == 0)
    #expect(editor.tags == ["inbox"])
    #expect(editor.view.subviews == [editor.toolbar])
  }

  @Test func titleSatisfiesAPlainProtocolThroughAnIsolatedConformance() {
    let editor = SubclassedEditorViewController()
    let input: any TitledEditorInput = editor
    input.title = "Groceries"
    #expect(editor.title == "Groceries")
    #expect(input.summary() == "Groceries (draft)")
  }

  @Test func subclassIsDefaultConstructibleThroughItsMetatype() {
    let made = makeDefault(SubclassedEditorViewController.self)
    #expect(made.noteID == "draft")
    let erased: any ZIKDefaultConstructible.Type = SubclassedEditorViewController.self
    #expect(erased.init() is SubclassedEditorViewController)
    #expect(makeDefault(HeadlessView.self).superview == nil)
  }

  @Test func defaultInitCanRunOffTheMainActor() async {
    let made = await Task.detached { makeDefault(SubclassedEditorViewController.self) }.value
    #expect(made.noteID == "draft")
    #expect(!made.isViewLoaded)
  }

  @Test func viewsAreViewHostsAndControllersAreControllerHosts() {
    let view: any ZIKViewRouteSource = HeadlessView()
    let controller: any ZIKViewRouteSource = SubclassedEditorViewController()
    #expect(view is any ZIKViewHost)
    #expect(!(view is any ZIKViewControllerHost))
    #expect(controller is any ZIKViewControllerHost)
    #expect(!(controller is any ZIKViewHost))
  }

  @Test func equalityIsIdentity() {
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
    #expect(HeadlessView() != HeadlessView())
  }

  #if !canImport(UIKit) && !canImport(AppKit)
    /// Where no UI framework exists, screens subclass the headless controller, and handlers hand over any host.
    @Test func platformTypealiasesNameTheHeadlessClassAndAnyHost() {
      #expect(PlatformViewController.self == HeadlessViewController.self)
      #expect(DestinationViewController.self == (any ZIKViewControllerHost).self)
    }
  #endif
}
