import Foundation
import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide: "Perform on Destination" (the 3D-touch preview) and "Prepare on Destination".

protocol DestinationViewInput: AnyObject {
  var title: String? { get set }
}

extension RoutableView where Protocol == DestinationViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class PreviewedViewController: HeadlessViewController {}
extension PreviewedViewController: ZIKRoutableView {}
extension PreviewedViewController: @MainActor DestinationViewInput {}

enum PerformOnDestinationSeed {
  // `UIViewControllerPreviewingDelegate` has no headless counterpart: the two delegate methods keep their bodies but
  // drop the `UIViewControllerPreviewing` argument.
  class SourceViewController: HeadlessViewController {
    func previewingContext(viewControllerForLocation location: CGPoint) -> HeadlessViewController? {
      //返回 destination UIViewController， 让系统执行预览
      let destination = Router.makeDestination(to: RoutableView<DestinationViewInput>())
      // The original guide returns `destination` itself; `DestinationViewInput` is not a controller type, so it is cast
      // here.
      return destination as? HeadlessViewController
    }

    func previewingContext(commit viewControllerToCommit: HeadlessViewController) {
      guard let destination = viewControllerToCommit as? DestinationViewInput else {
        return
      }
      //跳转到 destination
      Router.to(RoutableView<DestinationViewInput>())?.perform(
        onDestination: destination, path: .presentModally(from: self))
    }
  }
}

@MainActor @Suite struct DestinationCallSiteTests {
  private func registering() {
    ZIKAnyViewRouter.register(RoutableView<DestinationViewInput>(), forMakingView: PreviewedViewController.self)
  }

  @Test func aPreviewedDestinationIsPresentedWhenCommitted() {
    ZIKRouteRegistry.withTestRegistry(registering: registering) {
      let source = PerformOnDestinationSeed.SourceViewController()
      let preview = source.previewingContext(viewControllerForLocation: CGPoint(x: 10, y: 10))
      #expect(preview is PreviewedViewController)
      source.previewingContext(commit: preview!)
      #expect(source.presentedViewController === preview)
    }
  }

  @Test func aDestinationMadeElsewhereIsPreparedByItsRouter() {
    ZIKRouteRegistry.withTestRegistry(registering: registering) {
      // The original guide writes `var destination: DestinationViewInput = ...`; it is never mutated, hence `let`.
      let destination: DestinationViewInput = PreviewedViewController()
      var prepared = false
      Router.to(RoutableView<DestinationViewInput>())?.prepare(
        destination: destination,
        configuring: { (config, _) in
          config.prepareDestination = { destination in
            // Prepare
            destination.title = "prepared"
            prepared = true
          }
        })
      #expect(prepared)
      #expect(destination.title == "prepared")
    }
  }
}
