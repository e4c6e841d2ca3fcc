import Testing
@testable import AppContext

@Suite struct AppContextPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
