// The guide's UIKit app: its protocols and classes, written without `any` as the original ZRouter's documents write
// them.
import UIKit

protocol NoteEditorDelegate: AnyObject {}
protocol NoteEditorInput: AnyObject {
  var delegate: NoteEditorDelegate? { get set }
}
extension RoutableView where Protocol == NoteEditorInput {
  static var noteEditorInput: Self { Self(declaredProtocol: Protocol.self) }
}
extension TestViewController: NoteEditorDelegate {}

protocol LoginViewInput: AnyObject {}
extension RoutableView where Protocol == LoginViewInput {
  static var loginViewInput: Self { Self(declaredProtocol: Protocol.self) }
}
final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

protocol NoteStoreInput: AnyObject {}
final class NoteStore: NoteStoreInput {}
final class NoteStoreRouter: ZIKServiceRouter<NoteStore, PerformRouteConfig> {}
