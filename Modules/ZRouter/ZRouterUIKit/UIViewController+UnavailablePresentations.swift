#if canImport(UIKit)
  import UIKit
  import ZRouterCore

  extension UIViewController {
    /// Whether the app runs on tvOS, which has no popovers and no page sheets: always on tvOS; elsewhere only when
    /// the device says it is an Apple TV (which no iOS device does; UIKit's test model can).
    static var zix_runsOnTV: Bool {
      #if os(tvOS)
        true
      #else
        UIDevice.current.userInterfaceIdiom == .tv
      #endif
    }

    /// tvOS has neither popovers (`UIPopoverPresentationController` and `.popover` are unavailable there) nor page
    /// sheets (`.pageSheet`, which a `presentAsSheet` route uses on UIKit): the reason for those two styles there;
    /// `nil` for every other style and everywhere else.
    public func zix_unavailabilityReason(for style: PresentationStyle) -> String? {
      guard Self.zix_runsOnTV else { return nil }
      switch style {
      case .popover:
        return "tvOS has no popovers (UIPopoverPresentationController does not exist there)"
      case .sheet:
        return "tvOS has no page sheets (UIModalPresentationStyle.pageSheet does not exist there)"
      case .modal, .animator:
        return nil
      }
    }
  }
#endif
