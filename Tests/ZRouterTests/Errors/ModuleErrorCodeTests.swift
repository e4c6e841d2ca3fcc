import Foundation
import Testing
import ZRouter

@Suite struct ModuleErrorCodeTests {
  /// A module error as a feature module writes one: its codes are static members of `ModuleErrorCodeOf<Self>`.
  struct SampleError: ModuleError {
    let code: Code
    var description: String { "The sample failed. Try again." }
  }

  @Test func aStaticMemberNamesItsCode() {
    #expect(SampleError.Code.emptyTitle.rawValue == "emptyTitle")
    #expect(SampleError.Code.tooLong.description == "tooLong")
    #expect(SampleError.Code.emptyTitle != .tooLong)
    #expect(SampleError(code: .tooLong).code == .tooLong)
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
}
