#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's libedit, loaded when the shell starts instead of linked when it is built: a machine without
/// libedit's headers builds the shell, and one without the library itself runs it with plain line input.
///
/// ```swift
/// switch EditLineLibrary.load() {
/// case .success(let library): _ = library.readline("notes> ")
/// case .failure(let failure): print(failure)   // which library or function is missing
/// }
/// ```
struct EditLineLibrary: @unchecked Sendable {
  /// `char *readline(const char *prompt)`: the edited line (to be freed), or `NULL` at the end of input.
  typealias ReadLine = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
  /// `int add_history(const char *line)`.
  typealias AddHistory = @convention(c) (UnsafePointer<CChar>?) -> Int32
  /// `void using_history(void)`.
  typealias UsingHistory = @convention(c) () -> Void

  /// Why libedit could not be loaded, on one line.
  struct LoadFailure: Error, CustomStringConvertible, Equatable {
    let description: String
  }

  let readline: ReadLine
  let addHistory: AddHistory
  let usingHistory: UsingHistory

  /// Opens the first of `names` the dynamic loader finds and resolves the functions the shell calls. The library
  /// stays loaded for the rest of the process.
  /// - Returns: The functions, or why none of the names could be used (a library missing, or one lacking a function).
  static func load(names: [String] = TerminalLineReader.libEditNames) -> Result<EditLineLibrary, LoadFailure> {
    var reasons: [String] = []
    for name in names {
      guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
        reasons.append("\(name) not found")
        continue
      }
      guard let readline = dlsym(handle, "readline"), let addHistory = dlsym(handle, "add_history"),
        let usingHistory = dlsym(handle, "using_history")
      else {
        reasons.append("\(name) lacks readline, add_history or using_history")
        dlclose(handle)
        continue
      }
      return .success(
        EditLineLibrary(
          readline: unsafeBitCast(readline, to: ReadLine.self),
          addHistory: unsafeBitCast(addHistory, to: AddHistory.self),
          usingHistory: unsafeBitCast(usingHistory, to: UsingHistory.self)))
    }
    if reasons.isEmpty { reasons.append("no library name to try") }
    return .failure(LoadFailure(description: reasons.joined(separator: ", ")))
  }
}
