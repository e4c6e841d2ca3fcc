import Shell
import Tags

// Tags' store already has `tags(ofNote:)` and `setTags(_:ofNote:)`.
extension TagStore: ShellRequiredTags {}
