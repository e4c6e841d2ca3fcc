/// Temporary stub: the view family lands with the view routing work.
@MainActor open class ZIKAnyViewRouter {
  open class func registerRoutableDestination() {}
  open class func _didFinishRegistration() {}
}
