import Foundation
import Testing
import ZRouter

@Suite struct ModuleErrorCodeTests {
  /// A module error as a feature module writes one: internal cases named after the public codes.
  struct SampleError: ModuleError {
    enum Kind {
      case emptyTitle
      case tooLong(count: Int)
      case storeFailed(step: String, underlying: any Error)
      case invalidKey(KeyProblem)
    }

    enum KeyProblem {
      case empty
      case tooLong(byteCount: Int)
    }

    let kind: Kind
    var code: Code { Code(caseOf: kind) }
    var description: String { "The sample failed. Try again." }
  }

  struct Underlying: Error {}

  @Test func aStaticMemberNamesItsCode() {
    #expect(SampleError.Code.emptyTitle.rawValue == "emptyTitle")
    #expect(SampleError.Code.tooLong.description == "tooLong")
    #expect(SampleError.Code.emptyTitle != .tooLong)
  }

  @Test func aCaseReportsTheCodeOfItsName() {
    #expect(SampleError(kind: .emptyTitle).code == .emptyTitle)
    #expect(SampleError(kind: .tooLong(count: 3)).code == .tooLong)
    #expect(SampleError(kind: .storeFailed(step: "save", underlying: Underlying())).code == .storeFailed)
  }

  @Test func casesWithANestedProblemShareTheirCode() {
    #expect(SampleError(kind: .invalidKey(.empty)).code == .invalidKey)
    #expect(SampleError(kind: .invalidKey(.tooLong(byteCount: 9))).code == .invalidKey)
  }

  @Test func codesOfTwoErrorsAreDifferentTypes() {
    #expect(!((SampleError.Code.emptyTitle as Any) is ModuleErrorCodeOf<OtherError>))
  }

  struct OtherError: ModuleError {
    var code: Code { Code("other") }
    var description: String { "Another failure. Try again." }
  }
}

extension ModuleErrorCodeOf<ModuleErrorCodeTests.SampleError> {
  static var emptyTitle: Self { Self() }
  static var tooLong: Self { Self() }
  static var storeFailed: Self { Self() }
  static var invalidKey: Self { Self() }
}
