import Testing
@testable import Editor

@Suite struct EditorPlaceholderTests {
  @Test func moduleBuilds() { #expect(Bool(true)) }
}
