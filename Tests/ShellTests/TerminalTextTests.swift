import Testing

@testable import Shell

/// Text from notes (typed here or synced from elsewhere) cannot drive the terminal it is printed on.
@Suite struct TerminalTextTests {
  @Test func aFieldShowsEveryControlCharacterAsAnEscape() {
    #expect(
      TerminalText.field("a\nb\tc\r\u{0}\u{1B}]0;x\u{7}\u{7F}\u{9B}") == #"a\nb\tc\r\u{0}\u{1B}]0;x\u{7}\u{7F}\u{9B}"#)
  }

  @Test func linesKeepNewlinesAndTabsOnly() {
    #expect(TerminalText.lines("one\n\ttwo\u{1B}[2J") == "one\n\ttwo\\u{1B}[2J")
  }

  @Test func unicodeLineSeparatorsAndBidirectionalOverridesAreEscaped() {
    #expect(TerminalText.field("a\u{2028}b\u{202E}c\u{2066}") == #"a\u{2028}b\u{202E}c\u{2066}"#)
  }

  @Test func anEchoShowsTheStartOfLongInputAndItsLength() {
    #expect(TerminalText.echo("e61a") == "e61a")
    #expect(TerminalText.echo(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
    #expect(
      TerminalText.echo(String(repeating: "a", count: 81)) == String(repeating: "a", count: 80) + "… (81 characters)")
    #expect(TerminalText.echo("\u{1B}" + String(repeating: "b", count: 100)).hasPrefix(#"\u{1B}bbb"#))
  }

  @Test func ordinaryTextIsUnchanged() {
    #expect(TerminalText.field("Groceries — milk, 🥛, café") == "Groceries — milk, 🥛, café")
  }
}
