import ZRouter

extension InMemoryNoteStore: ZIKRoutableService {}

/// Routes Storage's provided protocols to one shared ``InMemoryNoteStore`` per database name.
///
/// The in-memory twin of ``SQLiteNoteStoreRouter``, with the same keys: register one of the two, never both. Use it
/// for previews, demos and tests of the app context where nothing must reach the disk.
/// ```swift
/// InMemoryNoteStoreRouter.registerRoutableDestination()
/// let notes = Router.makeDestination(to: RoutableService.storageProvidedNoteStore)
/// ```
/// ``StorageRequiredDatabaseLocation/databasePath`` is used as a name, exactly as given (no file is touched): every
/// lookup with the same name in this process returns the same store, so notes written through one key are read
/// through the other. The stores live until the process ends. With no location routed, the perform fails with
/// `ZIKRouteError` `destinationUnavailable` and `Router.makeDestination` returns `nil`.
public final class InMemoryNoteStoreRouter: NoteStoreRouter<InMemoryNoteStore> {
  /// The process-wide stores, by name.
  private static let namedStores = SharedStoreCache { _ in InMemoryNoteStore() }

  override static var stores: SharedStoreCache<InMemoryNoteStore> { namedStores }
}
