import AppKitModel
import Foundation
import Testing

/// Containment, view loading and view trees in the AppKit model, against AppKit/NSViewController.h, AppKit/NSView.h
/// and Apple's documentation.
@MainActor @Suite struct AppKitContainmentModelTests {
  /// `addChild(_:)` "calls insertChildViewController:atIndex: at the end of the array"; the child's `parent` is the
  /// receiver. Containment never touches views: the child's view is the container's to place.
  @Test func addChildAppendsAndLeavesViewsAlone() {
    withAppKitLog { _ in
      let parent = AppKitScreen()
      let (a, b) = (AppKitScreen(), AppKitScreen())
      parent.addChild(a)
      parent.addChild(b)
      #expect(parent.children === [a, b])
      #expect(a.parent === parent && b.parent === parent)
      #expect(a.viewIfLoaded?.superview == nil)
      let c = AppKitScreen()
      parent.insertChild(c, at: 0)
      #expect(parent.children === [c, a, b])
    }
  }

  /// `insertChild(_:at:)` first removes a child that has another parent: a controller has one parent at a time.
  @Test func aChildMovesFromItsOldParent() {
    withAppKitLog { _ in
      let (old, new, child) = (AppKitScreen(), AppKitScreen(), AppKitScreen())
      old.addChild(child)
      new.addChild(child)
      #expect(old.children.isEmpty)
      #expect(new.children === [child] && child.parent === new)
    }
  }

  /// `removeFromParent()`: "This is a convenience method that calls the removeChild(at:) method, automatically
  /// supplying the appropriate index value" — an override of `removeChild(at:)` sees the removal.
  @Test func removeFromParentGoesThroughRemoveChildAt() {
    withAppKitLog { _ in
      final class Container: NSViewController {
        var removed: [Int] = []
        override func loadView() { view = NSView() }
        override func removeChild(at index: Int) {
          removed.append(index)
          super.removeChild(at: index)
        }
      }
      let container = Container()
      let (a, b) = (AppKitScreen(), AppKitScreen())
      container.addChild(a)
      container.addChild(b)
      b.removeFromParent()
      #expect(container.removed == [1])
      #expect(container.children === [a] && b.parent == nil)
    }
  }

  /// Making a controller its own ancestor raises in AppKit; the model records it and changes nothing.
  @Test func aControllerCannotContainItsAncestor() {
    let log = withAppKitLog { _ in
      let (parent, child) = (AppKitScreen(), AppKitScreen())
      parent.addChild(child)
      child.addChild(parent)
      #expect(parent.parent == nil && child.children.isEmpty)
    }
    #expect(log.raisedExceptions.count == 1)
  }

  /// `view`: "first invokes [self loadView] if the view hasn't been set yet. After -loadView is called, -viewDidLoad
  /// will be called." The default `loadView()` loads a nib; without one AppKit raises (recorded by the model).
  @Test func theViewLoadsOnFirstAccessThenViewDidLoad() {
    let log = withAppKitLog { _ in
      final class Loading: NSViewController {
        var calls: [String] = []
        override func loadView() {
          calls.append("loadView")
          view = NSView()
        }
        override func viewDidLoad() { calls.append("viewDidLoad") }
      }
      let loading = Loading()
      #expect(!loading.isViewLoaded && loading.viewIfLoaded == nil)
      _ = loading.view
      _ = loading.view
      #expect(loading.calls == ["loadView", "viewDidLoad"])
      _ = NSViewController().view
    }
    #expect(log.raisedExceptions.count == 1)
  }

  /// `removeFromSuperview()` "Unlinks the view from its superview and its window"; every view of a subtree moving into
  /// or out of a window gets `viewWillMove(toWindow:)` before and `viewDidMoveToWindow()` after, parents first.
  @Test func aSubtreeHearsItsWindowChangeParentsFirst() {
    withAppKitLog { _ in
      final class Probe: NSView {
        var calls: [String] = []
        let journal: Journal
        let name: String
        init(_ name: String, _ journal: Journal) {
          (self.name, self.journal) = (name, journal)
          super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillMove(toWindow newWindow: NSWindow?) { journal.add("\(name).will") }
        override func viewDidMoveToWindow() { journal.add("\(name).did") }
      }
      let journal = Journal()
      let main = AppKitMainWindow()
      let (parent, child) = (Probe("parent", journal), Probe("child", journal))
      parent.addSubview(child)
      main.root.view.addSubview(parent)
      #expect(journal.entries == ["parent.will", "child.will", "parent.did", "child.did"])
      #expect(child.window === main.window)
      journal.reset()
      parent.removeFromSuperview()
      #expect(journal.entries == ["parent.will", "child.will", "parent.did", "child.did"])
      #expect(child.window == nil && parent.superview == nil)
    }
  }

  /// `viewWillDisappear()` is called when the view goes to a state where it is "hidden, [or has] a hidden ancestor"
  /// (NSViewController.h): hiding the superview of a child's view makes the child disappear, showing it makes it
  /// appear again.
  @Test func hidingAnAncestorMakesTheControllerDisappear() {
    withAppKitLog { _ in
      let journal = Journal()
      let main = AppKitMainWindow()
      let holder = NSView()
      main.root.view.addSubview(holder)
      let child = AppKitScreen("child", journal)
      main.root.addChild(child)
      holder.addSubview(child.view)
      #expect(journal.entries == ["child.viewWillAppear", "child.viewDidAppear"])
      journal.reset()
      holder.isHidden = true
      #expect(journal.entries == ["child.viewWillDisappear", "child.viewDidDisappear"])
      journal.reset()
      holder.isHidden = false
      #expect(journal.entries == ["child.viewWillAppear", "child.viewDidAppear"])
    }
  }

  /// `visibleRect` is "the portion of the view that isn't clipped by its superviews".
  @Test func theVisibleRectIsClippedBySuperviews() {
    let outer = NSView(frame: NSRect(x: 0, y: 0, width: 100, height: 100))
    let inner = NSView(frame: NSRect(x: 50, y: 50, width: 100, height: 100))
    outer.addSubview(inner)
    #expect(inner.visibleRect == NSRect(x: 0, y: 0, width: 50, height: 50))
  }
}
