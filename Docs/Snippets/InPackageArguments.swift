// Template: the block is the arguments of a package manifest's `Package(name:)` after the name.
import PackageDescription

let package = Package(
  name: "MyApp",
  // <snippet>
)
