// The router as an app on UIKit sees it, for the tests of the UIKit glue on Linux: the core and the glue built against
// the UIKit model (`ZRouterUIKit`), re-exported. The test targets import this module as `ZRouter`.

@_spi(Testing) @_exported import ZRouterCore
@_exported import ZRouterUIKit
