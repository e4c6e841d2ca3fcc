import Testing
@testable import Login

@Suite struct LoginPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
