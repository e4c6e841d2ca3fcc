import Foundation
import ZRouter

/// Why a Tags operation failed: match on ``code``, show ``description`` to the user.
///
/// ```swift
/// do { try tags.setTags(["two words"], ofNote: id) }
/// catch let error as TagsError where error.code == .invalidTag { print(error) }
/// ```
/// Errors are made by the module's internal factories, one per kind, so new kinds can be added without breaking
/// callers; ``Code`` is what to match on.
public struct TagsError: ModuleError, Sendable {
  /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
  public let code: Code
  /// What went wrong and what to do.
  public let description: String

  static func invalidTag(_ tag: String, reason: String) -> TagsError {
    TagsError(
      code: .invalidTag,
      description:
        "The tag \(tag.debugDescription) \(clause(reason)), so no tag was changed. Use one word of up to \(TagStore.maximumTagLength) letters, digits or dashes."
    )
  }

  static func storeFailed(step: String, reason: String) -> TagsError {
    TagsError(
      code: .storeFailed,
      description:
        "Tags could not \(step): \(clause(reason)). Check the store the app context routes TagsRequiredValueStore to."
    )
  }
}

extension ModuleErrorCodeOf<TagsError> {
  /// A tag is empty, too long, or has a space or a control character.
  public static var invalidTag: Self { Self() }
  /// The value store threw, or holds something that is not a list of tags.
  public static var storeFailed: Self { Self() }
}
