import TestSupport
import Testing

@testable import ZRouterCore

/// The registry's identity table behaves as a dictionary keyed by `ObjectIdentifier` that only grows: every key
/// inserted is found with its value, absent keys are not, insertion order is kept, and a present key is never
/// inserted twice.
@Suite struct IdentityTableTests {
  /// Objects whose identities serve as keys (kept alive so no address is reused during a test).
  private final class Token {}

  @Test func anEmptyTableFindsNothing() {
    let table = IdentityTable<Int>()
    let token = Token()
    #expect(table.isEmpty)
    #expect(table[ObjectIdentifier(token)] == nil)
    #expect(table.entryIndex(of: ObjectIdentifier(token)) == nil)
  }

  @Test func agreesWithADictionaryOverThousandsOfKeysInRandomOrder() {
    var random = SplitMix64(seed: 0x5EED)
    let tokens = (0..<5000).map { _ in Token() }
    let absent = (0..<500).map { _ in Token() }
    var table = IdentityTable<Int>()
    var expected: [ObjectIdentifier: Int] = [:]
    for _ in 0..<20_000 {
      let index = Int(random.next() % UInt64(tokens.count))
      let key = ObjectIdentifier(tokens[index])
      let (entry, inserted) = table.insertIfAbsent(index, for: key)
      #expect(inserted == (expected[key] == nil))
      #expect(table.keys[entry] == key)
      if inserted { expected[key] = index }
    }
    #expect(table.count == expected.count)
    for (key, value) in expected { #expect(table[key] == value) }
    for token in absent { #expect(table[ObjectIdentifier(token)] == nil) }
  }

  @Test func keepsInsertionOrder() {
    let tokens = (0..<100).map { _ in Token() }
    var table = IdentityTable<Int>()
    for (index, token) in tokens.enumerated() { table.set(index, for: ObjectIdentifier(token)) }
    #expect(table.map(\.value) == Array(0..<100))
    #expect(Array(table.keys) == tokens.map { ObjectIdentifier($0) })
  }

  @Test func aSecondInsertOfAKeyKeepsTheFirstValueAndSetReplacesIt() {
    let token = Token()
    let key = ObjectIdentifier(token)
    var table = IdentityTable<String>()
    #expect(table.insertIfAbsent("first", for: key).inserted)
    let again = table.insertIfAbsent("second", for: key)
    #expect(!again.inserted)
    #expect(table[key] == "first")
    table.set("third", for: key)
    #expect(table[key] == "third")
    #expect(table.count == 1)
  }

  @Test func theValueOfAnInsertThatFindsTheKeyIsNeverMade() {
    let token = Token()
    var table = IdentityTable<Int>()
    table.set(1, for: ObjectIdentifier(token))
    var made = 0
    func make() -> Int {
      made += 1
      return 2
    }
    table.insertIfAbsent(make(), for: ObjectIdentifier(token))
    #expect(made == 0)
  }

  @Test func growingKeepsEveryEntry() {
    let tokens = (0..<300).map { _ in Token() }
    var table = IdentityTable<Int>()
    for (index, token) in tokens.prefix(100).enumerated() { table.set(index, for: ObjectIdentifier(token)) }
    for (index, token) in tokens.enumerated().dropFirst(100) { table.set(index, for: ObjectIdentifier(token)) }
    for (index, token) in tokens.enumerated() { #expect(table[ObjectIdentifier(token)] == index) }
  }
}
