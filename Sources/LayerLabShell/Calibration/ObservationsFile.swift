import LayerLab

/// Loads a user's own measurements for `costs fit FILE.json`, so prices can be refitted to
/// the device on their desk.
///
/// The format: an array of objects, each
/// `{"id": "title-label", "device": "iphone8", "micros": 85, "timed": "UILabel sizeThatFits,
/// 24 glyphs, one line", "work": {"layout.glyph": 24, "layout.line": 1}}` — `work` in the
/// unit prices' names (`costs` lists them; not `speed.exponent`), `source` optional. At most
/// `maxObservations` entries, UTF-8, at most 16 MB (`FeedFile`'s checks).
enum ObservationsFile {
  static let maxObservations = 1000
  /// The longest `id` (it is printed in a table column).
  static let maxIDLength = 64
  /// The largest time or amount accepted: a day in µs, 10¹² units.
  static let maxMicros = 86_400e6
  static let maxAmount = 1e12
  /// The smallest time and nonzero amount accepted: 10 ns (a few dozen instructions; no UI
  /// operation the prices describe is timed below it) and a thousandth of a unit (an
  /// average over a thousand). Below them a number is a typo or a unit slip (1e-300), and a
  /// fit to it drives the prices to their limits.
  static let minMicros = 0.01
  static let minAmount = 0.001
  /// How far from the standard prices' prediction an observation may be: 1000× either way.
  /// The catalogue's slowest and fastest chips differ by about 15× in UI work, so a time a
  /// thousand times off is a measurement of something else (or in other units).
  static let maxFactorOff = 1000.0

  static func load(path: String, within roots: [String]? = nil) throws(ShellError)
    -> [Observation]
  {
    try decode(FeedFile.read(path: path, within: roots), name: path)
  }

  static func decode(_ bytes: [UInt8], name: String) throws(ShellError) -> [Observation] {
    let file = "'\(name)'"
    guard case .array(let items) = try FeedFile.root(bytes, name: name) else {
      throw ShellError("\(file) must hold an array of observations like {\"id\": …}")
    }
    guard (1...maxObservations).contains(items.count) else {
      throw ShellError("\(file) holds \(items.count) observations; 1 to \(maxObservations)")
    }
    var observations: [Observation] = []
    var ids = Set(Observation.published.map(\.id))
    for (index, item) in items.enumerated() {
      let at = "\(file): observation \(index)"
      let observation = try decode(item, at: at)
      guard ids.insert(observation.id).inserted else {
        throw ShellError("\(at): id '\(observation.id)' is taken; give each a new id")
      }
      observations.append(observation)
    }
    return observations
  }

  private static func decode(_ item: FeedJSON, at: String) throws(ShellError) -> Observation {
    guard case .object(let members) = item else {
      throw ShellError("\(at) must be an object like {\"id\": …} (found \(item.kind))")
    }
    var fields: [String: FeedJSON] = [:]
    for (key, value) in members {
      guard fields[key] == nil else { throw ShellError("\(at): '\(key)' appears twice") }
      guard ["id", "device", "micros", "timed", "work", "source"].contains(key) else {
        throw ShellError(
          "\(at): unknown field '\(FeedFile.quoted(key))' (use id, device, micros, timed, work, "
            + "source)")
      }
      fields[key] = value
    }
    let id = try string(fields["id"], "id", at: at)
    guard id.count <= maxIDLength, !id.contains(where: \.isWhitespace) else {
      throw ShellError("\(at): id must be one word of at most \(maxIDLength) characters")
    }
    let deviceName = try string(fields["device"], "device", at: at)
    guard let device = DeviceProfile.named(deviceName) else {
      let names = DeviceProfile.all.map(\.name)
      let hint = Suggest.closest(to: deviceName, among: names).map { "did you mean '\($0)'?" }
      throw ShellError(
        "\(at): unknown device '\(FeedFile.quoted(deviceName))'; "
          + (hint ?? "'devices' lists them"))
    }
    let micros = try number(fields["micros"], "micros", at: at, max: maxMicros)
    guard micros >= minMicros else {
      throw ShellError("\(at): micros must be at least \(minMicros) (10 ns), not \(micros)")
    }
    let timed = fields["timed"] == nil ? "" : try string(fields["timed"], "timed", at: at)
    let source = fields["source"] == nil ? "" : try string(fields["source"], "source", at: at)
    let observation = Observation(
      id: id, source: source.isEmpty ? "your measurement" : source, url: "",
      publisher: "you", device: device.name, os: "", timed: timed,
      work: try work(fields["work"], at: at), observedMicros: micros)
    let factor = observation.predictedMicros(.standard) / micros
    guard (1 / maxFactorOff...maxFactorOff).contains(factor) else {
      throw ShellError(
        "\(at): \(micros) µs is over \(Int(maxFactorOff))× from what the standard prices give "
          + "for that work on \(device.name) (\(Format.ms(Micros(cost: micros * factor)))); "
          + "check its units (micros are µs) and its work")
    }
    return observation
  }

  private static func work(_ value: FeedJSON?, at: String) throws(ShellError) -> Work {
    let names = PriceName.allCases.filter { $0 != .speedExponent }
    let list = names.map(\.rawValue).joined(separator: ", ")
    guard case .object(let members)? = value else {
      throw ShellError("\(at): 'work' must be an object of amounts like {\"layout.glyph\": 24}")
    }
    var amounts: [PriceName: Double] = [:]
    for (key, amount) in members {
      guard let name = PriceName(rawValue: key), name != .speedExponent else {
        throw ShellError("\(at): unknown work '\(FeedFile.quoted(key))' (use \(list))")
      }
      guard amounts[name] == nil else { throw ShellError("\(at): '\(key)' appears twice") }
      let value = try number(amount, "work '\(key)'", at: at, max: maxAmount)
      guard value == 0 || value >= minAmount else {
        throw ShellError("\(at): work '\(key)' must be 0 or at least \(minAmount), not \(value)")
      }
      amounts[name] = value
    }
    guard amounts.values.contains(where: { $0 > 0 }) else {
      throw ShellError("\(at): 'work' needs an amount above 0 (\(list))")
    }
    return Work(amounts)
  }

  private static func string(_ value: FeedJSON?, _ field: String, at: String)
    throws(ShellError) -> String
  {
    guard case .string(let text)? = value, !text.isEmpty, text.count <= 2000 else {
      throw ShellError("\(at): '\(field)' must be a string of 1 to 2000 characters")
    }
    return text
  }

  private static func number(_ value: FeedJSON?, _ field: String, at: String, max: Double)
    throws(ShellError) -> Double
  {
    guard case .number(let text)? = value, let number = Double(text), number.isFinite,
      number >= 0, number <= max
    else {
      throw ShellError("\(at): '\(field)' must be a number from 0 to \(Int(max))")
    }
    return number
  }
}
