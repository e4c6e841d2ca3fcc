import ZRouter

/// What Tags provides: the tags of each note, by note id.
///
/// ```swift
/// let tags = Router.makeDestination(to: RoutableService.tagsProvidedTagStore)
/// try tags?.setTags(["home", "Errands"], ofNote: id)
/// try tags?.tags(ofNote: id)   // ["errands", "home"]
/// ```
/// Tags are stored lowercased, without duplicates, in ascending order.
public protocol TagsProvidedTagStore: AnyObject {
  /// The tags of a note; none for a note never tagged.
  /// - Throws: ``TagsError`` `.storeFailed`.
  func tags(ofNote noteID: String) throws -> [String]

  /// Replaces the tags of a note; an empty list removes them.
  /// - Throws: ``TagsError`` `.invalidTag` (nothing stored) or `.storeFailed`.
  func setTags(_ tags: [String], ofNote noteID: String) throws
}

extension RoutableService where Protocol == any TagsProvidedTagStore {
  /// The routable key of ``TagsProvidedTagStore``, found by its name: call sites written
  /// `RoutableService.tagsProvidedTagStore` type-check in time independent of the number of keys.
  public static var tagsProvidedTagStore: Self { Self(declaredProtocol: Protocol.self) }
}
