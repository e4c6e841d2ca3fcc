// The Editor module and the mocks of its tests (Tests/EditorTests/Mocks).
import Editor

@testable import EditorTests
