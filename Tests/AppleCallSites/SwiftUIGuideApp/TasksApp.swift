import Observation
import SwiftUI
import ZRouter

// A small to-do app written from Docs/SwiftUI.md alone, as a newcomer would: a list screen, task screens pushed by a
// routable protocol, a settings sheet, and deep links. Type-checked for iOS and macOS by
// scripts/check-apple-platforms.sh in Swift 6 mode.

// MARK: Protocols

/// What the task screen provides.
@MainActor protocol TaskDetailInput: AnyObject {
  var taskID: String { get set }
}

extension RoutableView where Protocol == any TaskDetailInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

/// What the settings screen provides.
@MainActor protocol TaskSettingsInput: AnyObject {
  var showsDoneTasks: Bool { get set }
}

extension RoutableView where Protocol == any TaskSettingsInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

// MARK: Screens (the models)

/// The list: the root screen.
@Observable final class TaskListScreen: Screen {
  var taskIDs = ["groceries", "taxes", "garden"]
  var showsDoneTasks = false

  func open(_ taskID: String) {
    Router.perform(to: RoutableView<any TaskDetailInput>(), path: .push(from: self)) { config, _ in
      config.prepareDestination = { $0.taskID = taskID }
    }
  }

  func openSettings() {
    Router.perform(to: RoutableView<any TaskSettingsInput>(), path: .presentAsSheet(from: self)) { config, _ in
      config.prepareDestination = { [showsDoneTasks] in $0.showsDoneTasks = showsDoneTasks }
    }
  }
}

/// One task.
@Observable final class TaskScreen: Screen, TaskDetailInput {
  var taskID = ""
}

/// The settings, presented as a sheet.
@Observable final class TaskSettingsScreen: Screen, TaskSettingsInput {
  var showsDoneTasks = false
}

// MARK: Views

struct TaskListView: View {
  let screen: TaskListScreen

  var body: some View {
    List(screen.taskIDs, id: \.self) { taskID in
      Button(taskID) { screen.open(taskID) }
    }
    .toolbar {
      Button("Settings") { screen.openSettings() }
    }
  }
}

struct TaskView: View {
  let screen: TaskScreen

  var body: some View {
    Text(screen.taskID).navigationTitle(screen.taskID)
  }
}

struct TaskSettingsView: View {
  @Bindable var screen: TaskSettingsScreen
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Toggle("Show done tasks", isOn: $screen.showsDoneTasks)
      Button("Done") { dismiss() }
    }
  }
}

// MARK: The app

@main struct TasksApp: App {
  @State private var navigation: NavigationModel

  init() {
    // A route with a URL pattern, so `tasks://tasks/garden` opens the garden task.
    ZIKViewRoute<TaskScreen, ViewRouteConfig>
      .make(withDestination: TaskScreen.self) { _, _ in TaskScreen() }
      .prepareDestination { screen, config, _ in
        if let taskID = config.userInfo["id"] as? String { screen.taskID = taskID }
      }
      .register(RoutableView<any TaskDetailInput>())
      .registerURLPattern("tasks://tasks/:id")
    ScreenViews.register(TaskScreen.self) { TaskView(screen: $0) }
    ZIKAnyViewRouter.register(RoutableView<any TaskSettingsInput>(), forMakingScreen: TaskSettingsScreen.self) {
      TaskSettingsView(screen: $0)
    }
    ScreenViews.register(TaskListScreen.self) { TaskListView(screen: $0) }
    ZIKRouteRegistry.notifyRegistrationFinished()
    _navigation = State(initialValue: NavigationModel(root: TaskListScreen()))
  }

  var body: some Scene {
    WindowGroup {
      RouterNavigationStack(navigation)
        .onOpenURL { url in navigation.performURL(url.absoluteString) }
    }
  }
}
