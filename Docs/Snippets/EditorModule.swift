// The Editor module and its tests' mocks and helpers (Tests/EditorTests).
import Editor
import Testing

@testable import EditorTests

/// The note list the editor is opened from, and the note it opens.
@MainActor let list = HeadlessViewController()
let noteID = "42"
