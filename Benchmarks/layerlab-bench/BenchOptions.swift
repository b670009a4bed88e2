import Foundation

/// The command line: `--quick` or not, and the repetition counts that follow from it.
///
/// Why two sizes: a full run gives medians and p90s stable enough to refit `CostModel` or to
/// compare two hosts, while `--quick` only proves in CI that every figure can still be produced,
/// in a few seconds, without claiming its values mean much.
struct BenchOptions {
  /// True for `--quick`: few repetitions, for smoke runs.
  var quick = false
  /// True for `--help`: print the usage and measure nothing.
  var showHelp = false
  /// True for `--statements`: only section 7, the statement rates, which a change to the
  /// shell's statement path wants measured without the rendering sections before it.
  var statementsOnly = false
  /// True for `--agreement`: only section 9, the clocks' agreement and the formulas' refit.
  var agreementOnly = false
  /// True for `--long`: only section 10, the ten-minute session's time, memory and stores.
  var longOnly = false
  /// True for `--paths`: only section 11, the paths users take through the binary.
  var pathsOnly = false
  /// `--binary PATH`: the `layerlab` section 11 runs (default: beside this executable).
  var binary: String?
  /// `--against PATH`: another build's `layerlab`, run in turn with it (section 11's ratios).
  var against: String?
  /// `--baseline FILE`: a saved section 11 to print ratios against.
  var baselineIn: String?
  /// `--save-baseline FILE`: where to save this run's section 11.
  var baselineOut: String?

  /// Parses the arguments after the program name; anything but the flags in `usage` throws.
  init(arguments: [String]) throws(BenchFailure) {
    var rest = arguments[...]
    func value(of flag: String) throws(BenchFailure) -> String {
      guard let value = rest.popFirst() else {
        throw BenchFailure("\(flag) needs a value; \(Self.usage)")
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--help", "-h": showHelp = true
      case "--statements": statementsOnly = true
      case "--agreement": agreementOnly = true
      case "--long": longOnly = true
      case "--paths": pathsOnly = true
      case "--binary": binary = try value(of: argument)
      case "--against": against = try value(of: argument)
      case "--baseline": baselineIn = try value(of: argument)
      case "--save-baseline": baselineOut = try value(of: argument)
      default:
        throw BenchFailure("unknown argument '\(argument)'; \(Self.usage)")
      }
    }
  }

  /// What `--help` prints.
  static let usage =
    "usage: layerlab-bench [--quick] [--statements] [--agreement] [--long] [--paths] [--binary LAYERLAB] [--against OTHER_LAYERLAB] [--baseline FILE] [--save-baseline FILE]  (run with: swift run -c release layerlab-bench, from the checkout)"

  /// Name of the mode, printed in the report's header.
  var modeName: String { quick ? "quick" : "full" }

  /// Renders per label variant (cache miss, cache hit).
  var labelRepetitions: Int { quick ? 20 : 300 }
  /// Renders of the feed cell background.
  var cellRepetitions: Int { quick ? 20 : 200 }
  /// Synthetic posts whose body text is measured and rendered.
  var feedPosts: Int { quick ? 40 : 200 }
  /// PNG encodes and writes.
  var pngRepetitions: Int { quick ? 3 : 20 }
  /// Runs of `Sessions/scroll.lab`, each in a fresh session.
  var engineRepetitions: Int { quick ? 1 : 5 }
  /// `new table` statements, each in a fresh session.
  var tableRepetitions: Int { quick ? 1 : 5 }
  /// Series of GPU-model trees (each `GPUBench.treesPerSample` trees).
  var gpuRepetitions: Int { quick ? 3 : 30 }
  /// Renders per session the agreement section times (evenly spaced through the session).
  var agreementRenders: Int { quick ? 40 : 600 }
  /// Untimed renders before a timed series, so first-use costs stay out of it.
  var warmUpRenders: Int { 5 }

  /// Writes a line to standard error.
  static func complain(_ message: String) {
    FileHandle.standardError.write(Data(("layerlab-bench: " + message + "\n").utf8))
  }
}
