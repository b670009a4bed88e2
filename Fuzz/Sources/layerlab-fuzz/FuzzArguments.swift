/// libFuzzer's command line with its paths made absolute.
///
/// Why: the harness moves into a scratch folder at its first input (the writers run under
/// `--safe`, which allows the current folder), and a relative corpus folder or
/// `-artifact_prefix=` given on the command line then named a folder inside the scratch one:
/// new inputs and crash files went there and were deleted with it.
enum FuzzArguments {
  /// Flags whose value is a path (or, for `seed_inputs`, a comma-separated list of them).
  static let pathFlags: Set<String> = [
    "artifact_prefix", "exact_artifact_path", "dict", "seed_inputs", "merge_control_file",
    "features_dir", "data_flow_trace", "mutation_graph_file", "stop_file",
  ]

  /// `arguments` (the program's name first) with every relative path made absolute in `cwd`:
  /// the corpus folders (the arguments that are not flags) and the path flags' values.
  static func absolute(_ arguments: [String], in cwd: String) -> [String] {
    guard let program = arguments.first else { return arguments }
    return [program]
      + arguments.dropFirst().map { argument in
        guard argument.hasPrefix("-") else { return absolute(argument, in: cwd) }
        let body = argument.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "="),
          pathFlags.contains(String(body[..<equals]))
        else { return argument }
        let flag = argument[...equals]
        let value = body[body.index(after: equals)...]
        let paths = value.split(separator: ",", omittingEmptySubsequences: false)
        return flag + paths.map { absolute(String($0), in: cwd) }.joined(separator: ",")
      }
  }

  /// `path` made absolute in `cwd` (an empty one is left alone).
  private static func absolute(_ path: String, in cwd: String) -> String {
    guard !path.isEmpty, !path.hasPrefix("/") else { return path }
    return (cwd.hasSuffix("/") ? cwd : cwd + "/") + path
  }
}
