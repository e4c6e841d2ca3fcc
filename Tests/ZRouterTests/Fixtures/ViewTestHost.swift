import ZRouter

// The host classes the view fixtures are written against. The same fixture files build the UIKit-model test target,
// whose `ViewTestHost.swift` names UIKit's classes instead.

/// The controller class of the host the tests run on: the headless host's here.
typealias TestViewController = HeadlessViewController
/// The view class of the host the tests run on: the headless host's here.
typealias TestView = HeadlessView
/// The navigation controller class of the host the tests run on: the headless host's here.
typealias TestNavigationController = HeadlessNavigationController
