// Template: the block is in a method of a SwiftUI screen's model (`self` is the screen), with the note protocol of
// this package's SwiftUI tests (Tests/ZRouterTests/NavigationModel/ScreenFixtures.swift).
@testable import ZRouterTests

final class __Snippet__: Screen {
  func body() {
    // <snippet>
  }
}
