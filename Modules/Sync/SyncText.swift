/// Text checks for what comes out of a replica: another device, or anyone who can write the shared folder, wrote it.
enum SyncText {
  /// Whether `scalar` must never reach a terminal or a one-line field: C0 and C1 controls, DEL, line and paragraph
  /// separators, and the bidirectional overrides and isolates that reorder what a terminal shows.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every control character written as `\u{…}`, safe to print in one line of a report.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A title as one clean line: tabs, newlines and other line breaks become spaces, every other control character is
  /// removed.
  static func cleanTitle(_ title: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in title.unicodeScalars {
      if !isControl(scalar) {
        result.append(scalar)
      } else if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.value == 0x2028 || scalar.value == 0x2029 {
        result.append(" ")
      }
    }
    return String(result)
  }

  /// A body with its line breaks (`\n`, `\r`) and tabs kept and every other control character removed.
  static func cleanBody(_ body: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in body.unicodeScalars where !isControl(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
      result.append(scalar)
    }
    return String(result)
  }

  /// `note` with its title and body cleaned.
  static func cleaned(_ note: SyncNote) -> SyncNote {
    var clean = note
    clean.title = cleanTitle(note.title)
    clean.body = cleanBody(note.body)
    return clean
  }

  /// `entry` with the title and body of its note cleaned.
  static func cleaned(_ entry: SyncRemoteEntry) -> SyncRemoteEntry {
    guard case .note(let note) = entry.state else { return entry }
    var clean = entry
    clean.state = .note(cleaned(note))
    return clean
  }

  /// Whether `id` is a note identifier sync accepts from a replica: 1 to 128 ASCII letters, digits, `-` and `_`
  /// (UUIDs and the like).
  static func isValidNoteID(_ id: String) -> Bool {
    (1...128).contains(id.utf8.count)
      && id.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default: false
        }
      }
  }

  /// Whether `name` is a user or device name sync accepts from a replica: 1 to 128 bytes, no control character.
  static func isValidName(_ name: String) -> Bool {
    (1...128).contains(name.utf8.count) && !name.unicodeScalars.contains(where: isControl)
  }
}
