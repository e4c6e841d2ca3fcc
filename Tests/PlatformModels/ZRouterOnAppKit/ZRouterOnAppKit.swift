// The router as an app on AppKit sees it, for the tests of the AppKit glue on Linux: the core and the glue built against
// the AppKit model (`ZRouterAppKit`), re-exported. The test targets import this module as `ZRouter`.

@_exported import ZRouterAppKit
@_spi(Testing) @_exported import ZRouterCore
