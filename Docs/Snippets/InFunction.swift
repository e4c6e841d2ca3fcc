// Template: the block is the body of a function that may run on any thread (`try` and `await` work).
func __snippet__() async throws {
  // <snippet>
}
