import Foundation
import ZRouter

/// Why a Tags operation failed: match on ``code``, show ``description`` to the user.
///
/// ```swift
/// do { try tags.setTags(["two words"], ofNote: id) }
/// catch let error as TagsError where error.code == .invalidTag { print(error) }
/// ```
/// The cases live in an internal enum so new ones can be added without breaking callers; ``Code`` is what to match on.
public struct TagsError: ModuleError, Sendable {
  enum Kind: Sendable {
    case invalidTag(String, reason: String)
    case storeFailed(step: String, reason: String)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public var code: Code {
    switch kind {
    case .invalidTag: .invalidTag
    case .storeFailed: .storeFailed
    }
  }

  /// What went wrong and what to do.
  public var description: String {
    switch kind {
    case .invalidTag(let tag, let reason):
      "The tag \(tag.debugDescription) \(Self.clause(reason)), so no tag was changed. Use one word of up to \(TagStore.maximumTagLength) letters, digits or dashes."
    case .storeFailed(let step, let reason):
      "Tags could not \(step): \(Self.clause(reason)). Check the store the app context routes TagsRequiredValueStore to."
    }
  }
}

extension ModuleErrorCodeOf<TagsError> {
  /// A tag is empty, too long, or has a space or a control character.
  public static var invalidTag: Self { Self() }
  /// The value store threw, or holds something that is not a list of tags.
  public static var storeFailed: Self { Self() }
}
