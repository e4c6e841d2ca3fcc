#if canImport(CCrypt)
  import CCrypt
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Hashing on Linux: yescrypt through the system's libxcrypt.
  extension PasswordHasher {
    /// The prefix every new hash starts with here: yescrypt's.
    static let algorithmPrefix = yescryptPrefix
    /// The algorithm's name, for messages.
    static let algorithmName = "yescrypt"

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
  }
#endif
