import UIKitModel
import ViewTestSupport
import ZRouter

// The host classes and fixtures of this target's UIKit suites: UIKit's, from the model (`UIKitModelTestHost`).

/// The controller class of the host the tests run on: `UIViewController` here.
typealias TestViewController = UIViewController
/// The view class of the host the tests run on: `UIView` here.
typealias TestView = UIView
/// The navigation controller class of the host the tests run on: `UINavigationController` here.
typealias TestNavigationController = UINavigationController

/// Controllers on screen, the host's run loop, and the removals users make, on the UIKit model.
typealias TestStage = UIKitModelTestHost

/// `controller`, as a `containerWrapper` or a child handler hands it over, as the host's controller class. The
/// handlers take any host of the router where no UI framework exists (here, whichever host the tests run on).
func testController(_ controller: DestinationViewController) -> TestViewController { controller as! TestViewController }

// The view fixtures of the suites of this target are the UIKit model's, from ViewTestSupport (where the view-routing
// suite, `Tests/ViewRoutingTests`, runs them on every host).

/// The fixtures' registry runner (`run(registering:_:)`) and their registration, on the UIKit model.
typealias ViewFixtureRegistry = UIKitModelTestHost
/// The main destination: logs its containment and dismissal.
typealias AViewController = UIKitModelTestHost.AViewController
/// A subclass of `AViewController`.
typealias ASubViewController = UIKitModelTestHost.ASubViewController
/// The view destination.
typealias BSubview = UIKitModelTestHost.BSubview
/// The destination of the custom route.
typealias CViewController = UIKitModelTestHost.CViewController
/// A source that logs the presentations it starts.
typealias LoggingSourceViewController = UIKitModelTestHost.LoggingSourceViewController
/// A controller no router registered.
typealias UnregisteredViewController = UIKitModelTestHost.UnregisteredViewController
/// The main view router of the tests.
typealias AViewRouter = ViewTestSupport.AViewRouter<UIKitModelTestHost>
/// A second router of `AViewController` that only observes.
typealias AViewObserverRouter = ViewTestSupport.AViewObserverRouter<UIKitModelTestHost>
/// The router of `BSubview`.
typealias BSubviewRouter = ViewTestSupport.BSubviewRouter<UIKitModelTestHost>
/// The router with a custom transition.
typealias CCustomViewRouter = ViewTestSupport.CCustomViewRouter<UIKitModelTestHost>

/// The composed key `TestViewController & AViewInput` (the same key as `AViewInput & TestViewController`).
extension RoutableView where Protocol == any TestViewController & AViewInput {
  init() { self.init(declaredProtocol: Protocol.self) }
}
