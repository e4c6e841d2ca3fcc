import ViewTestSupport
import ZRouter

// The host classes and fixtures of this target's view suites: the headless host's (`ZRouterOnUIKitTests` names
// UIKit's in its own `ViewTestHost.swift`).

/// The controller class of the host the tests run on: the headless host's here.
typealias TestViewController = HeadlessViewController
/// The view class of the host the tests run on: the headless host's here.
typealias TestView = HeadlessView
/// The navigation controller class of the host the tests run on: the headless host's here.
typealias TestNavigationController = HeadlessNavigationController

/// Controllers on screen, the host's run loop, and the removals users make, on the headless host.
typealias TestStage = HeadlessTestHost

// The view fixtures of the suites of this target are the headless host's, from ViewTestSupport (where the view-routing
// suite, `Tests/ViewRoutingTests`, runs them on every host).

/// The fixtures' registry runner (`run(registering:_:)`) and their registration, on the headless host.
typealias ViewFixtureRegistry = HeadlessTestHost
/// The main destination: logs its containment and dismissal.
typealias AViewController = HeadlessTestHost.AViewController
/// A subclass of `AViewController`.
typealias ASubViewController = HeadlessTestHost.ASubViewController
/// The view destination.
typealias BSubview = HeadlessTestHost.BSubview
/// The destination of the custom route.
typealias CViewController = HeadlessTestHost.CViewController
/// A source that logs the presentations it starts.
typealias LoggingSourceViewController = HeadlessTestHost.LoggingSourceViewController
/// A controller no router registered.
typealias UnregisteredViewController = HeadlessTestHost.UnregisteredViewController
/// The main view router of the tests.
typealias AViewRouter = ViewTestSupport.AViewRouter<HeadlessTestHost>
/// A second router of `AViewController` that only observes.
typealias AViewObserverRouter = ViewTestSupport.AViewObserverRouter<HeadlessTestHost>
/// The router of `BSubview`.
typealias BSubviewRouter = ViewTestSupport.BSubviewRouter<HeadlessTestHost>
/// The router with a custom transition.
typealias CCustomViewRouter = ViewTestSupport.CCustomViewRouter<HeadlessTestHost>

/// The composed key `TestViewController & AViewInput` (the same key as `AViewInput & TestViewController`).
extension RoutableView where Protocol == any TestViewController & AViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
