import Foundation
import Testing

/// README's examples are what the tool prints: every fenced block that starts with
/// `$ scripts/layerlab ARGS [| head -N]` is run (the binary, with `-X`, in a scratch folder
/// holding a copy of `Sessions/`) and its lines compared with what the block shows.
///
/// The convention a README block follows:
/// - `layerlab> STATEMENT` lines are typed statements: the block is run with `--echo` and the
///   statements on standard input, so the echoed prompts line up with the page;
/// - a line that is only `…` stands for any number of lines the page leaves out;
/// - `…` inside a line stands for any text (columns left out of a wide table).
/// Every other line must be printed exactly, in order.
struct ReadmeExampleTests {
  /// One checked block: the command's arguments, how many lines `head` keeps, the lines shown.
  struct Example: CustomStringConvertible {
    var line: Int
    var arguments: [String]
    var head: Int?
    var shown: [String]
    var description: String { "README.md:\(line)" }
  }

  static var readme: String {
    (try? String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8))
      ?? ""
  }

  /// The fenced blocks whose first line runs `scripts/layerlab`.
  static var examples: [Example] {
    var examples: [Example] = []
    var block: [String]?
    var start = 0
    for (index, line) in readme.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        if let lines = block {
          if let example = example(lines, at: start) { examples.append(example) }
          block = nil
        } else {
          block = []
          start = index + 2
        }
      } else {
        block?.append(String(line))
      }
    }
    return examples
  }

  static func example(_ lines: [String], at line: Int) -> Example? {
    guard let first = lines.first, first.hasPrefix("$ scripts/layerlab") else { return nil }
    var command = String(first.dropFirst("$ scripts/layerlab".count))
    var head: Int?
    if let pipe = command.range(of: "| head -") {
      head = Int(command[pipe.upperBound...].trimmingCharacters(in: .whitespaces))
      command = String(command[..<pipe.lowerBound])
    }
    let arguments = command.split(separator: " ").map(String.init)
    return Example(line: line, arguments: arguments, head: head, shown: Array(lines.dropFirst()))
  }

  @Test func theReadmeHasCheckedExamples() {
    #expect(Self.examples.count >= 2, "the 'Thirty seconds' block and the feed table")
  }

  @Test(arguments: examples)
  func anExamplePrintsWhatTheReadmeShows(_ example: Example) throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let typed = example.shown.filter { $0.hasPrefix("layerlab> ") }.map {
      String($0.dropFirst("layerlab> ".count))
    }
    let arguments = ["-X"] + example.arguments + (typed.isEmpty ? [] : ["--echo"])
    let input = typed.isEmpty ? "" : typed.joined(separator: "\n") + "\n"
    let result = try BinaryRunner.run(arguments, in: directory, input: input)
    #expect(result.status == 0, "\(example): \(result.stderr)")
    var printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if printed.last == "" { printed.removeLast() }
    if let head = example.head { printed = Array(printed.prefix(head)) }
    if !Self.matches(example.shown[...], printed[...]) {
      let tool = printed.joined(separator: "\n")
      Issue.record("\(example) does not show what the tool prints; the tool printed:\n\(tool)")
    }
  }

  /// Whether `shown` (with its `…` lines and `…` inside lines) matches `printed` whole.
  static func matches(_ shown: ArraySlice<String>, _ printed: ArraySlice<String>) -> Bool {
    guard let first = shown.first else { return printed.isEmpty }
    if first == "…" {
      var rest = printed
      while true {
        if matches(shown.dropFirst(), rest) { return true }
        guard !rest.isEmpty else { return false }
        rest = rest.dropFirst()
      }
    }
    guard let line = printed.first, lineMatches(first, line) else { return false }
    return matches(shown.dropFirst(), printed.dropFirst())
  }

  /// A shown line against a printed one: exact, or with `…` standing for any text.
  static func lineMatches(_ shown: String, _ printed: String) -> Bool {
    let pieces = shown.components(separatedBy: "…")
    guard pieces.count > 1 else { return shown == printed }
    guard let head = pieces.first, let tail = pieces.last, printed.hasPrefix(head) else {
      return false
    }
    var rest = printed.dropFirst(head.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return rest.hasSuffix(tail)
  }

  @Test func theMatcherTakesEllipsesAndRefusesAnythingElse() {
    #expect(Self.lineMatches("a … d", "a b c d"))
    #expect(!Self.lineMatches("a … e", "a b c d"))
    #expect(!Self.lineMatches("abc", "abd"))
    #expect(Self.matches(["x", "…", "z"], ["x", "1", "2", "z"]))
    #expect(!Self.matches(["x", "z"], ["x", "1", "z"]), "a left-out line needs a … line")
    #expect(!Self.matches(["x"], ["x", "y"]), "and so does a left-out tail")
  }

  /// Every path the README names in backticks exists in a clone: no `../shared/…`, which
  /// only the developers' checkout has.
  @Test func everyPathTheReadmeNamesIsInTheRepository() {
    let root = BinaryRunner.packageRoot
    let prefixes = ["Sessions/", "Sources/", "Tests/", "scripts/", "Benchmarks/", "Fuzz/", "docs/"]
    // Folders the tools make (the fuzzer's corpus and crashes) are ignored by git, not shipped.
    let ignored =
      ((try? String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8))
      ?? "").split(separator: "\n").filter { $0.hasPrefix("/") }.map { String($0.dropFirst()) }
    for match in Self.readme.matches(of: /`([^`\s]+)`/) {
      let path = String(match.1)
      #expect(
        !path.hasPrefix("../") && !path.hasPrefix("shared/"),
        "README names \(path), which a clone does not have")
      guard prefixes.contains(where: path.hasPrefix), !ignored.contains(where: path.hasPrefix)
      else { continue }
      // A glob (`Sessions/*.lab`) needs its folder; `NAME.lab` placeholders are skipped.
      let checked =
        path.contains("*") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : path
      guard !checked.contains("NAME"), !checked.contains("FILE") else { continue }
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent(checked).path),
        "README names \(path), which is not in the repository")
    }
    for match in Self.readme.matches(of: /\]\(([^)\s]+)\)/) {
      let target = String(match.1)
      guard !target.hasPrefix("http") else { continue }
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path),
        "README links \(target), which is not in the repository")
    }
  }

  /// A scratch folder with `Sessions/` copied in, as the README's commands run from the root.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-readme-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BinaryRunner.packageRoot.appendingPathComponent("Sessions"),
      to: directory.appendingPathComponent("Sessions"))
    return directory
  }
}
