import Foundation

/// Tags' implementation of ``TagsProvidedTagStore``: one JSON list of tags per note, in the routed value store.
public final class TagStore: TagsProvidedTagStore {
  /// The longest tag, in characters.
  public static let maximumTagLength = 40

  private let values: any TagsRequiredValueStore

  /// A tag store over `values` (normally made by ``TagStoreRouter``).
  public init(values: any TagsRequiredValueStore) {
    self.values = values
  }

  public func tags(ofNote noteID: String) throws -> [String] {
    let data: Data?
    do {
      data = try values.data(forKey: Self.key(noteID))
    } catch {
      throw TagsError.storeFailed(step: "read the tags of \(noteID.debugDescription)", reason: "\(error)")
    }
    guard let data else { return [] }
    do {
      return try JSONDecoder().decode([String].self, from: data)
    } catch {
      throw TagsError.storeFailed(
        step: "read the tags of \(noteID.debugDescription)", reason: "they are not a list of tags")
    }
  }

  public func setTags(_ tags: [String], ofNote noteID: String) throws {
    let cleaned = try Set(tags.map(Self.cleaned)).sorted()
    do {
      try values.set(cleaned.isEmpty ? nil : try JSONEncoder().encode(cleaned), forKey: Self.key(noteID))
    } catch {
      throw TagsError.storeFailed(step: "save the tags of \(noteID.debugDescription)", reason: "\(error)")
    }
  }

  /// Tags' key for a note.
  static func key(_ noteID: String) -> String { "note." + noteID }

  /// A tag lowercased, or an error saying why it cannot be one.
  static func cleaned(_ tag: String) throws -> String {
    guard !tag.isEmpty else { throw TagsError.invalidTag(tag, reason: "is empty") }
    guard tag.count <= maximumTagLength else {
      throw TagsError.invalidTag(
        String(tag.prefix(maximumTagLength)) + "…", reason: "is longer than \(maximumTagLength) characters")

    }
    guard tag.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" }) else {
      throw TagsError.invalidTag(tag, reason: "has a character other than a letter, a digit or a dash")
    }
    return tag.lowercased()
  }
}
