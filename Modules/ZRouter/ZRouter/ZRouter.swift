// The `ZRouter` module: one import for the router and the glue of every UI framework the platform has.
//
// The library is split into targets, each in a folder of `Modules/ZRouter/`:
// - `ZRouterCore`: keys, registry, routers, configurations, the host protocols, the headless host, URL routing and the
//   navigation model: everything that needs no UI framework;
// - `ZRouterUIKit`: `UIViewController`, `UINavigationController` and `UIView` as hosts (iOS, tvOS, visionOS);
// - `ZRouterAppKit`: `NSViewController` and `NSView` as hosts (macOS);
// - `ZRouterSwiftUI`: the SwiftUI views of the navigation model.
// Apps import `ZRouter` and get all of them that exist on the platform.

@_spi(Testing) @_exported import ZRouterCore

#if canImport(UIKit)
  @_exported import ZRouterUIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  @_exported import ZRouterAppKit
#endif
#if canImport(SwiftUI)
  @_exported import ZRouterSwiftUI
#endif
