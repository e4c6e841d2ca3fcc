// Template: the block is the body of a function that sets Login up by hand, with the stores of Login's tests.
func __snippet__() {
  let accounts = MockAccountStore()
  let sessions = MockSessionStore()
  // <snippet>
}
