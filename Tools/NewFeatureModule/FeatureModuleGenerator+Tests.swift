// The sources of the module's test target, Tests/<Name>Tests/. Each is a raw string: `\#(…)` is the generator's,
// `\(…)` is the generated code's.

extension FeatureModuleGenerator {
  var mockStore: String {
    #"""
    \#(imports(["Foundation", name]))

    /// A ``\#(name)RequiredStore`` in memory: canned texts, records every key read, and can be told to fail.
    final class MockStore: \#(name)RequiredStore, @unchecked Sendable {
      /// What a failing store throws.
      struct Failure: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
      }

      private let lock = NSLock()
      private var texts: [String: String]
      private var keys: [String] = []
      private var failing = false

      /// A store holding `texts`, by key.
      init(_ texts: [String: String] = [:]) {
        self.texts = texts
      }

      /// Every key read, in order.
      var keysRead: [String] { lock.withLock { keys } }

      /// Makes every later call throw ``Failure``.
      func failFromNowOn() { lock.withLock { failing = true } }

      func text(forKey key: String) throws -> String? {
        try lock.withLock {
          keys.append(key)
          if failing { throw Failure() }
          return texts[key]
        }
      }
    }

    """#
  }

  var unimplementedStore: String {
    #"""
    \#(imports([name, "Testing"]))

    /// A ``\#(name)RequiredStore`` that records a test failure when used: for paths that must
    /// not touch the store.
    final class UnimplementedStore: \#(name)RequiredStore, Sendable {
      func text(forKey key: String) throws -> String? {
        Issue.record("UnimplementedStore.text(forKey: \(key.debugDescription)) was called")
        return nil
      }
    }

    """#
  }

  var registry: String {
    let viewRouter = withView ? "\n    \(name)ViewRouter.registerRoutableDestination()" : ""
    return #"""
      \#(imports([name, "ZRouter", "ZRouterTesting"]))

      /// Registers \#(name)'s routers and, unless `store` is `nil`, the mock store, in a fresh
      /// test registry; then runs `body`.
      @MainActor
      func with\#(name)Routers<R>(store: MockStore?, _ body: () throws -> R) throws -> R {
        try ZIKRouteRegistry.withTestRegistry {
          \#(name)ServiceRouter.registerRoutableDestination()\#(viewRouter)
          if let store { try ZIKAnyServiceRouter.registerMock(store, for: RoutableService.\#(lowerName)RequiredStore) }
        } run: {
          try body()
        }
      }

      """#
  }

  var serviceTests: String {
    #"""
    \#(imports([name, "Testing"]))

    @Suite struct \#(name)ServiceTests {
      @Test func aStoredTextIsReturnedAsStored() throws {
        let store = MockStore(["greeting": "Hello"])
        #expect(try \#(name)Service(store: store).text(forKey: "greeting") == "Hello")
        #expect(store.keysRead == ["greeting"])
      }

      @Test func aMissingTextIsMissingText() {
        #expect {
          try \#(name)Service(store: MockStore()).text(forKey: "greeting")
        } throws: { ($0 as? \#(name)Error)?.code == .missingText }
      }

      @Test func aFailingStoreIsStoreFailedAndSaysWhy() throws {
        let store = MockStore(["greeting": "Hello"])
        store.failFromNowOn()
        let error = try #require(throws: \#(name)Error.self) {
          try \#(name)Service(store: store).text(forKey: "greeting")
        }
        #expect(error.code == .storeFailed)
        #expect(error.description.contains("the disk is full"))
        #expect(error.description.contains("\#(name)RequiredStore"))
      }

      @Test func makingTheServiceDoesNotTouchTheStore() {
        _ = \#(name)Service(store: UnimplementedStore())
      }
    }

    """#
  }

  var serviceRouterTests: String {
    #"""
    \#(imports([name, "Testing", "ZRouter"]))

    @MainActor @Suite struct \#(name)ServiceRouterTests {
      @Test func theProvidedKeyGivesAServiceOverTheRoutedStore() throws {
        let store = MockStore(["greeting": "Hello"])
        try with\#(name)Routers(store: store) {
          #expect(ZIKRouteRegistry.validate().isEmpty)
          let service = try #require(Router.makeDestination(to: RoutableService.\#(lowerName)ProvidedService))
          #expect(try service.text(forKey: "greeting") == "Hello")
          #expect(store.keysRead == ["greeting"])
        }
      }

      @Test func aMissingStoreIsOneIssueAndNoService() throws {
        try with\#(name)Routers(store: nil) {
          ZIKAnyServiceRouter.globalErrorHandler = { _, _, _ in }
          let issues = ZIKRouteRegistry.validate()
          #expect(issues.count == 1)
          #expect(issues.first?.description.contains("\#(name)RequiredStore") == true)
          #expect(Router.makeDestination(to: RoutableService.\#(lowerName)ProvidedService) == nil)
        }
      }
    }

    """#
  }

  var errorTests: String {
    #"""
    import Foundation
    import Testing

    @testable import \#(name)

    /// Every error's message reads as sentences, even when the store's reason is a sentence of its own (the messages
    /// have no ellipsis, so two periods in a row are always a doubled period).
    @Suite struct \#(name)ErrorTests {
      static let samples: [\#(name)Error] = [
        \#(name)Error.missingText(key: "greeting"),
        \#(name)Error.storeFailed(key: "greeting", reason: "The disk is full."),
      ]

      @Test func everyCodeIsSampled() {
        #expect(Set(Self.samples.map(\.code)) == [.missingText, .storeFailed])
      }

      @Test(arguments: samples)
      func messageHasNoDoubledPeriod(error: \#(name)Error) {
        #expect(!error.description.contains(".."), "\(error.description)")
        #expect(error.description.hasSuffix("."), "\(error.description)")
        #expect(error.localizedDescription == error.description)
      }
    }

    """#
  }

  var viewRouterTests: String {
    #"""
    \#(imports([name, "Testing", "ZRouter"]))

    @MainActor @Suite struct \#(name)ViewRouterTests {
      @Test func presentModallyShowsAViewWithTheRoutedService() throws {
        try with\#(name)Routers(store: MockStore(["greeting": "Hello"])) {
          #expect(ZIKRouteRegistry.validate().isEmpty)
          let source = HeadlessViewController()
          let router = try #require(
            Router.perform(to: RoutableView.\#(lowerName)ProvidedView, path: .presentModally(from: source)))
          #expect(router.state == .routed)
          let view = try #require(source.presentedViewController as? \#(name)ViewController)
          #expect(view.service is \#(name)Service)
          view.show(key: "greeting")
          #expect(view.message == "Hello")
          router.removeRoute()
          #expect(router.state == .removed)
          #expect(source.presentedViewController == nil)
        }
      }

      @Test func aViewWithoutAServiceSaysHowToShowIt() {
        let view = \#(name)ViewController()
        view.show(key: "greeting")
        #expect(view.message?.contains("routable key") == true)
      }
    }

    """#
  }
}
