import LayerLab

/// A LayerLab session: the engine, the shell settings and the statement interpreter.
///
/// It does no terminal I/O of its own: results go to `write(.out, …)`, errors to
/// `write(.err, …)`, so the executable, the tests and scripts all drive it the same way.
public final class Session {
  /// The two output streams.
  public enum Stream: Sendable {
    case out
    case err
  }

  /// What running a line or a file led to.
  public enum Outcome: Sendable, Equatable {
    case ok
    /// A statement failed (its error has been written).
    case failed
    /// `.quit` or `.exit N`: stop everything and exit with this status (nil = the usual one).
    case exit(Int32?)
    /// Ctrl-C stopped it.
    case interrupted
  }

  public internal(set) var engine: Engine
  public var settings = ShellSettings()
  /// Where output goes; the executable writes to stdout/stderr, tests collect it.
  public var write: (Stream, String) -> Void
  /// Polled during long runs; true stops them at the next event (Ctrl-C).
  public var interrupted: () -> Bool = { false }
  /// Set once any statement has failed, for the exit status of batch runs.
  public internal(set) var hadError = false
  /// Nesting of `.read`, to refuse a file that reads itself forever.
  var readDepth = 0
  static let maxReadDepth = 16
  /// Nesting of `repeat`/`after` bodies, for the same reason.
  var nestedDepth = 0
  /// Remembers the last turn header printed, across statements.
  var transcript = Transcript()

  /// Creates a session with its own Pango/Cairo renderer.
  public init(
    device: DeviceProfile = .iphone11, clock: ClockMode = .measured,
    write: @escaping (Stream, String) -> Void
  ) {
    self.engine = Engine(device: device, clock: clock, renderer: PangoLayerRenderer())
    self.write = write
  }

  /// Creates a session over a given renderer (tests use a double).
  public init(engine: Engine, write: @escaping (Stream, String) -> Void) {
    self.engine = engine
    self.write = write
  }

  func out(_ text: String) {
    write(.out, text.hasSuffix("\n") ? text : text + "\n")
  }

  /// Runs every statement on one line. Stops at the line's first error.
  public func run(line: String, at location: Location) -> Outcome {
    if settings.echo, !line.allSatisfy(\.isWhitespace) { out("layerlab> " + line) }
    let statements: [Statement]
    do {
      statements = try Tokenizer.statements(in: line)
    } catch {
      return fail(error.message, at: location)
    }
    for statement in statements {
      let outcome = run(statement, at: location)
      if outcome != .ok { return outcome }
    }
    return .ok
  }

  /// Runs one statement, reporting its error at `location`.
  func run(_ statement: Statement, at location: Location) -> Outcome {
    do {
      let command = try Parser.parse(statement)
      return try execute(command, statement: statement, at: location)
    } catch {
      return fail(error.message, at: location)
    }
  }

  func fail(_ message: String, at location: Location) -> Outcome {
    hadError = true
    write(.err, location.error(message) + "\n")
    return .failed
  }
}
