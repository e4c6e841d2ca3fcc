import CCrypt
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hashes and verifies passwords with the system's libxcrypt, using yescrypt (`$y$`).
///
/// Use it for every password Login stores: ``hash(_:)`` makes a new salted hash, ``verify(_:against:)`` checks a
/// password against a stored one.
/// ```swift
/// let hasher = PasswordHasher()
/// let stored = try hasher.hash("correct horse")          // "$y$j9T$<salt>$<hash>"
/// try hasher.verify("correct horse", against: stored)    // true
/// ```
/// - The salt is 16 bytes (128 bits) from the OS's cryptographic generator (`SystemRandomNumberGenerator`, which is
///   `getrandom(2)` on Linux), encoded and costed by `crypt_gensalt_rn("$y$", 0, …)`: cost 0 is libxcrypt's
///   recommended default. The hash embeds its salt and cost, so old hashes keep verifying if the default changes.
/// - `crypt_rn` is reentrant: each call uses its own zeroed `struct crypt_data` (about 32 KiB) on the heap,
///   wiped before it is freed. A hasher is a value with no state; it is safe to use from any thread.
/// - Verification re-hashes with the stored setting and compares in constant time.
public struct PasswordHasher: Sendable {
  /// The crypt(5) prefix of yescrypt, which every new hash starts with.
  public static let yescryptPrefix = "$y$"
  /// The longest password crypt accepts, in UTF-8 bytes.
  public static let maximumPasswordByteCount = Int(CRYPT_MAX_PASSPHRASE_SIZE) - 1
  /// Bytes of OS randomness in each salt.
  static let saltByteCount = 16

  /// Creates a hasher. It has no configuration: the algorithm is yescrypt at libxcrypt's default cost.
  public init() {}

  /// Hashes `password` with a new random salt.
  ///
  /// Two calls with the same password give different hashes.
  /// - Parameter password: Not empty, no NUL character, at most ``maximumPasswordByteCount`` UTF-8 bytes.
  /// - Returns: A crypt(5) string starting with `$y$`, safe to store.
  /// - Throws: ``LoginError`` with code `.emptyPassword`, `.invalidPassword` or `.hashingFailed`.
  public func hash(_ password: String) throws -> String {
    try Self.validate(password)
    let setting = try Self.makeSetting()
    let hash = try Self.crypt(password, setting: setting)
    guard hash.hasPrefix(Self.yescryptPrefix) else {
      throw LoginError.hashingFailed(step: "hashing with yescrypt (got another algorithm)", errno: EINVAL)
    }
    return hash
  }

  /// Checks `password` against a hash made by ``hash(_:)``.
  ///
  /// Re-hashes `password` with the salt and cost stored in `storedHash`, then compares in constant time.
  /// Takes as long as hashing, whether or not the password matches.
  /// - Parameters:
  ///   - password: The password to check; the same rules as for ``hash(_:)``.
  ///   - storedHash: A crypt(5) string, e.g. from ``LoginAccount/passwordHash``.
  /// - Returns: `true` when the password matches.
  /// - Throws: ``LoginError`` with code `.emptyPassword` or `.invalidPassword` for a password that can never match,
  ///   `.hashingFailed` when crypt rejects `storedHash` (corrupt or unsupported).
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

  /// A new yescrypt setting (`$y$<cost>$<salt>`) from OS randomness.
  static func makeSetting() throws -> String {
    var generator = SystemRandomNumberGenerator()
    var random = [CChar](repeating: 0, count: saltByteCount)
    for index in random.indices { random[index] = CChar(bitPattern: generator.next() as UInt8) }
    defer { wipe(&random) }

    var output = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
    errno = 0
    let result = random.withUnsafeBufferPointer { randomBytes in
      output.withUnsafeMutableBufferPointer { out in
        crypt_gensalt_rn(
          yescryptPrefix, 0, randomBytes.baseAddress, Int32(randomBytes.count), out.baseAddress, Int32(out.count))
      }
    }
    guard let result, result.pointee != 0, result.pointee != CChar(UInt8(ascii: "*")) else {
      throw LoginError.hashingFailed(step: "generating a yescrypt salt", errno: errno == 0 ? EINVAL : errno)
    }
    return String(cString: result)
  }

  /// `crypt_rn(password, setting)` with a heap-allocated, zeroed and wiped `struct crypt_data`.
  static func crypt(_ password: String, setting: String) throws -> String {
    let size = MemoryLayout<crypt_data>.size
    let data = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
    data.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    defer {
      data.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      data.deallocate()
    }
    errno = 0
    guard let result = crypt_rn(password, setting, data, Int32(size)),
      result.pointee != 0, result.pointee != CChar(UInt8(ascii: "*"))
    else {
      throw LoginError.hashingFailed(step: "hashing a password", errno: errno == 0 ? EINVAL : errno)
    }
    return String(cString: result)
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
  private static func wipe(_ bytes: inout [CChar]) {
    bytes.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      memset(base, 0, raw.count)
    }
  }
}
