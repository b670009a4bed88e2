import LayerLab

/// Parses the labelled arguments of a table's scroll methods, Swift style:
/// `drag(dy: -600, duration: 300ms)`, `fling(velocity: -8000)`, `scrollTo(row: 120)`.
enum TableCallParser {
  /// The labels each method takes, in order, with an example for messages.
  static let signatures: [String: (labels: [String], example: String)] = [
    "drag": (["dy", "duration"], "drag(dy: -600, duration: 300ms)"),
    "fling": (["velocity"], "fling(velocity: -8000)"),
    "scrollTo": (["row"], "scrollTo(row: 120)"),
  ]

  /// The call, or nil when `method` takes no arguments (the caller handles it).
  static func parse(_ method: String, _ arguments: String, view: String) throws(ShellError)
    -> TableCall?
  {
    guard let signature = signatures[method] else { return nil }
    let example = "\(view).\(signature.example)"
    guard !arguments.isEmpty else {
      throw ShellError("'\(method)' needs arguments; write \(example)")
    }
    var values: [String: String] = [:]
    for part in arguments.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2 else {
        throw ShellError(
          "expected 'label: value' in '\(String(part).trimmingBlanks)'; write \(example)")
      }
      let label = String(pieces[0]).trimmingBlanks
      let value = String(pieces[1]).trimmingBlanks
      guard signature.labels.contains(label) else {
        let known = signature.labels.map { "'\($0):'" }.joined(separator: ", ")
        throw ShellError("'\(method)' has no argument '\(label)'; it takes \(known)")
      }
      guard values[label] == nil else {
        throw ShellError("argument '\(label)' given twice; write \(example)")
      }
      values[label] = value
    }
    for label in signature.labels where values[label] == nil {
      throw ShellError("'\(method)' is missing '\(label):'; write \(example)")
    }
    switch method {
    case "drag":
      let dy = try NumberValue.parse(
        values["dy"] ?? "", name: "dy", range: -TableCall.maxDistance...TableCall.maxDistance)
      // The model refuses a duration outside 1us…60s when the call is checked.
      let duration = try VirtualDuration.parse(values["duration"] ?? "")
      return .drag(dy: dy, duration: duration)
    case "fling":
      let velocity = try NumberValue.parse(
        values["velocity"] ?? "", name: "velocity",
        range: -TableCall.maxVelocity...TableCall.maxVelocity)
      return .fling(velocity: velocity)
    default:
      let row = try IntValue.parse(values["row"] ?? "", name: "row", range: 0...Int(Int32.max))
      return .scrollTo(row: row)
    }
  }
}
