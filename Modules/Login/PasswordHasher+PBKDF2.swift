#if !canImport(CCrypt) && canImport(CommonCrypto)
  import CommonCrypto
  import Foundation

  /// Hashing on Apple platforms, which have no libxcrypt: PBKDF2-HMAC-SHA-256 through CommonCrypto, stored as
  /// `$pbkdf2-sha256$<rounds>$<salt>$<key>` (salt and key in Base64).
  extension PasswordHasher {
    /// The prefix every new hash starts with here.
    static let algorithmPrefix = "$pbkdf2-sha256$"
    /// The algorithm's name, for messages.
    static let algorithmName = "PBKDF2-HMAC-SHA-256"
    /// Rounds of new hashes: OWASP's recommendation for PBKDF2-HMAC-SHA-256.
    static let defaultRounds: UInt32 = 600_000
    /// The most rounds a stored hash may ask for, so that a damaged hash cannot stall a sign-in.
    static let maximumRounds: UInt32 = 10_000_000
    /// Bytes of the derived key.
    static let keyByteCount = 32

    /// A new setting (`$pbkdf2-sha256$<rounds>$<salt>`) from OS randomness.
    static func makeSetting() throws -> String {
      var generator = SystemRandomNumberGenerator()
      let salt = (0..<saltByteCount).map { _ in generator.next() as UInt8 }
      return "\(algorithmPrefix)\(defaultRounds)$\(Data(salt).base64EncodedString())"
    }

    /// Derives the key of `password` with the rounds and salt of `setting` (a setting or a whole stored hash).
    static func crypt(_ password: String, setting: String) throws -> String {
      let fields = setting.split(separator: "$", omittingEmptySubsequences: false)
      guard fields.count == 4 || fields.count == 5, fields[0].isEmpty, "$\(fields[1])$" == algorithmPrefix,
        let rounds = UInt32(fields[2]), (1...maximumRounds).contains(rounds),
        let salt = Data(base64Encoded: String(fields[3])), !salt.isEmpty
      else {
        throw LoginError.hashingFailed(step: "reading a stored hash (not a \(algorithmName) hash)", errno: EINVAL)
      }
      var key = [UInt8](repeating: 0, count: keyByteCount)
      defer { wipe(&key) }
      let status = password.withCString { passwordBytes in
        salt.withUnsafeBytes { saltBytes in
          CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), passwordBytes, password.utf8.count,
            saltBytes.bindMemory(to: UInt8.self).baseAddress, salt.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
            rounds, &key, key.count)
        }
      }
      guard status == kCCSuccess else {
        throw LoginError.hashingFailed(step: "hashing a password (CommonCrypto status \(status))", errno: EINVAL)
      }
      return "\(algorithmPrefix)\(rounds)$\(fields[3])$\(Data(key).base64EncodedString())"
    }
  }
#endif
