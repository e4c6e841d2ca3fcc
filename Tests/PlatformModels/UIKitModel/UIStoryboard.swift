import Foundation

/// The model of `UIStoryboard` and `UIStoryboardSegue`.
///
/// Rules, from Apple's documentation:
/// - `UIStoryboard(name:bundle:)` opens a storyboard file; the model has no files: a test registers a storyboard's
///   scenes under its name (``register(name:initial:scenes:)``). `instantiateInitialViewController()` "returns the
///   initial view controller in the storyboard", `nil` when it has none; `instantiateViewController(withIdentifier:)`
///   makes the scene with that identifier. Every controller a storyboard makes knows it (`storyboard`) and the segues
///   of its scene.
/// - `performSegue(withIdentifier:sender:)` "initiates the segue with the specified identifier": the storyboard makes
///   the destination, then calls the source's `prepare(for:sender:)` ("notifies the view controller that a segue is
///   about to be performed", so that it can "configure the new view controller prior to it being displayed"), then
///   performs the segue: a show segue calls `show(_:sender:)`, a modal one `present(_:animated:completion:)`.
/// - A control that triggers a segue asks `shouldPerformSegue(withIdentifier:sender:)` first ("Determines whether the
///   segue with the specified identifier should be performed"): ``UIViewController/triggerSegue(withIdentifier:sender:)``.
/// - An embed segue (a container view) runs while the container's view loads: destination made, `prepare(for:sender:)`,
///   then the destination becomes a child whose view is in the container's view.
/// - An unwind segue searches, from the source back through its navigation stack and its presenters, a controller whose
///   `canPerformUnwindSegueAction(_:from:sender:)` is `true`; it calls the source's `prepare(for:sender:)`, then the
///   destination's unwind action, then dismisses what the destination's hierarchy presents and pops its stack back to
///   it ("Dismissing a view controller with an unwind segue").
@MainActor
public final class UIStoryboard {
  /// What a segue does when performed.
  public enum SegueKind: Sendable {
    /// `show(_:sender:)` from the source.
    case show
    /// `present(_:animated:completion:)` from the source.
    case present
    /// A child of the source, made while the source's view loads.
    case embed
    /// Back to the controller that handles `action`.
    case unwind(action: String)
  }

  /// A segue of a scene: its identifier, its kind and the scene it leads to (none for an unwind segue).
  public struct SegueTemplate: Sendable {
    public let identifier: String?
    public let kind: SegueKind
    public let destination: String?
    /// A segue of `kind` to the scene `destination`.
    public init(_ identifier: String?, _ kind: SegueKind, to destination: String? = nil) {
      self.identifier = identifier
      self.kind = kind
      self.destination = destination
    }
  }

  /// A scene: how to make its controller (a container may make its children through the storyboard), and its segues.
  public struct Scene {
    let make: @MainActor (UIStoryboard) -> UIViewController
    let segues: [SegueTemplate]
    /// A scene made by `make` with `segues`.
    public init(segues: [SegueTemplate] = [], make: @escaping @MainActor (UIStoryboard) -> UIViewController) {
      self.make = make
      self.segues = segues
    }
  }

  private static var files: [String: (initial: String?, scenes: [String: Scene])] = [:]

  /// Registers a storyboard file for the model: its initial scene and its scenes by identifier.
  public static func register(name: String, initial: String?, scenes: [String: Scene]) {
    files[name] = (initial, scenes)
  }

  private let initial: String?
  private let scenes: [String: Scene]

  /// The storyboard registered as `name`; an empty one (recorded) when none is, where UIKit raises an exception.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let file = Self.files[name]
    if file == nil { UIKitModelDiagnostics.record("UIStoryboard: no storyboard named \(name)") }
    initial = file?.initial
    scenes = file?.scenes ?? [:]
  }

  /// The initial scene's controller, or `nil` when the storyboard has none.
  public func instantiateInitialViewController() -> UIViewController? {
    initial.map { instantiateViewController(withIdentifier: $0) }
  }

  /// The controller of the scene `identifier` (a plain controller, recorded, where UIKit raises an exception).
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = scenes[identifier] else {
      UIKitModelDiagnostics.record("UIStoryboard: no scene \(identifier)")
      return UIViewController()
    }
    let controller = scene.make(self)
    controller.storyboardStorage = self
    controller.segueTemplates = scene.segues
    return controller
  }

  /// Runs a segue of `source`'s scene.
  func run(_ template: SegueTemplate, from source: UIViewController, sender: Any?) {
    if case .unwind(let action) = template.kind {
      unwind(template.identifier, action: action, from: source, sender: sender)
      return
    }
    let destination = instantiateViewController(withIdentifier: template.destination ?? "")
    let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination)
    segue.kind = template.kind
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }

  private func unwind(_ identifier: String?, action: String, from source: UIViewController, sender: Any?) {
    guard let target = Self.unwindTarget(for: action, from: source, sender: sender) else {
      UIKitModelDiagnostics.record("unwind: no controller handles \(action)")
      return
    }
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: target)
    segue.kind = .unwind(action: action)
    source.prepare(for: segue, sender: sender)
    target.unwindAction(action, segue: segue)
    segue.perform()
  }

  /// The controllers an unwind segue from `source` asks, nearest first: the stack under it, then its presenter's.
  static func unwindTarget(for action: String, from source: UIViewController, sender: Any?) -> UIViewController? {
    var controller = source
    while true {
      if let navigation = controller.navigationController,
        let index = navigation.viewControllers.firstIndex(where: { controller.isDescendant(of: $0) })
      {
        for candidate in navigation.viewControllers[..<index].reversed()
        where candidate.canPerformUnwindSegueAction(action, from: source, sender: sender) {
          return candidate
        }
      }
      guard let presenter = controller.presentationRoot.presentingStorage else { return nil }
      let top = (presenter as? UINavigationController)?.topViewController ?? presenter
      if top.canPerformUnwindSegueAction(action, from: source, sender: sender) { return top }
      controller = top
    }
  }

}

/// The model of `UIStoryboardSegue`: "the object that performs the visual transition between two view controllers".
@MainActor
open class UIStoryboardSegue {
  /// "The identifier for the segue object."
  public let identifier: String?
  /// "The source view controller for the segue."
  public let source: UIViewController
  /// "The destination view controller for the segue."
  public let destination: UIViewController
  /// What the storyboard's segue does (UIKit uses private subclasses); `nil` for a segue the app made.
  var kind: UIStoryboard.SegueKind?

  /// A segue from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Performs the transition of the segue's kind; a segue the app made does nothing.
  open func perform() {
    switch kind {
    case .show: source.show(destination, sender: nil)
    case .present: source.present(destination, animated: true)
    case .embed:
      source.addChild(destination)
      source.view.addSubview(destination.view)
      destination.didMove(toParent: source)
    case .unwind:
      if destination.presentationRoot.presentedStorage != nil { destination.dismiss(animated: true) }
      if let navigation = destination.navigationController, navigation.topViewController !== destination {
        _ = navigation.popToViewController(destination, animated: true)
      }
    case nil: break
    }
  }
}

extension UIViewController {
  /// A control of the receiver triggers the segue `identifier`: `shouldPerformSegue(withIdentifier:sender:)`, then the
  /// segue when it answers `true`.
  public func triggerSegue(withIdentifier identifier: String, sender: Any?) {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    performSegue(withIdentifier: identifier, sender: sender)
  }

  /// Runs the embed segues of the receiver's scene (while its view loads).
  func performEmbedSegues() {
    guard let storyboard else { return }
    for template in segueTemplates {
      if case .embed = template.kind { storyboard.run(template, from: self, sender: nil) }
    }
  }
}
