/// A destination that says which parameters describe the screen it shows, so the screen can be printed as a URL of
/// its router's pattern and opened again from that URL.
///
/// Each placeholder of the pattern takes the parameter of its name; the other parameters go to the query. Return the
/// values the destination is showing now, so a URL printed after the user changed something opens what they see:
/// ```swift
/// final class NoteViewController: HeadlessViewController, URLParameterSource {
///   var noteID = ""
///   var urlParameters: [String: String] { ["id": noteID] }
/// }
/// // NoteViewRouter registered "notes://notes/:id": the screen prints as "notes://notes/42".
/// ```
/// A destination that does not adopt the protocol is described by the `String` values of its configuration's
/// `userInfo` (which holds the parameters of the URL it was opened with).
@MainActor
public protocol URLParameterSource: AnyObject {
  /// The parameters that describe the screen, by name; values are plain text (the URL percent-encodes them).
  var urlParameters: [String: String] { get }
}
