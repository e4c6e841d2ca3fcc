/// Marks a class as a routable view destination: `extension EditorViewController: ZIKRoutableView {}`.
///
/// Only marked classes can be registered with `registerView(_:)`.
public protocol ZIKRoutableView: AnyObject {}

/// Marks a class as a routable service destination: `extension NoteStore: ZIKRoutableService {}`.
///
/// Only marked classes can be registered with `registerService(_:)`.
public protocol ZIKRoutableService: AnyObject {}
