import LayerLab

/// A setting statement: `NAME` alone prints the setting and its values, `NAME VALUE` sets
/// it; Tab offers the values the model's enum has.
protocol SettingStatement: StatementFamily {
  var value: String? { get }
  init(value: String?)
  static var values: [String] { get }
}

extension SettingStatement {
  static func parse(_ words: StatementWords) throws(ShellError) -> Self {
    Self(value: try words.optional(help[0].usage))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? values : []
  }

  /// One help topic per value of the setting (`help VALUE`), used as `KEYWORD VALUE`.
  static func valueTopics<Value: RawRepresentable<String>>(
    _ cases: [Value], summary: (Value) -> String
  ) -> [StatementHelp] {
    cases.map { value in
      StatementHelp(
        name: value.rawValue, group: .settings, usage: "\(keywords[0]) \(value.rawValue)",
        summary: summary(value), example: "\(keywords[0]) \(value.rawValue)")
    }
  }
}
