import Tags
import Testing
import ZRouter

@MainActor @Suite struct TagStoreRouterTests {
  @Test func theProvidedKeyGivesATagStoreOverTheRoutedValues() throws {
    let values = MockValueStore()
    try withTagsRouter(values: values) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let tags = try #require(Router.makeDestination(to: .tagsProvidedTagStore))
      try tags.setTags(["x"], ofNote: "n")
      #expect(values.stored["note.n"] != nil)
    }
  }

  @Test func aMissingValueStoreIsOneIssueAndNoTagStore() throws {
    try withTagsRouter(values: nil) {
      ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
      let issues = ZIKRouteRegistry.validate()
      #expect(issues.count == 1)
      #expect(issues.first?.description.contains("TagsRequiredValueStore") == true)
      #expect(Router.makeDestination(to: .tagsProvidedTagStore) == nil)
    }
  }
}
