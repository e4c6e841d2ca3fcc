import ZRouter

/// The tags of notes as the shell's `tag` command uses them: read a note's tags, replace them.
///
/// The app context routes this protocol to Tags' tag store (see `Adapters/TagsAdapter.swift`).
public protocol ShellRequiredTags: AnyObject {
  /// The tags of a note, in the order to show them; none for a note never tagged.
  func tags(ofNote noteID: String) throws -> [String]
  /// Replaces the tags of a note; an empty list removes them. Throws an error saying which tag is refused and why.
  func setTags(_ tags: [String], ofNote noteID: String) throws
}

extension RoutableService where Protocol == any ShellRequiredTags {
  /// The routable key of ``ShellRequiredTags``.
  public init() { self.init(declaredProtocol: Protocol.self) }
  /// The routable key of ``ShellRequiredTags``, found by its name: call sites written
  /// `RoutableService.shellRequiredTags` type-check in time independent of the number of keys.
  public static var shellRequiredTags: Self { Self(declaredProtocol: Protocol.self) }
}
