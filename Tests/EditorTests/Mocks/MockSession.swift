import Editor
import Foundation

/// An ``EditorRequiredSession`` whose user the test sets; counts how often the editor read it.
final class MockSession: EditorRequiredSession, @unchecked Sendable {
  private let lock = NSLock()
  private var _user: String?
  private var _reads = 0

  /// A session with `user` signed in (`nil`: nobody).
  init(user: String? = nil) { _user = user }

  /// The signed-in user, without counting a read. Set it to sign in or out.
  var user: String? {
    get { lock.withLock { _user } }
    set { lock.withLock { _user = newValue } }
  }
  /// How many times `currentUser` was read.
  var reads: Int { lock.withLock { _reads } }

  var currentUser: String? {
    lock.withLock {
      _reads += 1
      return _user
    }
  }
}
