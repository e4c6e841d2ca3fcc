/// A class the router can create with `init()`, for simple registrations without a factory closure.
///
/// `HeadlessViewController` and `HeadlessView` adopt it; adopt it on your own service classes:
/// ```swift
/// final class NoteStore: ZIKRoutableService, ZIKDefaultConstructible { init() {} }
/// ZIKAnyServiceRouter.register(RoutableService<NoteStoreInput>(), forMakingService: NoteStore.self)
/// ```
public protocol ZIKDefaultConstructible: AnyObject {
  /// Creates a destination with no parameters.
  init()
}
