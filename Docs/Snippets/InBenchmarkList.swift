// Template: the block is a benchmark of the list (the one expression of a function that returns it).
func __snippet__() -> Benchmark {
  // <snippet>
}
