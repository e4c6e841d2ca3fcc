// Writes one generated source of the benchmarks; run by the GenerateBenchmarkServices build-tool plugin.
//
// usage: generate-benchmark-services part <index> <part-count> <output.swift>
//        generate-benchmark-services index <part-count> <output.swift>

import Foundation

/// Prints `message` and the usage to stderr and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      """
      generate-benchmark-services: \(message)
      usage: generate-benchmark-services part <index> <part-count> <output.swift>
             generate-benchmark-services index <part-count> <output.swift>

      """.utf8))
  exit(2)
}

/// Parses a count or an index from the command line.
func number(_ text: String, atLeast minimum: Int) -> Int {
  guard let value = Int(text), value >= minimum else { fail("'\(text)' is not a whole number >= \(minimum)") }
  return value
}

let arguments = Array(CommandLine.arguments.dropFirst())
let source: String
let output: String
switch arguments.first {
case "part" where arguments.count == 4:
  let partCount = number(arguments[2], atLeast: 1)
  let part = number(arguments[1], atLeast: 0)
  guard part < partCount else { fail("part \(part) does not exist: there are \(partCount) parts") }
  source = ServiceSourceWriter(partCount: partCount).partSource(part)
  output = arguments[3]
case "index" where arguments.count == 3:
  source = ServiceSourceWriter(partCount: number(arguments[1], atLeast: 1)).indexSource()
  output = arguments[2]
default:
  fail("unexpected arguments \(arguments)")
}
do {
  // Written only when it changed, so an unchanged part is not compiled again.
  if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
  }
} catch {
  fail("cannot write \(output): \(error)")
}
