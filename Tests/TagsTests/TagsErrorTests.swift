import Foundation
import TestSupport
import Testing

@testable import Tags

/// Every error's message reads as sentences, even when the store's reason is a sentence of its own.
@Suite struct TagsErrorTests {
  static let samples: [TagsError] = [
    TagsError.invalidTag("two words", reason: "has a character other than a letter, a digit or a dash."),
    TagsError.storeFailed(step: "read the tags of \"n1\"", reason: "The disk is full."),
  ]

  @Test func everyCodeIsSampled() {
    #expect(Set(Self.samples.map(\.code)) == [.invalidTag, .storeFailed])
  }

  @Test(arguments: samples)
  func messageHasNoDoubledPeriod(error: TagsError) {
    #expect(!error.description.hasDoubledPeriod, "\(error.description)")
    #expect(error.description.hasSuffix("."), "\(error.description)")
    #expect(error.localizedDescription == error.description)
  }
}
