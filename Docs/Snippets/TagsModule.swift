// The Tags module and its tests' mocks and helpers (Tests/TagsTests).
import Tags
import Testing

@testable import TagsTests

/// The note the example tags.
let id = "note-1"
