import Foundation

/// zrouter-bench: measures ZRouter's registration, lookup and makeDestination costs.
///
/// Usage: `zrouter-bench [--json] [--filter TEXT]... [--check]`
///   --json         print one JSON object instead of the table
///   --filter TEXT  measure only figures whose name contains TEXT (repeatable; derived figures need their inputs)
///   --check        exit with status 3 when a measured figure misses its target
let usage = """
  usage: zrouter-bench [--json] [--filter TEXT]... [--check]
    --json         print one JSON object (figures by name, plus "targets_met") instead of a table
    --filter TEXT  measure only the figures whose name contains TEXT (repeatable)
    --check        exit with status 3 when a measured figure misses its target
  Build in release: swift run -c release --package-path Benchmarks zrouter-bench --json
  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

// A child started by the first-use figures: measure one cold pass, print it, exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == FirstUseBenchmarks.childArgument {
  guard let pass = FirstUseBenchmarks.Pass(rawValue: CommandLine.arguments[2]) else {
    fail("Unknown first-use pass \(CommandLine.arguments[2]).", status: 2)
  }
  do {
    print(try FirstUseBenchmarks.measureInThisProcess(pass))
    exit(0)
  } catch {
    fail("first use (\(pass.rawValue)) could not be measured: \(error)", status: 1)
  }
}

var printsJSON = false
var checksTargets = false
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": printsJSON = true
  case "--check": checksTargets = true
  case "--filter":
    guard let text = arguments.popFirst() else {
      fail("--filter needs a figure name (or part of one).\n\(usage)", status: 2)
    }
    filters.append(text)
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    fail("Unknown argument \(argument).\n\(usage)", status: 2)
  }
}

#if DEBUG
  FileHandle.standardError.write(
    Data("warning: debug build; figures are meaningless. Use swift run -c release.\n".utf8))
#endif

let results = Results()
for benchmark in Benchmark.all where filters.isEmpty || filters.contains(where: { benchmark.name.contains($0) }) {
  FileHandle.standardError.write(Data("measuring \(benchmark.name)…\n".utf8))
  do {
    results.record(benchmark, value: try benchmark.measure(results))
  } catch {
    fail("\(benchmark.name) could not be measured: \(error)", status: 1)
  }
}
if results.entries.isEmpty { fail("No figure matches the filters \(filters).\n\(usage)", status: 2) }

print(printsJSON ? Report.json(results) : Report.table(results))
if checksTargets, !results.allTargetsMet { exit(3) }
