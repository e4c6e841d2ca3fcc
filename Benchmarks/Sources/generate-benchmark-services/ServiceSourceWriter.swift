/// Writes the Swift sources of the generated services: the registration load of the `register_ms` and `first_use`
/// figures, 5000 distinct service protocols split over a number of modules ("parts").
///
/// For each index `i` a part declares:
/// - a class-bound service protocol `GeneratedService<i>` with its routable declaration in the member form
///   (`extension RoutableService where Protocol == any GeneratedService<i> { static var generatedService<i>: Self }`),
/// - a destination class `GeneratedService<i>Impl` adopting it,
/// - `registerGeneratedService<i>()`: one simple registration
///   `ZIKAnyServiceRouter.register(key, forMakingService: GeneratedService<i>Impl.self) { _ in GeneratedService<i>Impl() }`,
/// - `keyOfGeneratedService<i>()`: the key, type-erased (`SwitchableService`),
/// - `makeGeneratedService<i>()`: `Router.makeDestination(to:)` of its key (`first_use_ms`),
/// - `directGeneratedService<i>()`: what its factory closure does, called directly (`first_use_direct_ms`),
///
/// and public tables listing those functions. The index file concatenates the tables of every part in order.
///
/// Why parts, and why the tables look the way they do:
/// - The split mirrors an app's feature modules; it also keeps each module's release build short.
/// - The member form, not the `init()` form: `RoutableService<any GeneratedService<i>>()` at every call site would
///   make the type checker try every constrained `init()` there, which costs time quadratic in the services.
/// - One small function per service and tables of function references: a 5000-case `switch` takes minutes in
///   SILGen and LLVM.
struct ServiceSourceWriter {
  /// The number of generated service protocols, over all parts.
  static let serviceCount = 5000

  /// The number of modules the services are split into.
  let partCount: Int

  /// The number of digits of every service's index, so names sort in order.
  private var width: Int { max(4, String(Self.serviceCount - 1).count) }

  /// The module name of part `part`.
  static func partName(_ part: Int) -> String { "GeneratedServicesPart\(part)" }

  /// The indexes of the services part `part` declares.
  func indexes(ofPart part: Int) -> Range<Int> {
    let perPart = (Self.serviceCount + partCount - 1) / partCount
    return min(Self.serviceCount, part * perPart)..<min(Self.serviceCount, (part + 1) * perPart)
  }

  private func serviceName(_ index: Int) -> String {
    let digits = String(index)
    return "GeneratedService" + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static let header = """
    // Generated at build time by the GenerateBenchmarkServices plugin (Benchmarks/Sources/generate-benchmark-services).
    // swift-format-ignore-file

    """

  /// The source of part `part`: its services and the tables of its functions, in an extension of the part's enum.
  func partSource(_ part: Int) -> String {
    let range = indexes(ofPart: part)
    let names = range.map(serviceName)
    let table = { (prefix: String) in names.map { "    \(prefix)\($0)," }.joined(separator: "\n") }
    var out =
      Self.header + """
        // Services \(range.lowerBound)..<\(range.upperBound): protocols with their routable declarations and destination
        // classes, one registration, key, make and direct function each, and the tables listing them.

        import ZRouter

        extension \(Self.partName(part)) {
          /// `registrations[i]()` registers one service with a simple registration: its key, its class, and a factory
          /// closure that allocates the class. Call them before registration finishes.
          public static let registrations: [@Sendable () -> Void] = [
        \(table("register"))
          ]

          /// `keys[i]()` is the key of the service `registrations[i]` registers, type-erased.
          public static let keys: [@Sendable () -> SwitchableService] = [
        \(table("keyOf"))
          ]

          /// `makes[i]()` makes a destination of service `i` through `Router.makeDestination(to:)` (`nil` if it failed).
          public static let makes: [@Sendable () -> AnyObject?] = [
        \(table("make"))
          ]

          /// `directs[i]()` runs what the factory closure of service `i` runs, without the router.
          public static let directs: [@Sendable () -> AnyObject?] = [
        \(table("direct"))
          ]
        }

        """
    for name in names {
      let member = name.prefix(1).lowercased() + name.dropFirst()
      out += """
        protocol \(name): AnyObject {}
        final class \(name)Impl: \(name) {}
        extension RoutableService where Protocol == any \(name) {
          static var \(member): Self { Self(declaredProtocol: Protocol.self) }
        }
        private func register\(name)() {
          ZIKAnyServiceRouter.register(RoutableService.\(member), forMakingService: \(name)Impl.self) { _ in \(name)Impl() }
        }
        private func keyOf\(name)() -> SwitchableService { SwitchableService(RoutableService.\(member)) }
        private func make\(name)() -> AnyObject? { Router.makeDestination(to: .\(member)) }
        @inline(never) private func direct\(name)() -> AnyObject? {
          let made: (any \(name))? = \(name)Impl()
          return made
        }

        """
    }
    return out
  }

  /// The source of the index: `GeneratedServices`, the tables of all parts concatenated in order.
  func indexSource() -> String {
    let parts = (0..<partCount).map(Self.partName)
    let imports = parts.map { "import \($0)" }.joined(separator: "\n")
    let joined = { (table: String) in parts.map { "      \($0).\(table)," }.joined(separator: "\n") }
    return Self.header + """
      \(imports)
      import ZRouter

      /// All \(Self.serviceCount) generated services, in order: the tables of the \(partCount) generated parts, concatenated.
      enum GeneratedServices {
        /// The number of generated service protocols.
        static let count = \(Self.serviceCount)

        /// `registrations[i]()` registers generated service `i` (a simple registration: key, class, factory closure).
        static let registrations: [@Sendable () -> Void] = Array(
          [
      \(joined("registrations"))
          ].joined())

        /// `keys[i]()` is the key of generated service `i`, type-erased.
        static let keys: [@Sendable () -> SwitchableService] = Array(
          [
      \(joined("keys"))
          ].joined())

        /// `makes[i]()` makes a destination of generated service `i` with `Router.makeDestination(to:)`.
        static let makes: [@Sendable () -> AnyObject?] = Array(
          [
      \(joined("makes"))
          ].joined())

        /// `directs[i]()` runs the body of generated service `i`'s factory closure directly.
        static let directs: [@Sendable () -> AnyObject?] = Array(
          [
      \(joined("directs"))
          ].joined())
      }

      """
  }
}
