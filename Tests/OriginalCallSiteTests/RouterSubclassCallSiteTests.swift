import Foundation
import Testing
import ZRouter
import ZRouterTesting

// The original ZIKRouter guide (Type Checking): custom checks in `_didFinishRegistration()` and the generic router
// subclass `ZIKViewRouter<SwiftSampleViewController, SwiftSampleViewConfiguration>`. Both samples are named
// `SwiftSampleViewRouter` in the original guide, so each lives in its own namespace here.

protocol PureSwiftSampleViewInput: AnyObject {
  var injectedAlertRouter: ViewRouterType<Any, ZIKCompatibleAlertConfigProtocol>? { get }
}

extension RoutableView where Protocol == PureSwiftSampleViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}

protocol SwiftSampleViewConfig: AnyObject {
  var sampleTitle: String? { get set }
}

extension RoutableViewModule where Protocol == SwiftSampleViewConfig {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class SwiftSampleViewConfiguration: ZIKViewRouteConfiguration, SwiftSampleViewConfig {
  var sampleTitle: String?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! SwiftSampleViewConfiguration
    copy.sampleTitle = sampleTitle
    return copy
  }
}

final class SwiftSampleViewController: HeadlessViewController {
  var injectedAlertRouter: ViewRouterType<Any, ZIKCompatibleAlertConfigProtocol>?
}
extension SwiftSampleViewController: ZIKRoutableView {}
extension SwiftSampleViewController: @MainActor PureSwiftSampleViewInput {}

protocol ZIKCompatibleAlertConfigProtocol: AnyObject {
  var title: String? { get set }
}

extension RoutableViewModule where Protocol == ZIKCompatibleAlertConfigProtocol {
  init() { self.init(declaredProtocol: Protocol.self) }
}

final class CompatibleAlertConfiguration: ZIKViewRouteConfiguration, ZIKCompatibleAlertConfigProtocol {
  var title: String?

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! CompatibleAlertConfiguration
    copy.title = title
    return copy
  }
}

final class CompatibleAlertViewController: HeadlessViewController {}
extension CompatibleAlertViewController: ZIKRoutableView {}

final class CompatibleAlertViewRouter: ZIKViewRouter<CompatibleAlertViewController, CompatibleAlertConfiguration> {
  override class func registerRoutableDestination() {
    registerView(CompatibleAlertViewController.self)
    register(RoutableViewModule<ZIKCompatibleAlertConfigProtocol>())
  }

  override class func defaultRouteConfiguration() -> CompatibleAlertConfiguration { CompatibleAlertConfiguration() }

  override func destination(with configuration: CompatibleAlertConfiguration) -> CompatibleAlertViewController? {
    let alert = CompatibleAlertViewController()
    alert.title = configuration.title
    return alert
  }
}

enum TypeCheckingSeed {
  class SwiftSampleViewRouter: ZIKAnyViewRouter {
    static var customChecks = 0

    override class func registerRoutableDestination() {
      registerView(SwiftSampleViewController.self)
    }

    override class func _didFinishRegistration() {
      // Custom checking
      customChecks += 1
    }
  }
}

enum GenericParameterSeed {
  class SwiftSampleViewRouter: ZIKViewRouter<SwiftSampleViewController, SwiftSampleViewConfiguration> {
    override class func registerRoutableDestination() {
      registerView(SwiftSampleViewController.self)
      register(RoutableView<PureSwiftSampleViewInput>())
      register(RoutableViewModule<SwiftSampleViewConfig>())
    }

    override class func defaultRouteConfiguration() -> SwiftSampleViewConfiguration {
      return SwiftSampleViewConfiguration()
    }

    override func destination(with configuration: SwiftSampleViewConfiguration) -> SwiftSampleViewController? {
      // The original guide instantiates it from a storyboard, which does not exist here.
      let destination = SwiftSampleViewController()
      destination.title = configuration.sampleTitle
      return destination
    }

    override func prepareDestination(_ destination: SwiftSampleViewController, configuration: ZIKViewRouteConfiguration)
    {
      destination.injectedAlertRouter = Router.to(RoutableViewModule<ZIKCompatibleAlertConfigProtocol>())
    }
  }
}

@MainActor @Suite struct RouterSubclassCallSiteTests {
  @Test func customChecksRunOnceRegistrationFinished() {
    let before = TypeCheckingSeed.SwiftSampleViewRouter.customChecks
    ZIKRouteRegistry.withTestRegistry(registering: {
      TypeCheckingSeed.SwiftSampleViewRouter.registerRoutableDestination()
    }) {
      #expect(TypeCheckingSeed.SwiftSampleViewRouter.customChecks == before + 1)
    }
  }

  @Test func theGenericRouterInjectsTheAlertRouterItLooksUp() throws {
    try ZIKRouteRegistry.withTestRegistry(registering: {
      GenericParameterSeed.SwiftSampleViewRouter.registerRoutableDestination()
      CompatibleAlertViewRouter.registerRoutableDestination()
    }) {
      #expect(ZIKRouteRegistry.validate().isEmpty)
      let source = HeadlessViewController()
      Router.perform(to: RoutableView<PureSwiftSampleViewInput>(), path: .presentModally(from: source))
      let sample = try #require(source.presentedViewController as? SwiftSampleViewController)
      let alertRouter = try #require(sample.injectedAlertRouter)
      let alert = alertRouter.makeDestination(configuring: { (_, prepareModule) in
        prepareModule({ module in module.title = "alert" })
      })
      #expect((alert as? CompatibleAlertViewController)?.title == "alert")
    }
  }

  @Test func theModuleConfigProtocolReachesTheRoutersConfiguration() {
    ZIKRouteRegistry.withTestRegistry(registering: {
      GenericParameterSeed.SwiftSampleViewRouter.registerRoutableDestination()
      CompatibleAlertViewRouter.registerRoutableDestination()
    }) {
      let made = Router.makeDestination(
        to: RoutableViewModule<SwiftSampleViewConfig>(),
        preparation: { config in
          config.sampleTitle = "sample"
        })
      #expect((made as? SwiftSampleViewController)?.title == "sample")
      #expect((made as? SwiftSampleViewController)?.injectedAlertRouter != nil)
    }
  }
}
