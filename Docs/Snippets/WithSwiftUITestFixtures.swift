// Template: the block is a test of this package's SwiftUI tests, with their screens and protocols
// (Tests/ZRouterTests/NavigationModel/ScreenFixtures.swift).
import Testing

@testable import ZRouterTests

// <snippet>
