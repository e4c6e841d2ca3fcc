/// The stable name of a screen in a saved navigation: its URL where its router has a URL pattern, otherwise the
/// declared name of its routable protocol. Never a type's runtime or mangled name, so renaming or moving a class
/// keeps saved navigation valid.
///
/// ```swift
/// ScreenIdentity.url("notes://notes/42")   // the note 42, opened with performURL
/// ScreenIdentity.routable("SettingsInput")  // opened with Router.perform(to: .settingsInput)
/// ```
/// Encoded as `{"url": "…"}` or `{"routable": "…"}`.
public enum ScreenIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The screen's URL, with its parameters: opened again with `performURL`.
  case url(String)
  /// The declared name of a `RoutableView` protocol of the screen's router, without `any`: opened again with a
  /// route to that protocol.
  case routable(String)

  /// `the URL notes://notes/42` or `the routable view SettingsInput`, for messages (a value longer than 200
  /// characters is shown by its start and its length).
  public var description: String {
    switch self {
    case .url(let url): "the URL \(MessageText.clipped(url))"
    case .routable(let name): "the routable view \(MessageText.clipped(name))"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case url, routable
  }

  /// Decodes `{"url": "…"}` or `{"routable": "…"}`; anything else is a decoding error.
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let url = try container.decodeIfPresent(String.self, forKey: .url) {
      self = .url(url)
    } else if let name = try container.decodeIfPresent(String.self, forKey: .routable) {
      self = .routable(name)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a screen needs `url` or `routable`"))
    }
  }

  /// Encodes `{"url": "…"}` or `{"routable": "…"}`.
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .url(let url): try container.encode(url, forKey: .url)
    case .routable(let name): try container.encode(name, forKey: .routable)
    }
  }
}
