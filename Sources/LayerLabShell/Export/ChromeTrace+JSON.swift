import Foundation

/// The document as JSON text.
extension ChromeTrace {
  /// `{"displayTimeUnit":"ms","otherData":{…},"traceEvents":[…]}` with one event per line.
  ///
  /// Each object goes through JSONEncoder with sorted keys, and the events keep the order
  /// `ChromeTrace` gave them, so equal traces give equal bytes. (JSONEncoder rather than
  /// JSONSerialization: on Linux the latter bridges every object to NSDictionary and sorts
  /// keys with a locale-aware compare, which made a 150 000-event export take half a
  /// minute.) The top-level keys are written in sorted order by hand so that a long trace is
  /// not one enormous line: `diff` and `grep` stay usable on it.
  func json() throws(ShellError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var text = #"{"displayTimeUnit":"ms","otherData":"#
    text += try ChromeTrace.encode(otherData, with: encoder)
    text += #","traceEvents":["#
    for (index, event) in events.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += try ChromeTrace.encode(event, with: encoder)
    }
    text += "\n]}\n"
    return text
  }

  /// One value as compact JSON; slashes stay unescaped (statements read as typed).
  static func encode(_ value: some Encodable, with encoder: JSONEncoder) throws(ShellError)
    -> String
  {
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw ShellError("cannot write the chrome trace as JSON: \(error.localizedDescription)")
    }
  }
}

extension ChromeValue: Encodable {
  /// A bare JSON number or string.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    }
  }
}

extension ChromeEvent: Encodable {
  /// A JSON object key; the event's keys are few and fixed, `args` keys are the model's names.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Writes the fields this event has, plus those its phase implies (`s`, `bp`).
  func encode(to encoder: any Encoder) throws {
    var object = encoder.container(keyedBy: Key.self)
    try object.encode(phase.rawValue, forKey: Key("ph"))
    try object.encode(name, forKey: Key("name"))
    try object.encode(ChromeEvent.pid, forKey: Key("pid"))
    try object.encodeIfPresent(category, forKey: Key("cat"))
    try object.encodeIfPresent(tid, forKey: Key("tid"))
    try object.encodeIfPresent(ts, forKey: Key("ts"))
    try object.encodeIfPresent(dur, forKey: Key("dur"))
    try object.encodeIfPresent(id, forKey: Key("id"))
    if phase == .instant { try object.encode("t", forKey: Key("s")) }
    if phase == .flowEnd { try object.encode("e", forKey: Key("bp")) }
    if !args.isEmpty {
      var nested = object.nestedContainer(keyedBy: Key.self, forKey: Key("args"))
      for (key, value) in args { try nested.encode(value, forKey: Key(key)) }
    }
  }
}
