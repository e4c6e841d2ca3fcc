import Observation
import SwiftUI
import ZRouter

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

// MARK: - Routable protocols (what features provide and require)

/// The note list: the stack's root.
@MainActor protocol NoteListInput: AnyObject {}
extension RoutableView where Protocol == any NoteListInput {
  static var noteListInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// A note, provided by the notes feature.
@MainActor protocol NoteDetailInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteDetailInput {
  static var noteDetailInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// What the list requires to open a note; the app context adapts it to `NoteDetailInput`.
@MainActor protocol NoteListRequiredNote: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteListRequiredNote {
  static var noteListRequiredNote: Self { Self(declaredProtocol: Protocol.self) }
}

/// A note's history: the deepest screen of a deep link.
@MainActor protocol NoteHistoryInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any NoteHistoryInput {
  static var noteHistoryInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The settings, presented over the whole screen.
@MainActor protocol SettingsInput: AnyObject {}
extension RoutableView where Protocol == any SettingsInput {
  static var settingsInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The editor module: its configuration makes a UIKit / AppKit editor for a note id.
protocol NoteEditorModuleInput: AnyObject {
  var makeDestinationWith: (String) -> (any LegacyEditorInput)? { get }
}
extension RoutableViewModule where Protocol == any NoteEditorModuleInput {
  static var noteEditorModuleInput: Self { Self(declaredProtocol: Protocol.self) }
}

/// The platform editor, shown on the SwiftUI stack.
@MainActor protocol LegacyEditorInput: AnyObject {
  var noteID: String { get set }
}

/// A SwiftUI note served to UIKit / AppKit sources through a hosting controller.
@MainActor protocol HostedNoteInput: AnyObject {
  var noteID: String { get set }
}
extension RoutableView where Protocol == any HostedNoteInput {
  static var hostedNoteInput: Self { Self(declaredProtocol: Protocol.self) }
}

// MARK: - Screens: @Observable models adopting their protocols

@Observable final class NoteListScreen: Screen, NoteListInput {
  var noteIDs = ["1", "2", "3"]
  private var openedNote: ViewRouter<any NoteListRequiredNote, ViewRouteConfig>?

  /// Pushes a note by the protocol the list requires.
  func open(_ noteID: String) {
    openedNote = Router.perform(to: .noteListRequiredNote, path: .push(from: self)) { config, _ in
      config.prepareDestination = { $0.noteID = noteID }
    }
  }

  /// Pops the note the list opened (a back swipe does the same through the stack's binding).
  func closeNote() {
    openedNote?.removeRoute()
  }

  /// Presents the settings over the whole screen (a sheet on macOS).
  func openSettings() {
    Router.perform(to: .settingsInput, path: .presentModally(from: self)) { config, _ in
      config.prepareDestination = { ($0 as? Screen)?.modalPresentation = .fullScreenCover }
    }
  }

  /// Pushes the platform editor, made by the editor module's configuration.
  func openEditor(_ noteID: String) {
    Router.perform(to: .noteEditorModuleInput, path: .push(from: self)) { _, prepareModule in
      prepareModule { module in _ = module.makeDestinationWith(noteID) }
    }
  }
}

@Observable final class NoteScreen: Screen, NoteDetailInput {
  var noteID = ""
  /// Closes the note where its host needs a button for it (an AppKit sheet); `nil` on a stack, which has a back button.
  @ObservationIgnored var close: (() -> Void)?

  /// Pushes the history and waits until it is on the stack.
  func showHistory() async throws {
    let noteID = noteID
    _ = try await Router.performAsync(to: .noteHistoryInput, path: .push(from: self)) { config, _ in
      config.prepareDestination = { $0.noteID = noteID }
    }
  }
}

@Observable final class NoteHistoryScreen: Screen, NoteHistoryInput {
  var noteID = ""
}

@Observable final class SettingsScreen: Screen, SettingsInput {
  var syncsOverCellular = false
}

/// A UIKit / AppKit editor on the SwiftUI stack.
final class LegacyEditorViewController: PlatformViewController {
  var noteID = ""
}

final class LegacyEditorScreen: ControllerScreen, LegacyEditorInput {
  override func makeController() -> PlatformViewController { LegacyEditorViewController() }
  var noteID: String {
    get { (controller as? LegacyEditorViewController)?.noteID ?? "" }
    set { (controller as? LegacyEditorViewController)?.noteID = newValue }
  }
}

/// A SwiftUI note in a UIKit / AppKit hierarchy.
final class NoteHostingController: ScreenHostingController<NoteScreen>, HostedNoteInput {
  var noteID: String {
    get { screen.noteID }
    set { screen.noteID = newValue }
  }

  #if os(macOS)
    /// Shown as an AppKit sheet, which has no close button: the note's Close button dismisses this controller, and the
    /// router sees the sheet go and ends the route as removed.
    override init(screen: NoteScreen) {
      super.init(screen: screen)
      screen.close = { [weak self] in self?.dismiss(nil) }
    }

    required init?(coder: NSCoder) { nil }
  #endif
}

#if os(iOS)
  /// A UIKit screen that pushes the SwiftUI note onto its navigation controller.
  final class LegacyNotesViewController: UIViewController {
    func showNote(_ noteID: String) {
      Router.perform(to: .hostedNoteInput, path: .push(from: self)) { config, _ in
        config.prepareDestination = { $0.noteID = noteID }
      }
    }
  }
#elseif os(macOS)
  /// An AppKit screen that shows the SwiftUI note as a sheet.
  final class LegacyNotesViewController: NSViewController {
    func showNote(_ noteID: String) {
      Router.perform(to: .hostedNoteInput, path: .presentAsSheet(from: self)) { config, _ in
        config.prepareDestination = { $0.noteID = noteID }
      }
    }
  }
#endif

// MARK: - SwiftUI views rendering the screens

struct NoteListView: View {
  let screen: NoteListScreen

  var body: some View {
    List(screen.noteIDs, id: \.self) { noteID in
      Button("Note \(noteID)") { screen.open(noteID) }
        .contextMenu { Button("Edit in the classic editor") { screen.openEditor(noteID) } }
    }
    .navigationTitle("Notes")
    .toolbar { Button("Settings") { screen.openSettings() } }
  }
}

struct NoteView: View {
  let screen: NoteScreen

  var body: some View {
    VStack {
      Text("Note \(screen.noteID)")
      Button("History") { Task { try? await screen.showHistory() } }
      if let close = screen.close {
        Button("Close", action: close).keyboardShortcut(.cancelAction)
      }
    }
    .navigationTitle(screen.noteID)
  }
}

struct NoteHistoryView: View {
  let screen: NoteHistoryScreen

  var body: some View {
    Text("History of note \(screen.noteID)")
  }
}

struct SettingsView: View {
  @Bindable var screen: SettingsScreen
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Toggle("Sync over cellular", isOn: $screen.syncsOverCellular)
      // Dismissing through SwiftUI ends the settings route as removed. Escape presses it too (a macOS sheet is not
      // swiped down).
      Button("Done") { dismiss() }
        .keyboardShortcut(.cancelAction)
    }
  }
}

// MARK: - Routes (each feature registers its own)

/// The note's router: a router subclass with an AOP hook and a URL pattern.
final class NoteScreenRouter: ZIKViewRouter<NoteScreen, ViewRouteConfig> {
  override class func registerRoutableDestination() {
    registerView(NoteScreen.self)
    register(.noteDetailInput)
    registerURLPattern("notes://notes/:id")
    ScreenViews.register(NoteScreen.self) { NoteView(screen: $0) }
  }

  override func destination(with configuration: ViewRouteConfig) -> NoteScreen? { NoteScreen() }

  override func prepareDestination(_ destination: NoteScreen, configuration: ViewRouteConfig) {
    if let noteID = configuration.userInfo["id"] as? String { destination.noteID = noteID }
  }

  override class func router(
    _ router: ZIKAnyViewRouter?, didPerformRouteOnDestination destination: NoteScreen, fromSource source: Any?
  ) {
    print("Opened note \(destination.noteID)")
  }
}

typealias NoteEditorModuleConfiguration = ViewMakeableConfiguration<
  any LegacyEditorInput, (String) -> (any LegacyEditorInput)?
>
extension ViewMakeableConfiguration: NoteEditorModuleInput
where Destination == any LegacyEditorInput, Constructor == (String) -> (any LegacyEditorInput)? {}

@MainActor func makeNoteEditorModuleConfiguration() -> NoteEditorModuleConfiguration {
  let config = NoteEditorModuleConfiguration({ _ in nil })
  config.makeDestinationWith = { [unowned config] noteID in
    config.makeDestination = {
      let editor = LegacyEditorScreen()
      editor.noteID = noteID
      return editor
    }
    config.makedDestination = config.makeDestination?()
    return config.makedDestination as? any LegacyEditorInput
  }
  return config
}

@MainActor enum NotesRoutes {
  static func registerScreens() {
    ZIKViewRoute<NoteListScreen, ViewRouteConfig>
      .make(withDestination: NoteListScreen.self) { _, _ in NoteListScreen() }
      .register(.noteListInput)
      .registerURLPattern("notes://notes")
    ScreenViews.register(NoteListScreen.self) { NoteListView(screen: $0) }

    ZIKViewRoute<NoteHistoryScreen, ViewRouteConfig>
      .make(withDestination: NoteHistoryScreen.self) { _, _ in NoteHistoryScreen() }
      .prepareDestination { screen, config, _ in
        if let noteID = config.userInfo["id"] as? String { screen.noteID = noteID }
      }
      .register(.noteHistoryInput)
      .registerURLPattern("notes://notes/:id/history")
    ScreenViews.register(NoteHistoryScreen.self) { NoteHistoryView(screen: $0) }

    ZIKAnyViewRouter.register(.settingsInput, forMakingScreen: SettingsScreen.self) {
      SettingsView(screen: $0)
    }

    ZIKAnyViewRouter.register(
      RoutableViewModule.noteEditorModuleInput, forMakingView: LegacyEditorScreen.self,
      making: makeNoteEditorModuleConfiguration)

    ZIKAnyViewRouter.register(.hostedNoteInput, forMakingView: NoteHostingController.self) { _ in
      NoteHostingController()
    }
  }

  /// The app context's part: the adapter from what the list requires to what the notes feature provides, and a
  /// global error handler.
  static func registerAppContext() {
    ZIKViewRouteAdapter.register(
      adapter: .noteListRequiredNote, forAdaptee: .noteDetailInput)
    ZIKAnyViewRouter.globalErrorHandler = { _, action, error in print("Route \(action) failed: \(error)") }
  }
}

extension NoteScreen: NoteListRequiredNote {}

// MARK: - The app

@main
@MainActor struct NotesSwiftUIApp: App {
  @State private var navigation = NavigationModel(root: NoteListScreen())
  @State private var archive = NavigationModel(root: NoteListScreen())

  init() {
    ZIKRouteRegistry.add(
      viewRouters: [NoteScreenRouter.self], serviceRouters: [],
      routes: [{ NotesRoutes.registerScreens() }, { NotesRoutes.registerAppContext() }])
    ZIKRouteRegistry.registerAll()
  }

  var body: some Scene {
    WindowGroup {
      // The stack bound to the model; the root view is the one registered for the root screen.
      RouterNavigationStack(navigation)
        // A deep link opens every screen it names, in order: notes://notes/42/history.
        .onOpenURL { url in navigation.performURL(url.absoluteString) }
    }
    WindowGroup("Archive", id: "archive") {
      ArchiveStack(navigation: archive)
    }
  }
}

/// A stack built by hand from the modifiers, for a window that adds its own chrome.
struct ArchiveStack: View {
  @Bindable var navigation: NavigationModel

  var body: some View {
    NavigationStack(path: $navigation.path) {
      ScreenView(navigation.root)
        .zix_screenDestinations()
        .toolbar {
          Button("Back to the list") { navigation.popToRoot() }
            .disabled(navigation.path.isEmpty)
        }
    }
    .zix_presentations(of: navigation)
  }
}
