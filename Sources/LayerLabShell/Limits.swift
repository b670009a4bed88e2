import LayerLab
import LayerLabRender

/// Every limit the shell and the model enforce, in one table, so `help limits` can list them
/// and each refusal can name the one it hit.
///
/// Why limits at all: nothing a user types may hang or exhaust the process. Each is set well
/// above what any teaching session needs and low enough that hitting it costs seconds, not
/// hours; the `why` of each row says what it protects. Every number here is read from the
/// constant that enforces it, never copied, so the table cannot drift from the checks.
public enum Limits {
  /// Statements one top-level statement may run through `repeat` (every iteration at every
  /// nesting level counts): 10^5 statements take about a second.
  public static let statementsPerStatement = 100_000
  /// Virtual time one top-level statement may ask to run: one hour, the longest single `run`.
  public static let virtualTimePerStatement: Micros = VirtualDuration.maxMicroseconds
  /// Nesting of `.read` and `compare` (together).
  public static let readAndCompareNesting = Session.maxReadDepth

  /// One row of `help limits`.
  public struct Row: Sendable {
    public let name: String
    public let value: String
    public let why: String
  }

  /// The table `help limits` prints, grouped: statements, time, views and memory, text,
  /// files.
  public static var rows: [Row] {
    [
      Row(
        name: "statements per statement", value: String(statementsPerStatement),
        why: "repeat, nested or not, and files .read inside it"),
      Row(
        name: "repeat count", value: String(ScheduleStatement.maxRepeat),
        why: "N in 'repeat N'"),
      Row(
        name: "step count", value: String(Statements.maxCount), why: "N in 'step N'"),
      Row(
        name: "repeat nesting", value: String(Session.maxRepeatNesting),
        why: "repeat inside repeat (or after)"),
      Row(
        name: ".read/compare nesting", value: String(readAndCompareNesting),
        why: "a file that reads or compares itself"),
      Row(
        name: "compare runs", value: String(Session.maxCompared),
        why: "runs in one compare (strategies × pools × devices × clocks × property values); "
          + "they share the host's cores, one run per core at a time"),
      Row(
        name: "compare runs per row", value: String(CompareRepeats.maxRuns),
        why: "runs=N: each row's repeated runs (its gestures varied), which count toward the "
          + "runs per statement"),
      Row(
        name: "sweep points", value: String(SweepTarget.maxPoints),
        why: "the points one sweep takes; each point's runs count toward the runs per "
          + "statement"),
      Row(
        name: "compare runs per statement", value: String(Session.maxComparedPerStatement),
        why: "runs of every compare one statement makes: a compared file that compares, "
          + "and compares in a repeat, count too"),
      Row(
        name: "run duration", value: VirtualDuration.format(VirtualDuration.maxMicroseconds),
        why: "any DURATION: run, after, every"),
      Row(
        name: "virtual time per statement",
        value: VirtualDuration.format(virtualTimePerStatement),
        why: "run DURATION, and the sum over a repeat's runs"),
      Row(
        name: "events per run", value: String(Engine.eventBudget),
        why: "one run or step, so a busy loop cannot spin for ever"),
      Row(
        name: "events kept", value: String(Recording.maxEvents),
        why: "the trace drops its oldest tenth past this; stats then cover what is kept"),
      Row(
        name: "spans kept", value: String(Recording.maxSpans),
        why: "main-thread spans (trace, frames); likewise"),
      Row(
        name: "draws kept", value: String(Recording.maxDraws), why: "draw records; likewise"),
      Row(
        name: "frames kept", value: String(Recording.maxFrames),
        why: "vsyncs, renders and display-link ticks; likewise"),
      Row(
        name: "CPU slices kept", value: String(Recording.maxSlices),
        why: "core-by-core CPU use (CPU gauge, timeline); likewise"),
      Row(
        name: "signposts", value: String(Recording.maxSignposts),
        why: "signpost begin, end and instants kept in one session"),
      Row(
        name: "scheduled inputs", value: String(Engine.maxScheduled),
        why: "statements waiting from after and repeat … every"),
      Row(
        name: "views", value: String(Engine.maxViews), why: "layers, cells' sublayers included"),
      Row(
        name: "prototype views", value: String(CellPrototype.maxMembers),
        why: "views one prototype declares (a cell's labels, images and boxes)"),
      Row(
        name: "prototype frame", value: "±\(Int(LayoutExpression.maxPoints)) pt",
        why: "any number of a prototype's frame or height"),
      Row(
        name: "table rows", value: String(SyntheticFeed.maxRows),
        why: "rows=N and posts in a feed file"),
      Row(
        name: "cells per table", value: String(TableView.maxCells),
        why: "cells a table makes; the rest are reused"),
      Row(
        name: "reloads waiting", value: String(TableView.maxNodeLayoutsInFlight),
        why: "Texture reloads per table whose node layouts have not reached main"),
      Row(
        name: "bitmap bytes", value: Format.bytes(BitmapBudget.maxBytes),
        why: "all layers' bitmaps at once, drawn for real by Cairo, each layer twice (its "
          + "bitmap and the one a draw replacing it makes, held together until it is on "
          + "screen)"),
      Row(
        name: "bitmap side", value: "\(BitmapBudget.maxSide) px",
        why: "one layer's width or height at device scale"),
      Row(
        name: "line length", value: "\(Session.maxLineBytes) bytes",
        why: "one line typed, piped or in a file"),
      Row(
        name: "text length", value: "\(ValueLimits.maxTextLength) characters",
        why: "one text property; layout is quadratic in an unbroken word"),
      Row(
        name: "forced-break work", value: "\(ForcedBreakBudget.budget) character steps",
        why: "one layout: each unbroken word's length × the lines it needs; past it the text "
          + "wraps by characters, not words, as Pango's word wrapping is quadratic in a long word"),
      Row(
        name: "font size",
        value: "\(Int(ValueLimits.fontPoints.lowerBound))…"
          + "\(Int(ValueLimits.fontPoints.upperBound)) pt",
        why: "the size in a font description"),
      Row(
        name: "script size", value: Format.bytes(ScriptFile.maxBytes),
        why: "a file run, .read or compared"),
      Row(
        name: "feed file size", value: Format.bytes(FeedFile.maxBytes),
        why: "rows=FILE.json"),
      Row(
        name: "image file size", value: Format.bytes(ImageLibrary.maxBytes),
        why: "a .png or .jpg file an image view loads"),
      Row(
        name: "image side", value: "\(ImageHeader.maxSide) px",
        why: "a picture's width or height, read from its header before it is decoded"),
      Row(
        name: "jpeg scans", value: String(JPEGHeader.maxScans),
        why: "a progressive JPEG's scans, each a pass over the whole image (an encoder writes "
          + "about 10)"),
    ]
  }

  /// The table as `help limits` shows it in table mode.
  public static func helpText() -> String {
    TextTable.render(
      header: ["limit", "value", "why"], rows: rows.map { [$0.name, $0.value, $0.why] })
  }
}
