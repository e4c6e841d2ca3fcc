/// AppKit re-exports Foundation (`import AppKit` makes `NSRect`, `NSRectEdge`, `Notification` visible), and so does
/// the model.
@_exported import Foundation
