// Template: the block is the body of a test with a URL router of its own (`router`).
func __snippet__() {
  let router = ZIKURLRouter()
  // <snippet>
}
