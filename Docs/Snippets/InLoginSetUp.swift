// Template: the block is the body of a function that sets Login up by hand.
func __snippet__() {
  // <snippet>
}
