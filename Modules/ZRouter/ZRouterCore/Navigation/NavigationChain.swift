/// The screens a navigation host shows, read through the `zix_` members of ``ZIKViewControllerHost`` and
/// ``ZIKNavigationHost`` only, so it works the same on the headless host, UIKit, AppKit and a SwiftUI navigation
/// model: the host's stack, then whatever its top presents (a presented navigation stack counts with its whole
/// stack), then whatever that presents, and so on.
@MainActor
struct NavigationChain {
  /// One controller above the root, with how it was shown.
  struct Link {
    let controller: any ZIKViewControllerHost
    let transition: NavigationSnapshot.Transition
  }

  /// The host's first controller: what the app shows without a router. `nil` when the stack is empty.
  let root: (any ZIKViewControllerHost)?
  /// The controllers above the root, bottom to top.
  let links: [Link]

  /// The controller on top: the last link's, else the root.
  var top: (any ZIKViewControllerHost)? { links.last?.controller ?? root }

  /// Reads the chain of `host`. Stops after ``NavigationSnapshot/maximumEntryCount`` times four links, and at a
  /// controller seen before, so a host that answers in a loop cannot hang it.
  init(of host: any ZIKNavigationHost) {
    let stack = host.zix_viewControllers
    root = stack.first
    var links = stack.dropFirst().map { Link(controller: $0, transition: .push) }
    var seen = Set(stack.map { ObjectIdentifier($0) })
    var top = stack.last
    let limit = NavigationSnapshot.maximumEntryCount * 4
    while let presented = top?.zix_presentedViewController, links.count < limit {
      let level = Self.stack(startingWith: presented)
      guard level.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else { break }
      links.append(Link(controller: level[0], transition: .present))
      links += level.dropFirst().map { Link(controller: $0, transition: .push) }
      top = level.last
    }
    self.links = links
  }

  /// The stack a presented controller shows: its own when it is a navigation host, the stack of the navigation host
  /// it is the root of, or itself alone.
  private static func stack(startingWith presented: any ZIKViewControllerHost) -> [any ZIKViewControllerHost] {
    if let navigation = presented as? any ZIKNavigationHost, !navigation.zix_viewControllers.isEmpty {
      return navigation.zix_viewControllers
    }
    if let navigation = presented.zix_navigationController, let first = navigation.zix_viewControllers.first,
      first === presented
    {
      return navigation.zix_viewControllers
    }
    return [presented]
  }

  /// Whether any controller of the chain is in a transition.
  var isTransitioning: Bool {
    (root?.zix_isTransitioning ?? false) || links.contains { $0.controller.zix_isTransitioning }
  }

  /// The identities of the links, bottom to top, up to the first link without one; and why that one has none.
  func identities() -> (entries: [NavigationSnapshot.Entry], stop: NavigationError?) {
    var entries: [NavigationSnapshot.Entry] = []
    for link in links {
      guard let record = ShownScreens.record(of: link.controller) else {
        return (entries, .notShownByRouter(link.controller))
      }
      do {
        entries.append(NavigationSnapshot.Entry(try record.identity(), link.transition))
      } catch {
        return (entries, error)
      }
    }
    return (entries, nil)
  }
}
