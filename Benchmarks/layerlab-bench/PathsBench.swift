import Foundation

/// Section 11: the paths users take, run through the `layerlab` binary as a user runs it —
/// statements, tables as `new table` makes them (the shipped feed cell, a user's prototype
/// over a JSON file in each `heightsMeasured` mode), the long fling session, compares of
/// prototype.lab, and every shipped session — each with its wall time and the child's peak
/// memory, and, with `--against OLD_BINARY`, the ratio to another build run in turn with it
/// (paired: A B A B…, so a host that drifts moves both), or with `--baseline FILE` the ratio to
/// a saved run of this section (`--save-baseline FILE`).
///
/// Why through the binary: issue 42's regression went unseen because the sections above time
/// the model's pieces, not what a statement reaches; a path here is a script a user could type.
/// A path the other build cannot run (a statement it does not know) prints `n/a` for its ratio.
struct PathsBench {
  let options: BenchOptions

  /// A script run as `layerlab FILE` in a scratch copy of `Sessions/` and `Prototypes/`.
  struct Path {
    let name: String
    /// The file, in the scratch `Sessions/` folder.
    let file: String
    /// Runs of it (a heavy path runs once).
    let heavy: Bool
    /// Virtual seconds the script simulates, when a rate in virtual s per wall s means
    /// something.
    var virtualSeconds: Double? = nil
  }

  func run(_ report: Report) throws {
    report.section("11. paths users take, through the layerlab binary (wall s, child peak MiB)")
    let binary = options.binary ?? Self.siblingBinary
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw BenchFailure(
        "no layerlab binary at \(binary); build it (swift build -c release) or pass --binary PATH")
    }
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder.root) }
    let paths = try makePaths(in: folder.sessions)
    let baseline = try options.baselineIn.map(Baseline.init(readingFrom:))
    var saved = Baseline()
    var measured: [String: Figures] = [:]
    report.value("path.binary", binary)
    // The kernel counts this process's peak into each child's (at exec): below it a child's
    // figure says nothing.
    report.value("path.peak_floor_MiB", HostInfo.peakRSSMiB ?? 0, decimals: 1)
    if let against = options.against { report.value("path.against", against) }
    for path in paths {
      let figures = try measure(path, binary: binary, in: folder.sessions)
      figures.print(path, report, baseline: baseline)
      saved.values["path.\(path.name).wall_s"] = figures.wall.median
      saved.values["path.\(path.name).peak_MiB"] = figures.peak.median
      measured[path.name] = figures
    }
    Self.printRepeatedCompare(measured, report)
    // The floor again: had it risen, the figures at it would say nothing.
    report.value("path.peak_floor_MiB.end", HostInfo.peakRSSMiB ?? 0, decimals: 1)
    if let file = options.baselineOut {
      try saved.write(to: file)
      report.value("path.baseline_saved", file)
    }
  }

  /// What one path measured: this build's wall and peak, the other build's ratios when it
  /// ran, and cells configured per run (the long session's work, which differs between builds
  /// whose fling physics differ).
  struct Figures {
    var wall = Samples()
    var peak = Samples()
    var wallRatio = Samples()
    var peakRatio = Samples()
    /// The other build's own wall times, for figures that divide one path by another.
    var wallAgainst = Samples()
    var cells: Int?
    var cellsAgainst: Int?
    var againstFailed = false
    var status: Int32 = 0

    func print(_ path: Path, _ report: Report, baseline: Baseline?) {
      let name = "path." + path.name
      report.figure(name + ".wall_s", wall, decimals: 2)
      report.figure(name + ".peak_MiB", peak, decimals: 1)
      if status != 0 { report.value(name + ".exit_status", Int(status)) }
      if let seconds = path.virtualSeconds, wall.median > 0 {
        report.value(name + ".virtual_s_per_wall_s", seconds / wall.median, decimals: 1)
      }
      if let cells, cells > 0 {
        report.value(name + ".cells_configured", cells)
        report.value(name + ".wall_us_per_cell", wall.median * 1e6 / Double(cells), decimals: 0)
      }
      if againstFailed {
        report.value(name + ".vs_against", "n/a (the other build could not run it)")
      } else if wallRatio.count > 0 {
        report.figure(name + ".wall_vs_against", wallRatio, decimals: 2)
        report.figure(name + ".peak_vs_against", peakRatio, decimals: 2)
        if let cells, let cellsAgainst, cells > 0, cellsAgainst > 0 {
          report.value(name + ".cells_configured_against", cellsAgainst)
          let perCell = wallRatio.median * Double(cellsAgainst) / Double(cells)
          report.value(name + ".wall_per_cell_vs_against", perCell, decimals: 2)
        }
      }
      if let baseline {
        for (figure, now) in [("wall_s", wall.median), ("peak_MiB", peak.median)] {
          guard let then = baseline.values["\(name).\(figure)"], then > 0 else { continue }
          report.value("\(name).\(figure)_vs_baseline", now / then, decimals: 2)
        }
      }
    }
  }

  private func measure(_ path: Path, binary: String, in folder: String) throws -> Figures {
    var figures = Figures()
    let runs = path.heavy || options.quick ? 1 : 3
    for _ in 0..<runs {
      let this = try ChildRun.run(binary, [path.file], in: folder)
      figures.wall.add(this.wallSeconds)
      figures.peak.add(this.peakMiB)
      figures.status = this.status
      figures.cells = Self.cellsConfigured(in: this.output)
      guard let against = options.against, !figures.againstFailed else { continue }
      let other = try ChildRun.run(against, [path.file], in: folder)
      // A status the two builds disagree on means the other could not run the script.
      guard other.status == this.status, other.wallSeconds > 0, other.peakMiB > 0 else {
        figures.againstFailed = true
        continue
      }
      figures.wallRatio.add(this.wallSeconds / other.wallSeconds)
      figures.wallAgainst.add(other.wallSeconds)
      figures.peakRatio.add(this.peakMiB / other.peakMiB)
      figures.cellsAgainst = Self.cellsConfigured(in: other.output)
    }
    return figures
  }

  /// Issue 43's bar: the 20-run, 4-strategy compare within 4× the wall time of the 1-run
  /// compare of the build the issue was filed on (4d7ed72, before `runs=`; pass it as
  /// `--against`). Printed beside this build's own 1-run, which is the stricter reading.
  static func printRepeatedCompare(_ measured: [String: Figures], _ report: Report) {
    guard let twenty = measured["compare.prototype.4x20"]?.wall.median, twenty > 0,
      let one = measured["compare.prototype.4"]
    else { return }
    if one.wall.median > 0 {
      report.value("path.compare.prototype.4x20.vs_1run", twenty / one.wall.median, decimals: 2)
    }
    if one.wallAgainst.median > 0 {
      report.value(
        "path.compare.prototype.4x20.vs_1run_against", twenty / one.wallAgainst.median,
        decimals: 2)
      report.value("path.compare.prototype.4x20.vs_1run_against.bar", 4.0, decimals: 2)
    }
  }

  /// The last `cellForRow N` a `stats` printed, if any.
  static func cellsConfigured(in output: String) -> Int? {
    guard let range = output.range(of: "cellForRow ", options: .backwards) else { return nil }
    return Int(output[range.upperBound...].prefix { $0.isNumber })
  }

  /// The scripts, written into the scratch `Sessions/` folder, then every shipped session.
  private func makePaths(in folder: String) throws -> [Path] {
    var paths: [Path] = []
    func add(
      _ name: String, heavy: Bool = false, virtual: Double? = nil, _ lines: [String],
      repeating: (count: Int, line: (Int) -> String)? = nil
    ) throws {
      let file = "bench-\(name).lab"
      // Written in pieces: a child's peak memory cannot read below this process's own (the
      // kernel carries it over at exec), so this process stays small.
      guard FileManager.default.createFile(atPath: folder + "/" + file, contents: nil),
        let handle = FileHandle(forWritingAtPath: folder + "/" + file)
      else { throw BenchFailure("cannot write \(file) in \(folder)") }
      defer { try? handle.close() }
      handle.write(Data(((["clock model"] + lines).joined(separator: "\n") + "\n").utf8))
      if let repeating {
        for start in stride(from: 0, to: repeating.count, by: 10_000) {
          let end = min(repeating.count, start + 10_000)
          let piece = (start..<end).map(repeating.line).joined(separator: "\n") + "\n"
          handle.write(Data(piece.utf8))
        }
      }
      paths.append(Path(name: name, file: file, heavy: heavy, virtualSeconds: virtual))
    }
    for size in options.quick ? [100_000] : [100_000, 1_000_000] {
      try add(
        "statements.\(StatementBench.label(size))", heavy: size > 100_000,
        ["new label t frame=0,0,200,40 text=a"],
        repeating: (size, { "t.text = \"v\($0 % 97)\"" }))
    }
    try add("table.100k.feed", ["new table f rows=100000", "run until idle"])
    try add(
      "table.100k.feed.estimated",
      ["new table f rows=100000 estimatedRowHeight=120", "run until idle"])
    for mode in ["whenAsked", "atLoad"] {
      try add("prototype.json.\(mode)", Self.prototypeScript(heightsMeasured: mode))
    }
    let seconds = options.quick ? 60 : 600
    try add(
      "long.\(seconds)s", heavy: true, virtual: Double(seconds),
      [
        "new table f rows=100000 strategy=async", "run until idle",
        "repeat \(seconds * 10 / 6) every 600ms f.fling(velocity: -12000)", "run \(seconds)s",
        "stats",
      ])
    try add(
      "compare.prototype.4", ["compare sync async vvebo texture -- prototype-scroll.lab"])
    if !options.quick {
      try add(
        "compare.prototype.4x20", heavy: true,
        ["compare sync async vvebo texture runs=20 -- prototype-scroll.lab"])
    }
    let sessions = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".lab") && !$0.hasPrefix("bench-") && !$0.hasSuffix("-scroll.lab") }
      .sorted()
    for session in sessions {
      paths.append(
        Path(name: "session." + session.dropLast(4), file: session, heavy: false))
    }
    return paths
  }

  /// A user's photo-feed prototype over `posts.json` (400 posts), flung for ten seconds.
  static func prototypeScript(heightsMeasured mode: String) -> [String] {
    [
      "new prototype p height=fit+10 heightsMeasured=\(mode)",
      "new image p.avatar frame=15,12,40,40 url=$row.avatar cornerRadius=20 masksToBounds=true",
      "new label p.name frame=65,14,width-80,20 text=$row.author",
      "new label p.body frame=15,avatar.maxY+8,width-30,fit numberOfLines=0 text=$row.text",
      "new image p.photo frame=15,body.maxY+8,width-30,160 url=$row.photo",
      "new table t rows=posts.json cell=p", "run until idle",
      "repeat 20 every 500ms t.fling(velocity: -8000)", "run 10s",
    ]
  }

  /// `layerlab` beside this benchmark's own executable (both built by `swift build -c release`).
  static var siblingBinary: String {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return me.deletingLastPathComponent().appendingPathComponent("layerlab").path
  }

  /// A scratch folder holding copies of `Sessions/` and `Prototypes/` (sessions write files
  /// and read `../Prototypes/`).
  static func scratch() throws -> (root: String, sessions: String) {
    let manager = FileManager.default
    let root = NSTemporaryDirectory() + "layerlab-bench-\(getpid())"
    let source = manager.currentDirectoryPath
    do {
      try? manager.removeItem(atPath: root)
      try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
      for folder in ["Sessions", "Prototypes"] {
        try manager.copyItem(atPath: source + "/" + folder, toPath: root + "/" + folder)
      }
    } catch {
      throw BenchFailure("cannot copy Sessions/ and Prototypes/ (run from the checkout): \(error)")
    }
    return (root, root + "/Sessions")
  }
}

/// A saved run of section 11: `name value` lines.
struct Baseline {
  var values: [String: Double] = [:]

  init() {}

  init(readingFrom file: String) throws {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      throw BenchFailure("cannot read the baseline \(file); save one with --save-baseline FILE")
    }
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
  }

  func write(to file: String) throws {
    let text = values.keys.sorted().map { "\($0) \(values[$0]!)" }.joined(separator: "\n") + "\n"
    do {
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    } catch {
      throw BenchFailure("cannot write the baseline \(file): \(error)")
    }
  }
}
