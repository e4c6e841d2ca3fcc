/// Maps note identifiers to file names of ``FolderRemote`` and back.
///
/// Letters `a`–`z`, digits, `-` and `_` stay as they are; every other UTF-8 byte (uppercase letters included, so
/// case-insensitive file systems never merge two notes) becomes `%XX`. The name ends in `.note.json`.
enum FolderFileName {
  static let suffix = ".note.json"
  /// Longest file name written; most file systems allow 255 bytes.
  static let maximumLength = 240

  /// The file name for a note.
  /// - Throws: ``SyncError/Code/invalidNoteID`` for an empty or overly long identifier.
  static func name(for id: String) throws -> String {
    guard !id.isEmpty else { throw SyncError.invalidNoteID(id: id, reason: "it is empty") }
    var name = ""
    for byte in id.utf8 {
      if isVerbatim(byte) {
        name.append(Character(Unicode.Scalar(byte)))
      } else {
        name += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
      }
    }
    name += suffix
    guard name.utf8.count <= maximumLength else {
      throw SyncError.invalidNoteID(id: id, reason: "its file name would exceed \(maximumLength) bytes")
    }
    return name
  }

  /// The note identifier a file name stands for, or `nil` when the name was not made by ``name(for:)``.
  static func noteID(fromFileName fileName: String) -> String? {
    guard fileName.hasSuffix(suffix) else { return nil }
    let stem = Array(fileName.utf8.dropLast(suffix.utf8.count))
    guard !stem.isEmpty else { return nil }
    var bytes: [UInt8] = []
    var index = 0
    while index < stem.count {
      let byte = stem[index]
      if isVerbatim(byte) {
        bytes.append(byte)
        index += 1
      } else if byte == UInt8(ascii: "%"), index + 2 < stem.count, let high = hexValue(stem[index + 1]),
        let low = hexValue(stem[index + 2])
      {
        let decoded = high << 4 | low
        // A byte that would have been written verbatim must not appear escaped: one name per identifier.
        guard !isVerbatim(decoded) else { return nil }
        bytes.append(decoded)
        index += 3
      } else {
        return nil
      }
    }
    // Valid UTF-8 only: decoding repairs invalid bytes, so a repaired string differs from them. (`String(validating:)`
    // would say so directly, but needs iOS 18 / macOS 15.)
    let id = String(decoding: bytes, as: UTF8.self)
    guard Array(id.utf8) == bytes, (try? name(for: id)) == fileName else { return nil }
    return id
  }

  private static func isVerbatim(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
      UInt8(ascii: "_"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
