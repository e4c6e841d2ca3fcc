import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hashes and verifies passwords with the system's password hashing: yescrypt (`$y$`) through libxcrypt on Linux,
/// PBKDF2-HMAC-SHA-256 (`$pbkdf2-sha256$`) through CommonCrypto on Apple platforms, which have no libxcrypt.
///
/// Use it for every password Login stores: ``hash(_:)`` makes a new salted hash, ``verify(_:against:)`` checks a
/// password against a stored one.
/// ```swift
/// let hasher = PasswordHasher()
/// let stored = try hasher.hash("correct horse")          // "$y$j9T$<salt>$<hash>"
/// try hasher.verify("correct horse", against: stored)    // true
/// ```
/// On Linux (`PasswordHasher+Yescrypt.swift`):
/// - The salt is 16 bytes (128 bits) from the OS's cryptographic generator (`SystemRandomNumberGenerator`, which is
///   `getrandom(2)` on Linux), encoded and costed by `crypt_gensalt_rn("$y$", 0, …)`: cost 0 is libxcrypt's
///   recommended default. The hash embeds its salt and cost, so old hashes keep verifying if the default changes.
/// - `crypt_rn` is reentrant: each call uses its own zeroed `struct crypt_data` (about 32 KiB) on the heap,
///   wiped before it is freed. A hasher is a value with no state; it is safe to use from any thread.
/// - Verification re-hashes with the stored setting and compares in constant time.
///
/// On Apple platforms (`PasswordHasher+PBKDF2.swift`) the hash is `$pbkdf2-sha256$<rounds>$<salt>$<key>`: 600,000
/// rounds, a 16-byte salt from the OS's generator and a 32-byte key, both in Base64; verification also compares in
/// constant time. Hashes are stored per device, so the two formats never meet.
public struct PasswordHasher: Sendable {
  /// The crypt(5) prefix of yescrypt, which every new hash starts with on Linux.
  public static let yescryptPrefix = "$y$"
  /// The longest password accepted, in UTF-8 bytes: crypt's limit (511), on every platform.
  public static let maximumPasswordByteCount = 511
  /// Bytes of OS randomness in each salt.
  static let saltByteCount = 16

  /// Creates a hasher. It has no configuration: the algorithm is the platform's (see above) at its default cost.
  public init() {}

  /// Hashes `password` with a new random salt.
  ///
  /// Two calls with the same password give different hashes.
  /// - Parameter password: Not empty, no NUL character, at most ``maximumPasswordByteCount`` UTF-8 bytes.
  /// - Returns: A crypt(5)-style string (`$y$…` on Linux, `$pbkdf2-sha256$…` on Apple platforms), safe to store.
  /// - Throws: ``LoginError`` with code `.emptyPassword`, `.invalidPassword` or `.hashingFailed`.
  public func hash(_ password: String) throws -> String {
    try Self.validate(password)
    let setting = try Self.makeSetting()
    let hash = try Self.crypt(password, setting: setting)
    guard hash.hasPrefix(Self.algorithmPrefix) else {
      throw LoginError.hashingFailed(step: "hashing with \(Self.algorithmName) (got another algorithm)", errno: EINVAL)
    }
    return hash
  }

  /// Checks `password` against a hash made by ``hash(_:)``.
  ///
  /// Re-hashes `password` with the salt and cost stored in `storedHash`, then compares in constant time.
  /// Takes as long as hashing, whether or not the password matches.
  /// - Parameters:
  ///   - password: The password to check; the same rules as for ``hash(_:)``.
  ///   - storedHash: A hash made by ``hash(_:)``, e.g. from ``LoginAccount/passwordHash``.
  /// - Returns: `true` when the password matches.
  /// - Throws: ``LoginError`` with code `.emptyPassword` or `.invalidPassword` for a password that can never match,
  ///   `.hashingFailed` when `storedHash` is corrupt or of another algorithm.
  public func verify(_ password: String, against storedHash: String) throws -> Bool {
    try Self.validate(password)
    let candidate = try Self.crypt(password, setting: storedHash)
    return Self.constantTimeEquals(Array(candidate.utf8), Array(storedHash.utf8))
  }

  // MARK: - Internals

  /// Rejects passwords crypt would refuse or silently truncate.
  static func validate(_ password: String) throws {
    if password.isEmpty { throw LoginError.emptyPassword }
    if password.utf8.contains(0) { throw LoginError.passwordContainsNUL }
    let count = password.utf8.count
    if count > maximumPasswordByteCount { throw LoginError.passwordTooLong(byteCount: count) }
  }

  /// Compares two byte strings in time that depends only on their lengths, not on where they differ.
  static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    var difference: UInt8 = lhs.count == rhs.count ? 0 : 1
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      difference |= left ^ right
    }
    return difference == 0
  }

  /// Overwrites secret bytes before they are released.
  static func wipe<Byte>(_ bytes: inout [Byte]) {
    bytes.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      memset(base, 0, raw.count)
    }
  }
}
