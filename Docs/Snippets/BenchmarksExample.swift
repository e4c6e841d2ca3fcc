// The benchmark the guide's example measures (the real one: Benchmarks/Sources/zrouter-bench/ServiceBenchmarks.swift).
enum ServiceBenchmarks {
  static func performNanoseconds() throws -> Double { 0 }
}
