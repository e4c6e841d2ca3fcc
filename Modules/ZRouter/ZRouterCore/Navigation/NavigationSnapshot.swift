import Foundation

/// Where the user is, as a value: the screens above a host's root, bottom to top, each named by a stable
/// ``ScreenIdentity`` and the way it was shown. `Codable` and versioned, so it can be saved (to a file,
/// `SceneStorage` or `@AppStorage` as `Data`) and restored by a later version of the app.
///
/// ```swift
/// let data = try navigation.navigationSnapshot().encoded()        // save
/// let snapshot = try NavigationSnapshot(decoding: data)         // at launch: refuses hostile or newer data
/// navigation.restoreNavigation(from: snapshot) { result in … }     // result.dropped says what could not come back
/// ```
/// The host's root is not part of a snapshot: it is what the app shows first, made without a router.
public struct NavigationSnapshot: Hashable, Sendable, Codable {
  /// The version of the format this library writes and the newest it reads.
  public static let currentVersion = 1
  /// The most bytes ``init(decoding:)`` accepts.
  public static let maximumByteCount = 64 * 1024
  /// The most entries a snapshot or a plan may hold.
  public static let maximumEntryCount = 64
  /// The longest URL or protocol name an entry may hold, in UTF-8 bytes.
  public static let maximumNameByteCount = 4 * 1024
  /// The deepest nesting of JSON arrays and objects ``init(decoding:)`` reads (the format needs 4).
  static let maximumNesting = 8

  /// How a screen was shown above the one below it.
  public enum Transition: String, Hashable, Sendable, Codable {
    /// Pushed on the navigation stack of the screen below.
    case push
    /// Presented modally over the screen below (a sheet or a full-screen cover in SwiftUI).
    case present
  }

  /// One screen above the root.
  public struct Entry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen's stable name.
    public var screen: ScreenIdentity
    /// How it was shown.
    public var transition: Transition

    /// An entry for `screen`, shown with `transition`.
    /// - Parameters:
    ///   - screen: The screen's stable name.
    ///   - transition: How it is shown over the entry below it.
    public init(_ screen: ScreenIdentity, _ transition: Transition) {
      self.screen = screen
      self.transition = transition
    }

    /// `push the URL notes://notes/42`, for messages.
    public var description: String { "\(transition.rawValue) \(screen)" }
  }

  /// The version of the format the snapshot was written with.
  public var version: Int
  /// The screens above the root, bottom to top.
  public var entries: [Entry]

  /// A snapshot of the current version holding `entries`.
  /// - Parameter entries: The screens above the root, bottom to top.
  public init(entries: [Entry]) {
    version = Self.currentVersion
    self.entries = entries
  }

  /// The snapshot as compact JSON, keys sorted, so equal snapshots encode to equal bytes.
  /// - Returns: Data that ``init(decoding:)`` reads back.
  /// - Throws: ``NavigationError`` `snapshotTooDeep` or `snapshotTooLarge` when the result would be refused
  ///   when read back.
  public func encoded() throws(NavigationError) -> Data {
    guard entries.count <= Self.maximumEntryCount else { throw .snapshotTooDeep(entryCount: entries.count) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Every field is a String, an Int or an enum of strings: encoding cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    guard data.count <= Self.maximumByteCount else { throw .snapshotTooLarge(byteCount: data.count) }
    return data
  }

  /// Reads a snapshot from untrusted data, such as a file or `SceneStorage` written by another version of the app.
  ///
  /// Checks, in this order and before decoding anything else: the size (``maximumByteCount``), the nesting of the
  /// JSON, the version (a newer one is refused), then the entries (``maximumEntryCount``, ``maximumNameByteCount``).
  /// Never traps and runs in time linear in the data's size.
  /// - Parameter data: What ``encoded()`` wrote, or anything else.
  /// - Throws: ``NavigationError`` `snapshotTooLarge`, `snapshotFromNewerVersion`, `snapshotTooDeep` or
  ///   `unreadableSnapshot`.
  public init(decoding data: Data) throws(NavigationError) {
    guard data.count <= Self.maximumByteCount else { throw .snapshotTooLarge(byteCount: data.count) }
    guard Self.nesting(of: data) <= Self.maximumNesting else {
      throw .unreadableSnapshot("its JSON is nested more than \(Self.maximumNesting) levels deep")
    }
    let decoder = JSONDecoder()
    let version: Int
    do {
      version = try decoder.decode(VersionHeader.self, from: data).version
    } catch {
      throw .unreadableSnapshot("it is not a JSON object with a whole-number `version`")
    }
    guard version <= Self.currentVersion else { throw .snapshotFromNewerVersion(version) }
    guard version >= 1 else { throw .unreadableSnapshot("its version \(version) is not a version of the format") }
    let snapshot: NavigationSnapshot
    do {
      snapshot = try decoder.decode(NavigationSnapshot.self, from: data)
    } catch {
      throw .unreadableSnapshot("its entries are not screens with a `transition` of push or present")
    }
    guard snapshot.entries.count <= Self.maximumEntryCount else {
      throw .snapshotTooDeep(entryCount: snapshot.entries.count)
    }
    for entry in snapshot.entries {
      let name: String
      switch entry.screen {
      case .url(let url): name = url
      case .routable(let routable): name = routable
      }
      guard !name.isEmpty, name.utf8.count <= Self.maximumNameByteCount else {
        throw .unreadableSnapshot("a screen's name is empty or longer than \(Self.maximumNameByteCount) bytes")
      }
    }
    self = snapshot
  }

  private struct VersionHeader: Decodable {
    let version: Int
  }

  /// The deepest nesting of `[` and `{` outside strings, stopping as soon as it passes the limit.
  private static func nesting(of data: Data) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > maximumNesting { return deepest }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }
}
