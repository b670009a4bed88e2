/// Parses a boolean property value such as `opaque` or `displaysAsynchronously`.
///
/// Users come from Swift (`true`/`false`), from shells and config files (`yes`/`no`,
/// `on`/`off`) and from C (`1`/`0`); all of them are accepted, in any case, because refusing
/// `YES` from an Objective-C habit helps nobody. The error still names only `true` and `false`,
/// the spelling the rest of the tool prints.
public enum BoolValue {
  /// The accepted spellings, lowercased, and what they mean.
  static let spellings: [String: Bool] = [
    "true": true,
    "false": false,
    "yes": true,
    "no": false,
    "on": true,
    "off": false,
    "1": true,
    "0": false,
  ]

  /// Parses `s` (case-insensitive) as a boolean.
  public static func parse(_ s: String) throws(ShellError) -> Bool {
    guard let value = spellings[s.lowercased()] else {
      throw ShellError("bad boolean '\(s)' (use true or false)")
    }
    return value
  }

  /// How a boolean is shown back to the user, in Swift's spelling.
  public static func format(_ value: Bool) -> String {
    value ? "true" : "false"
  }
}
