#if canImport(UIKit)
  import UIKit

  /// The platform's view controller class: `UIViewController` here.
  public typealias ViewController = UIViewController
  /// The platform's view class: `UIView` here.
  public typealias View = UIView
#elseif canImport(AppKit)
  import AppKit

  /// The platform's view controller class: `NSViewController` here.
  public typealias ViewController = NSViewController
  /// The platform's view class: `NSView` here.
  public typealias View = NSView
#else
  /// The platform's view controller class: `HeadlessViewController` where neither UIKit nor AppKit exists.
  ///
  /// Write `ViewController` in code meant for every platform, `HeadlessViewController` in code that needs the headless host.
  public typealias ViewController = HeadlessViewController
  /// The platform's view class: `HeadlessView` where neither UIKit nor AppKit exists.
  public typealias View = HeadlessView
#endif
