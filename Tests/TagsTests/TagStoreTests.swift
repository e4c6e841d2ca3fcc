import Foundation
import Tags
import Testing

@Suite struct TagStoreTests {
  @Test func tagsAreStoredLowercasedSortedAndOnceUnderTheNotesKey() throws {
    let values = MockValueStore()
    let tags = TagStore(values: values)
    try tags.setTags(["home", "Errands", "HOME"], ofNote: "n1")
    #expect(try tags.tags(ofNote: "n1") == ["errands", "home"])
    #expect(Array(values.stored.keys) == ["note.n1"])
    #expect(try tags.tags(ofNote: "n2").isEmpty)
  }

  @Test func anEmptyListRemovesTheKey() throws {
    let values = MockValueStore()
    let tags = TagStore(values: values)
    try tags.setTags(["a"], ofNote: "n1")
    try tags.setTags([], ofNote: "n1")
    #expect(values.stored.isEmpty)
  }

  @Test(arguments: ["", "two words", "tab\there", String(repeating: "x", count: 41), "semi;colon"])
  func invalidTagsChangeNothing(tag: String) throws {
    let tags = TagStore(values: UnimplementedValueStore())
    #expect {
      try tags.setTags(["fine", tag], ofNote: "n1")
    } throws: { ($0 as? TagsError)?.code == .invalidTag }
  }

  @Test func storeFailuresAndUnreadableValuesAreStoreFailed() throws {
    let values = MockValueStore()
    values.plant(Data("not json".utf8), forKey: "note.n1")
    let tags = TagStore(values: values)
    #expect(throws: TagsError.self) { try tags.tags(ofNote: "n1") }
    values.failFromNowOn()
    do {
      try tags.setTags(["a"], ofNote: "n2")
      Issue.record("the failing store was not reported")
    } catch let error as TagsError {
      #expect(error.code == .storeFailed)
      #expect(error.description.contains("the disk is full"))
      #expect(error.description.contains("TagsRequiredValueStore"))
    }
  }
}
