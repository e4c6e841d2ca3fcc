import Testing
@testable import Storage

@Suite struct StoragePlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
