import Foundation

/// The model of `NSStoryboard` and `NSStoryboardSegue`.
///
/// Rules, from Apple's documentation:
/// - `NSStoryboard(name:bundle:)` opens a storyboard file; the model has no files: a test registers a storyboard's
///   scenes under its name (``register(name:initial:scenes:)``). `instantiateInitialController()` returns the initial
///   controller, `nil` when there is none; `instantiateController(withIdentifier:)` makes the scene with that
///   identifier. Every view controller a storyboard makes knows it (`storyboard`) and the segues of its scene.
/// - `performSegue(withIdentifier:sender:)` ("Performs the specified segue") makes the destination, calls the source's
///   `prepare(for:sender:)` ("Called when a segue is about to be performed"), then performs the segue: a modal segue
///   presents the destination in a modal window (`presentAsModalWindow(_:)`), a sheet segue as a sheet
///   (`presentAsSheet(_:)`). A control asks `shouldPerformSegue(withIdentifier:sender:)` first
///   (``NSViewController/triggerSegue(withIdentifier:sender:)``).
/// - An embed segue (a container view) runs while the container's view loads: destination made,
///   `prepare(for:sender:)`, then the destination becomes a child whose view is in the container's view.
/// - AppKit storyboards have no unwind segues. Show segues to window controllers are not modelled.
@MainActor
public final class NSStoryboard {
  /// A storyboard's file name.
  public typealias Name = String
  /// A scene's identifier.
  public typealias SceneIdentifier = String

  /// What a segue does when performed.
  public enum SegueKind: Sendable {
    case modal, sheet, embed
  }

  /// A segue of a scene: its identifier, its kind and the scene it leads to.
  public struct SegueTemplate: Sendable {
    public let identifier: String?
    public let kind: SegueKind
    public let destination: String
    /// A segue of `kind` to the scene `destination`.
    public init(_ identifier: String?, _ kind: SegueKind, to destination: String) {
      self.identifier = identifier
      self.kind = kind
      self.destination = destination
    }
  }

  /// A scene: how to make its controller, and its segues.
  public struct Scene {
    let make: @MainActor (NSStoryboard) -> NSViewController
    let segues: [SegueTemplate]
    /// A scene made by `make` with `segues`.
    public init(segues: [SegueTemplate] = [], make: @escaping @MainActor (NSStoryboard) -> NSViewController) {
      self.make = make
      self.segues = segues
    }
  }

  private static var files: [String: (initial: String?, scenes: [String: Scene])] = [:]

  /// Registers a storyboard file for the model.
  public static func register(name: Name, initial: SceneIdentifier?, scenes: [SceneIdentifier: Scene]) {
    files[name] = (initial, scenes)
  }

  private let initial: String?
  private let scenes: [String: Scene]

  /// The storyboard registered as `name`; an empty one (an exception in the model log) when none is.
  public init(name: Name, bundle storyboardBundleOrNil: Bundle?) {
    let file = Self.files[name]
    if file == nil { AppKitModelLog.raise("NSStoryboard: no storyboard named \(name)") }
    initial = file?.initial
    scenes = file?.scenes ?? [:]
  }

  /// The initial controller, or `nil` when the storyboard has none.
  public func instantiateInitialController() -> Any? {
    initial.map { instantiateController(withIdentifier: $0) }
  }

  /// The controller of the scene `identifier`.
  public func instantiateController(withIdentifier identifier: SceneIdentifier) -> Any {
    guard let scene = scenes[identifier] else {
      AppKitModelLog.raise("NSStoryboard: no scene \(identifier)")
      return NSViewController()
    }
    let controller = scene.make(self)
    controller.storyboardStorage = self
    controller.segueTemplates = scene.segues
    return controller
  }

  /// Runs a segue of `source`'s scene.
  func run(_ template: SegueTemplate, from source: NSViewController, sender: Any?) {
    let destination = instantiateController(withIdentifier: template.destination)
    let segue = NSStoryboardSegue(identifier: template.identifier ?? "", source: source, destination: destination)
    segue.kind = template.kind
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }
}

/// The model of `NSStoryboardSegue`: "a transition or containment relationship between two scenes".
@MainActor
open class NSStoryboardSegue {
  /// A segue's identifier.
  public typealias Identifier = String

  /// "The identifier for the segue."
  public let identifier: Identifier?
  /// "The source controller of the segue."
  public let sourceController: Any
  /// "The destination controller of the segue."
  public let destinationController: Any
  var kind: NSStoryboard.SegueKind?

  /// A segue from `sourceController` to `destinationController`.
  public init(identifier: Identifier, source sourceController: Any, destination destinationController: Any) {
    self.identifier = identifier
    self.sourceController = sourceController
    self.destinationController = destinationController
  }

  /// Performs the transition of the segue's kind; a segue the app made does nothing.
  open func perform() {
    guard let source = sourceController as? NSViewController,
      let destination = destinationController as? NSViewController
    else { return }
    switch kind {
    case .modal: source.presentAsModalWindow(destination)
    case .sheet: source.presentAsSheet(destination)
    case .embed:
      source.addChild(destination)
      source.view.addSubview(destination.view)
    case nil: break
    }
  }
}

extension NSViewController {
  /// A control of the receiver triggers the segue `identifier`: `shouldPerformSegue(withIdentifier:sender:)`, then the
  /// segue when it answers `true`.
  public func triggerSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    performSegue(withIdentifier: identifier, sender: sender)
  }

  /// Runs the embed segues of the receiver's scene (while its view loads).
  func performEmbedSegues() {
    guard let storyboard else { return }
    for template in segueTemplates where template.kind == .embed {
      storyboard.run(template, from: self, sender: nil)
    }
  }
}
