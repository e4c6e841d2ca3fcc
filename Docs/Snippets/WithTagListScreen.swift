// Template: the block is a platform file of FeatureScreens.md's example screen, after the screen's neutral file (the
// guide's first block, repeated here because each platform's blocks compile as a module of their own).
import Foundation
import ZRouter

public final class TagListViewController: PlatformViewController {
  public private(set) var tags: [String] = [] {
    didSet { stateDidChange() }
  }
  public private(set) var errorMessage: String? {
    didSet { stateDidChange() }
  }

  public func add(_ tag: String) {
    let trimmed = tag.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !tags.contains(trimmed) else {
      errorMessage = trimmed.isEmpty ? "Type a tag first." : "“\(trimmed)” is already there."
      return
    }
    tags.append(trimmed)
    errorMessage = nil
  }
}

// <snippet>
