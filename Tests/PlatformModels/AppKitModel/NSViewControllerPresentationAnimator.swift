import Foundation

/// An object that shows and hides a presented controller: AppKit's `NSViewControllerPresentationAnimator`.
///
/// From `AppKit/NSViewController.h`: "A presentation animator is responsible for both presenting and dismissing a
/// view controller's view." AppKit's own sheet, modal-window and popover presentations use animators of this kind.
@MainActor
public protocol NSViewControllerPresentationAnimator: NSObjectProtocol {
  /// Shows `viewController`, presented by `fromViewController`.
  func animatePresentation(of viewController: NSViewController, from fromViewController: NSViewController)
  /// Hides `viewController`, which `fromViewController` presented.
  func animateDismissal(of viewController: NSViewController, from fromViewController: NSViewController)
}
