import UIKit
import ZRouter

// Navigation as data on UIKit's own classes: a UIViewController exposes its URL parameters, and a
// UINavigationController prints its top screen's URL, saves its navigation and restores it, through the same
// ZIKNavigationHost members as every other host.

final class NoteDetailViewController: UIViewController, ZIKRoutableView, URLParameterSource {
  var noteID = ""
  var urlParameters: [String: String] { ["id": noteID] }
}

@MainActor
final class NavigationRestorer {
  let navigation: UINavigationController
  let defaults = UserDefaults.standard

  init(navigation: UINavigationController) {
    self.navigation = navigation
  }

  func currentURL() -> String? {
    try? navigation.currentScreenURL()
  }

  func save() {
    defaults.set(try? navigation.navigationSnapshot().encoded(), forKey: "navigation")
  }

  func restore() async {
    guard let data = defaults.data(forKey: "navigation") else { return }
    do {
      let snapshot = try NavigationSnapshot(decoding: data)
      let result = await navigation.restoreNavigation(from: snapshot)
      if let problem = result.problem { print(problem) }
    } catch {
      print(error)
    }
  }

  func open(_ url: String) {
    navigation.openDeepLink(url) { result in
      if !result.isComplete { print(result.problem.map(String.init(describing:)) ?? "not opened") }
    }
  }
}
