import Foundation
import LayerLab

/// `costs [VIEW | set NAME=VALUE | fit FILE.json | reset]`: the price list the model charges
/// on the current device, what one view's draw costs, and the user's own prices — fixed by
/// hand or refitted to measurements of their own device.
struct CostsStatement: StatementFamily {
  enum Action: Sendable, Equatable {
    case list
    case view(String)
    case set(PriceName, Double)
    case fit(String)
    case reset
  }

  var action: Action

  static let keywords = ["costs"]

  static let usage = "costs [VIEW | set NAME=VALUE | fit FILE.json | reset]"

  static let help = [
    StatementHelp(
      name: "costs", group: .settings, usage: usage,
      summary: "the unit prices every render is charged by (per glyph laid out and drawn, per "
        + "line, per glyph from a cascade font, per pixel of raster, decode and picture "
        + "drawing, the speed curve), on the A13 and on this device, each fitted to published "
        + "observations ('calibration') with its spread, then the main thread's bookkeeping and "
        + "the render server's; 'costs VIEW' what the view's draw costs now, stage by stage, "
        + "with its spread; 'costs set NAME=VALUE' fixes a price "
        + "(A13 units, as listed) and refits the rest; 'costs fit FILE.json' adds your own "
        + "measurements ([{\"id\", \"device\", \"micros\", \"work\": {\"layout.glyph\": 24, …}}]) "
        + "and refits; both print the refit, which keeps every price in the range 'costs set' "
        + "takes (a fitted one stops at its edge; a set whose tied price would leave it is "
        + "refused); 'costs reset' goes back to the standard prices; prices price clock "
        + "model's renders",
      example: "costs set layout.line=20")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> CostsStatement {
    let rest = words.rest.map(\.text)
    switch rest.first {
    case nil:
      return CostsStatement(action: .list)
    case "reset":
      guard rest.count == 1 else { throw ShellError("usage: costs reset") }
      return CostsStatement(action: .reset)
    case "fit":
      guard rest.count == 2 else { throw ShellError("usage: costs fit FILE.json") }
      return CostsStatement(action: .fit(rest[1]))
    case "set":
      guard rest.count == 2 else { throw ShellError("usage: costs set NAME=VALUE") }
      let (name, value) = try setting(rest[1])
      return CostsStatement(action: .set(name, value))
    default:
      guard rest.count == 1 else { throw ShellError("usage: " + usage) }
      return CostsStatement(action: .view(rest[0]))
    }
  }

  /// `layout.glyph=0.4` → the price and its A13 value in the stored unit (µs; ns/px prices
  /// are given in ns and stored in µs).
  private static func setting(_ text: String) throws(ShellError) -> (PriceName, Double) {
    let names = PriceName.allCases.map(\.rawValue)
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      throw ShellError("write costs set NAME=VALUE, NAME one of \(names.joined(separator: ", "))")
    }
    let key = String(text[..<equals])
    guard let name = PriceName(rawValue: key) else {
      let hint = Suggest.closest(to: key, among: names).map { "did you mean '\($0)'?" }
      throw ShellError("unknown price '\(key)'; " + (hint ?? "'costs' lists them"))
    }
    let valueText = String(text[text.index(after: equals)...])
    guard let value = Double(valueText), value.isFinite, name.allowed.contains(value) else {
      throw ShellError(
        "\(key) must be a number \(name.allowedText)"
          + "\(name.unit.isEmpty ? "" : " (\(name.unit))"), not '\(valueText)'")
    }
    return (name, value / name.displayScale)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: return ["set", "fit", "reset"] + completer.viewNames
    case 2 where words.last == "set": return PriceName.allCases.map { $0.rawValue + "=" }
    default: return []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    switch action {
    case .list:
      list(in: session)
    case .view(let name):
      try priceView(name, in: session)
    case .reset:
      engine.setCalibration(PriceCalibration())
      session.out("costs: the standard prices ('calibration' shows their fit)")
    case .set(let name, let value):
      var calibration = engine.costs.calibration
      try session.model { () throws(ModelError) in
        try calibration.set(name, to: value, interrupted: session.interrupted)
      }
      try refit(calibration, in: session)
    case .fit(let path):
      let resolved = try session.paths.confine(FilePaths.resolve(path, from: location), for: "read")
      var calibration = engine.costs.calibration
      let observations = try ObservationsFile.load(
        path: resolved, within: session.paths.safeRoots)
      try session.model { () throws(ModelError) in
        try calibration.add(observations, interrupted: session.interrupted)
      }
      try refit(calibration, in: session)
    }
    return .ok
  }

  private func list(in session: Session) {
    let engine = session.engine
    let report = CostsReport(engine: engine)
    if session.settings.mode == .table {
      session.out(
        "costs on \(engine.device.name) (\(engine.device.spec.soc), Geekbench 5 "
          + "\(Rect.format(engine.device.spec.singleCore))): UI work ×"
          + String(format: "%.2f", engine.slowdown) + " the A13's time; clock "
          + engine.clock.rawValue)
    }
    session.printTable(header: CostsReport.header, rows: report.rows)
    guard session.settings.mode == .table else { return }
    session.out(report.bookkeeping)
    session.out(report.server)
  }

  private func priceView(_ name: String, in session: Session) throws(ShellError) {
    let engine = session.engine
    guard let view = engine.views[name] else {
      if let guess = Suggest.closest(to: name, among: Array(engine.views.keys)) {
        throw ShellError("unknown view '\(name)'; did you mean '\(guess)'?")
      }
      throw ShellError(
        "unknown view '\(name)'; 'costs' alone lists the prices, 'show' lists the views")
    }
    if let prototype = view as? CellPrototype {
      session.out(Self.cellCosts(of: prototype, in: engine))
      return
    }
    let priced: (stages: [Drawing.PricedStage], counts: RenderCounts, spread: ClosedRange<Double>)?
    do {
      priced = try engine.drawing.priceDraw(of: view)
    } catch {
      throw ShellError(error.message)
    }
    guard let priced else {
      if view is UIImageView {
        throw ShellError("'\(name)' has no image to decode yet; give it a url and run until idle")
      }
      throw ShellError("'\(name)' draws nothing of its own; price one of its labels or images")
    }
    let total = priced.stages.reduce(0) { $0 + $1.micros }
    let counts = priced.counts
    let stages = priced.stages.map { "\($0.name) \(Format.ms($0.micros))" }
    var made = "\(counts.pixels) px"
    if counts.glyphs > 0 { made += ", \(counts.glyphs) glyphs, \(counts.lines) lines" }
    if counts.decodedPixels > 0 {
      made += ", \(counts.decodedPixels) px of a \(counts.decodedFormat.rawValue) decoded"
    }
    let spread = CalibrationReport.percent(
      PriceFit.halfWidth(priced.spread, around: Double(total)))
    session.out(
      "\(name): \(view is UIImageView ? "its decode" : "a draw") now costs \(Format.ms(total)) "
        + "\(spread) on \(engine.device.name) (clock model's prices, the spread one published "
        + "observation more or less makes; \(made)): " + stages.joined(separator: ", "))
  }

  /// What a prototype's cells cost main outside their views' draws: a configure, and the
  /// layout stage its `layout` makes of every configure and every height measured.
  static func cellCosts(of prototype: CellPrototype, in engine: Engine) -> String {
    let views = prototype.members.count
    let configure = engine.costs.table.cellConfigure
    let head =
      "\(prototype.name): on \(engine.device.name) each cell configured costs main "
      + "\(Format.ms(configure)) (cellForRow)"
    guard let price = prototype.layout.price(onIOS: engine.device.ios) else {
      return head
        + " and its layout stage nothing more (layout=frames: layoutSubviews sets \(views) "
        + "frames by hand); each height measured costs its texts' layout; 'costs "
        + "TABLE.cellN.VIEW' prices a view's draw"
    }
    let pass = engine.costs.engineCost(
      prototype.layout, views: views, on: engine.device, speedFactor: engine.slowdown)
    // The pass's work priced by every leave-one-out fit, as a draw's spread is.
    let work = Work.layout(prototype.layout, views: Double(views), ios: engine.device.ios)
    let chip = engine.device.spec.singleCore
    let range = engine.costs.calibration.fit.range {
      work.a13Micros($0) * $0.slowdown(singleCore: chip)
    }
    let spread = CalibrationReport.percent(PriceFit.halfWidth(range, around: Double(pass)))
    let sizing =
      prototype.heightsMeasured.paysEveryAsk
      ? "its texts' layout + the same \(Format.ms(pass)) (heightsMeasured=selfSizing: "
        + "systemLayoutSizeFitting, a fresh engine)"
      : "its texts' layout (heightsMeasured=\(prototype.heightsMeasured.rawValue): the app's "
        + "own height code)"
    return head
      + ", then its layout stage \(Format.ms(pass)) \(spread) (layout=\(prototype.layout.rawValue): "
      + "\(prototype.layout.engineName) solves \(views) views at \(price.rawValue), "
      + "\(engine.device.iosName)); each height "
      + "measured costs \(sizing); 'costs TABLE.cellN.VIEW' prices a view's draw"
  }

  /// Applies `calibration` and prints its fit as `calibration` does.
  private func refit(_ calibration: PriceCalibration, in session: Session) throws(ShellError) {
    let engine = session.engine
    let before = engine.costs.prices
    engine.setCalibration(calibration)
    // A price the refit moved by less than the digits printed is not listed as changed.
    let changed = PriceName.allCases.compactMap { name -> String? in
      let old = CostsReport.value(before[name], name)
      let new = CostsReport.value(calibration.prices[name], name)
      return old == new ? nil : "\(name.rawValue) \(old) → \(new)"
    }
    if session.settings.mode == .table {
      session.out(
        "costs: " + (changed.isEmpty ? "no price changed" : changed.joined(separator: ", ")))
    }
    CalibrationStatement.print(calibration.fit, in: session)
  }
}
