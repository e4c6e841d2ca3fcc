import Shell
import ZRouter

/// Which stores hold the app's notes and key-value data: Storage's (the default), or a replacement.
///
/// Everything else in the app reaches notes and values through ``ShellRequiredNoteStore`` and
/// ``ShellRequiredKeyValueStore``, so replacing Storage is this choice alone:
/// ```swift
/// let files = FileStore(folder: dir)   // conforms to both protocols
/// let app = try AppContext.start(configuration, stores: .replacement(notes: files, values: files))
/// ```
public struct AppStores: Sendable {
  enum Source: Sendable {
    /// Storage's SQLite or in-memory store, as the configuration says.
    case storage
    /// Registers the routes of a replacement store.
    case replacement(register: @Sendable () -> Void)
  }

  let source: Source

  /// Storage's store, SQLite or in memory as ``AppConfiguration/storage`` says.
  public static var storage: AppStores { AppStores(source: .storage) }

  /// Another store instead of Storage: `notes` and `values` (often one object) serve every lookup of the app's note
  /// and key-value stores. Storage is then neither registered nor required, and ``AppConfiguration/storage`` is not
  /// read.
  public static func replacement<
    Notes: ShellRequiredNoteStore & Sendable, Values: ShellRequiredKeyValueStore & Sendable
  >(
    notes: Notes, values: Values
  ) -> AppStores {
    AppStores(
      source: .replacement {
        ZIKAnyServiceRouter.register(RoutableService.shellRequiredNoteStore, forMakingService: Notes.self) { _ in
          notes
        }
        ZIKAnyServiceRouter.register(RoutableService.shellRequiredKeyValueStore, forMakingService: Values.self) {
          _ in values
        }
      })
  }

  /// Whether Storage serves the stores.
  var usesStorage: Bool {
    if case .storage = source { return true }
    return false
  }
}
