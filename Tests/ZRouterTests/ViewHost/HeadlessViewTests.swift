import Foundation
import Testing
import ViewTestSupport

@testable import ZRouterCore

@MainActor
@Suite(.headlessTransitions(.immediate))
struct HeadlessViewTests {
  @Test func newViewIsDetachedWithAZeroFrame() {
    let view = HeadlessView()
    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
    #expect(view.frame == .zero)
  }

  @Test func frameKeepsWhatIsAssigned() {
    let view = HeadlessView()
    view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
  }

  @Test func addSubviewAppendsTheViewAndSetsItsSuperview() {
    let container = HeadlessView()
    let first = HeadlessView()
    let second = HeadlessView()
    container.addSubview(first)
    container.addSubview(second)
    #expect(container.subviews == [first, second])
    #expect(first.superview === container)
    #expect(second.superview === container)
  }

  @Test func addSubviewTakesTheViewOutOfItsOldSuperview() {
    let old = HeadlessView()
    let new = HeadlessView()
    let moved = HeadlessView()
    old.addSubview(moved)
    new.addSubview(moved)
    #expect(old.subviews.isEmpty)
    #expect(new.subviews == [moved])
    #expect(moved.superview === new)
  }

  @Test func addingAnExistingSubviewAgainMovesItToTheFront() {
    let container = HeadlessView()
    let back = HeadlessView()
    let front = HeadlessView()
    container.addSubview(back)
    container.addSubview(front)
    container.addSubview(back)
    #expect(container.subviews == [front, back])
  }

  @Test func addingAViewToItselfIsIgnored() {
    let view = HeadlessView()
    view.addSubview(view)
    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
  }

  @Test func addingAnAncestorAsSubviewIsIgnored() {
    let root = HeadlessView()
    let middle = HeadlessView()
    let leaf = HeadlessView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    leaf.addSubview(root)
    leaf.addSubview(middle)
    #expect(leaf.subviews.isEmpty)
    #expect(root.superview == nil)
    #expect(middle.superview === root)
    #expect(root.subviews == [middle])
  }

  @Test func removeFromSuperviewDetachesTheView() {
    let container = HeadlessView()
    let view = HeadlessView()
    container.addSubview(view)
    view.removeFromSuperview()
    #expect(view.superview == nil)
    #expect(container.subviews.isEmpty)
  }

  @Test func removeFromSuperviewWithoutSuperviewChangesNothing() {
    let view = HeadlessView()
    let child = HeadlessView()
    view.addSubview(child)
    view.removeFromSuperview()
    #expect(view.superview == nil)
    #expect(view.subviews == [child])
  }

  @Test func removedSubviewIsReleasedWhenNothingElseHoldsIt() {
    let container = HeadlessView()
    weak var released: HeadlessView?
    do {
      let view = HeadlessView()
      released = view
      container.addSubview(view)
    }
    #expect(released != nil)
    released?.removeFromSuperview()
    #expect(released == nil)
  }

  @Test func subviewHoldsItsSuperviewWeakly() {
    let view = HeadlessView()
    weak var released: HeadlessView?
    do {
      let container = HeadlessView()
      released = container
      container.addSubview(view)
    }
    #expect(released == nil)
    #expect(view.superview == nil)
  }

  @Test func hostSurfaceForwardsToTheViewTree() {
    let container = HeadlessView()
    let view = HeadlessView()
    let host: any ZIKViewHost = container
    host.zix_addSubview(view)
    #expect(view.superview === container)
    #expect(host.zix_subviews.count == 1)
    #expect(host.zix_subviews.first === view)
    #expect(view.zix_superview === container)
    view.zix_removeFromSuperview()
    #expect(container.subviews.isEmpty)
    #expect(view.zix_superview == nil)
  }

  @Test func hostSurfaceIgnoresAViewOfAnotherKind() {
    let container = HeadlessView()
    container.zix_addSubview(ForeignViewHost())
    #expect(container.subviews.isEmpty)
  }
}
