// The sources of the module itself, Modules/<Name>/. Each is a raw string: `\#(…)` is the generator's, `\(…)` is
// the generated code's.

extension FeatureModuleGenerator {
  /// `oneLine` when it fits in the 120 columns of `.swift-format` after `indent` spaces, otherwise `wrapped` (the
  /// same code over several lines, as swift-format breaks it).
  func fitting(_ oneLine: String, indent: Int, otherwise wrapped: String) -> String {
    indent + oneLine.count <= 120 ? oneLine : wrapped
  }

  /// The service router's superclass and the `{` that opens its body: on the class's line when it fits, otherwise
  /// on lines of their own.
  var serviceRouterSuperclass: String {
    let superclass = "ZIKServiceRouter<\(name)Service, PerformRouteConfig>"
    return fitting(
      "public final class \(name)ServiceRouter: \(superclass) {", indent: 0,
      otherwise: "public final class \(name)ServiceRouter:\n  \(superclass)\n{")
  }

  /// The body of the service router's `destination(with:)`.
  var makingTheService: String {
    let lookup = "Router.makeDestination(to: RoutableService.\(lowerName)RequiredStore)"
    return fitting(
      "\(lookup).map(\(name)Service.init(store:))", indent: 4,
      otherwise: "\(lookup).map(\n      \(name)Service.init(store:))")
  }

  /// The view router's `prepareDestination(_:configuration:)` up to its `{`.
  var prepareDestinationSignature: String {
    let parameters = "_ destination: \(name)ViewController, configuration: ViewRouteConfig"
    return fitting(
      "override public func prepareDestination(\(parameters)) {", indent: 2,
      otherwise: "override public func prepareDestination(\n    \(parameters)\n  ) {")
  }

  var requirements: String {
    #"""
    import ZRouter

    // Every protocol \#(name) REQUIRES. \#(name) never names the module that provides
    // it: the app context routes it to a provider it chose, and \#(name)ServiceRouter
    // looks it up when it makes \#(name)'s service.

    /// Where \#(name) reads its texts, by key. Replace it with what \#(name) really
    /// needs from the app.
    ///
    /// The app context routes it to a provider of its choice and declares it, so an app that forgets it does not
    /// start:
    /// ```swift
    /// ZIKAnyServiceRouter.register(
    ///   RoutableService.\#(lowerName)RequiredStore, forMakingService: MyStore.self
    /// ) { _ in MyStore() }
    /// ```
    /// Called on the thread that uses \#(name)'s service.
    public protocol \#(name)RequiredStore: AnyObject {
      /// The text stored under `key`, or `nil` when there is none.
      /// - Throws: Any error of the store; \#(name) reports it as
      ///   ``\#(name)Error/Code/storeFailed``.
      func text(forKey key: String) throws -> String?
    }

    extension RoutableService where Protocol == any \#(name)RequiredStore {
      /// The routable key of ``\#(name)RequiredStore``, found by its name: call sites written
      /// `RoutableService.\#(lowerName)RequiredStore` type-check in time independent of the number of keys.
      public static var \#(lowerName)RequiredStore: Self { Self(declaredProtocol: Protocol.self) }
    }

    """#
  }

  var providedInterfaces: String {
    var source = #"""
      import ZRouter

      // Every protocol \#(name) PROVIDES. Other modules require their own protocols; the app context adapts those
      // to these.

      /// What \#(name) provides: texts by key. Replace it with what \#(name) really offers.
      ///
      /// ```swift
      /// let service = Router.makeDestination(to: RoutableService.\#(lowerName)ProvidedService)
      /// let greeting = try service?.text(forKey: "greeting")
      /// ```
      public protocol \#(name)ProvidedService: AnyObject {
        /// The text stored under `key`.
        /// - Throws: ``\#(name)Error`` `.missingText` when there is none, `.storeFailed` when the store threw.
        func text(forKey key: String) throws -> String
      }

      extension RoutableService where Protocol == any \#(name)ProvidedService {
        /// The routable key of ``\#(name)ProvidedService``, found by its name: call sites written
        /// `RoutableService.\#(lowerName)ProvidedService` type-check in time independent of the number of keys.
        public static var \#(lowerName)ProvidedService: Self { Self(declaredProtocol: Protocol.self) }
      }

      """#
    if withView {
      source += #"""

        /// \#(name)'s view: shows one text. Replace it with what \#(name)'s screen really offers.
        ///
        /// ```swift
        /// Router.perform(to: RoutableView.\#(lowerName)ProvidedView, path: .push(from: source)) { config, _ in
        ///   config.successHandler = { view in view.show(key: "greeting") }
        /// }
        /// ```
        /// Main-actor isolated, like every view.
        @MainActor public protocol \#(name)ProvidedView: AnyObject {
          /// The line the view shows: the text it was asked for, or why it cannot show it; `nil` before
          /// ``show(key:)``.
          var message: String? { get }
          /// Shows the text stored under `key`, or why it cannot be shown.
          func show(key: String)
        }

        extension RoutableView where Protocol == any \#(name)ProvidedView {
          /// The routable key of ``\#(name)ProvidedView``, found by its name: call sites written
          /// `RoutableView.\#(lowerName)ProvidedView` type-check in time independent of the number of keys.
          public static var \#(lowerName)ProvidedView: Self { Self(declaredProtocol: Protocol.self) }
        }

        """#
    }
    return source
  }

  var service: String {
    #"""
    /// \#(name)'s implementation of ``\#(name)ProvidedService``: the texts of the routed
    /// ``\#(name)RequiredStore``.
    public final class \#(name)Service: \#(name)ProvidedService {
      private let store: any \#(name)RequiredStore

      /// A service over `store` (normally made by ``\#(name)ServiceRouter``).
      public init(store: any \#(name)RequiredStore) {
        self.store = store
      }

      /// The text the store has under `key`.
      /// - Throws: ``\#(name)Error`` `.missingText` when there is none, `.storeFailed` when the store threw.
      public func text(forKey key: String) throws -> String {
        let text: String?
        do {
          text = try store.text(forKey: key)
        } catch {
          throw \#(name)Error.storeFailed(key: key, reason: "\(error)")
        }
        guard let text else { throw \#(name)Error.missingText(key: key) }
        return text
      }
    }

    """#
  }

  var serviceRouter: String {
    #"""
    import ZRouter

    extension \#(name)Service: ZIKRoutableService {}

    /// Makes ``\#(name)Service`` under `RoutableService.\#(lowerName)ProvidedService`,
    /// over the store the app context routes `\#(name)RequiredStore` to.
    ///
    /// ```swift
    /// \#(name)ServiceRouter.registerRoutableDestination()
    /// let service = Router.makeDestination(to: RoutableService.\#(lowerName)ProvidedService)
    /// ```
    /// It declares `\#(name)RequiredStore` as required, so a registry finished without a provider reports a
    /// ``ZIKRegistrationIssue``; a perform without one fails and `Router.makeDestination` returns `nil`.
    \#(serviceRouterSuperclass)
      /// Registers `\#(name)Service` and its provided key, and declares what \#(name) requires.
      override public class func registerRoutableDestination() {
        registerService(\#(name)Service.self)
        register(RoutableService.\#(lowerName)ProvidedService)
        ZIKRouteRegistry.declare(SwitchableService(RoutableService.\#(lowerName)RequiredStore))
      }

      /// A service over the routed store, or `nil` when there is none.
      override public func destination(with configuration: PerformRouteConfig) -> \#(name)Service? {
        \#(makingTheService)
      }
    }

    """#
  }

  var error: String {
    #"""
    import Foundation
    import ZRouter

    /// Why a \#(name) operation failed: match on ``code``, show ``description`` to the user.
    ///
    /// ```swift
    /// do { _ = try service.text(forKey: "greeting") }
    /// catch let error as \#(name)Error where error.code == .missingText { print(error) }
    /// ```
    /// Errors are made by the module's internal factories, one per kind, so new kinds can be added without
    /// breaking callers; ``Code`` is what to match on.
    public struct \#(name)Error: ModuleError, Sendable {
      /// The kind of failure, to match with `==`. New kinds may be added; never match exhaustively.
      public let code: Code
      /// What went wrong and what to do.
      public let description: String

      static func missingText(key: String) -> \#(name)Error {
        \#(name)Error(
          code: .missingText,
          description: "\#(name) has no text for \(key.debugDescription). Store one under that key first.")
      }

      static func storeFailed(key: String, reason: String) -> \#(name)Error {
        \#(name)Error(
          code: .storeFailed,
          description: "\#(name) could not read the text for \(key.debugDescription): \(clause(reason))."
            + " Check the store the app context routes \#(name)RequiredStore to.")
      }
    }

    extension ModuleErrorCodeOf<\#(name)Error> {
      /// No text is stored under the key.
      public static var missingText: Self { Self() }
      /// The store threw.
      public static var storeFailed: Self { Self() }
    }

    """#
  }

  var viewController: String {
    #"""
    import ZRouter

    /// \#(name)'s view: \#(name)'s implementation of ``\#(name)ProvidedView``.
    ///
    /// Its state and actions are the same on every platform; draw it in thin `+UIKit`, `+AppKit` and `+Headless`
    /// files (see Docs/FeatureScreens.md). Reach it through `RoutableView.\#(lowerName)ProvidedView`;
    /// ``\#(name)ViewRouter`` makes it and injects ``service``.
    /// ```swift
    /// let view = Router.makeDestination(to: RoutableView.\#(lowerName)ProvidedView)
    /// view?.show(key: "greeting")
    /// ```
    /// Main-actor only, like every view controller.
    public final class \#(name)ViewController: PlatformViewController {
      /// Where the texts come from; injected by ``\#(name)ViewRouter`` when the caller's
      /// preparation left it `nil`.
      public var service: (any \#(name)ProvidedService)?
      /// The line the view shows; `nil` before ``show(key:)``.
      public private(set) var message: String?

      /// Shows the text stored under `key`, or why it cannot be shown.
      public func show(key: String) {
        guard let service else {
          message = "\#(name) has no service. Show this view through its routable key, so its router gives one."
          return
        }
        do {
          message = try service.text(forKey: key)
        } catch {
          message = "\(error)"
        }
      }
    }

    extension \#(name)ViewController: ZIKRoutableView {}
    extension \#(name)ViewController: @MainActor \#(name)ProvidedView {}

    """#
  }

  var viewRouter: String {
    #"""
    import ZRouter

    // `init()` of a UIKit or AppKit view controller is declared by UIKit or AppKit.
    #if canImport(UIKit)
      import UIKit
    #elseif canImport(AppKit)
      import AppKit
    #endif

    /// Makes and shows ``\#(name)ViewController`` under `RoutableView.\#(lowerName)ProvidedView`.
    ///
    /// ```swift
    /// \#(name)ViewRouter.registerRoutableDestination()
    /// Router.perform(to: RoutableView.\#(lowerName)ProvidedView, path: .push(from: source))
    /// ```
    /// It declares `RoutableService.\#(lowerName)ProvidedService` as required
    /// (``\#(name)ServiceRouter`` provides it), so a registry finished without it reports a
    /// ``ZIKRegistrationIssue``.
    public final class \#(name)ViewRouter: ZIKViewRouter<\#(name)ViewController, ViewRouteConfig> {
      /// Registers the view class and its provided protocol, and declares the service as required.
      override public class func registerRoutableDestination() {
        registerView(\#(name)ViewController.self)
        register(RoutableView.\#(lowerName)ProvidedView)
        ZIKRouteRegistry.declare(SwitchableService(RoutableService.\#(lowerName)ProvidedService))
      }

      /// A new view.
      override public func destination(with configuration: ViewRouteConfig) -> \#(name)ViewController? {
        \#(name)ViewController()
      }

      /// Injects the routed service, unless the caller's preparation already set one.
      \#(prepareDestinationSignature)
        if destination.service == nil {
          destination.service = Router.makeDestination(to: RoutableService.\#(lowerName)ProvidedService)
        }
      }
    }

    """#
  }
}
