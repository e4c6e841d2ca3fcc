import UIKitModel
import ZRouter

// The host classes the shared view fixtures are written against: UIKit's, from the model.

/// The controller class of the host the tests run on: `UIViewController` here.
typealias TestViewController = UIViewController
/// The view class of the host the tests run on: `UIView` here.
typealias TestView = UIView
/// The navigation controller class of the host the tests run on: `UINavigationController` here.
typealias TestNavigationController = UINavigationController
