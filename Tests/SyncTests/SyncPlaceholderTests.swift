import Testing
@testable import Sync

@Suite struct SyncPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
