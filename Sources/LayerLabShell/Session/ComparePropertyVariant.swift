import LayerLab

extension Session {
  /// One property value a `compare` run forces: `VIEW.PROP = VALUE` from the moment the
  /// script makes VIEW.
  ///
  /// Why at creation and not as a setter after it: some properties are set at creation only
  /// (a table's `rows`, `cell`, a label's `layerClass`), and for the others a value given at
  /// creation is exactly what the script would have done had it written `PROP=VALUE` on that
  /// line, with no extra setter, mark or commit to tell the runs apart. A later
  /// `VIEW.PROP = …` in the script sets the forced value instead of its own, so the compared
  /// value holds for the whole run (as a forced strategy survives `NAME.strategy =`).
  struct PropertyOverride: Sendable, Equatable {
    var view: String
    var property: String
    /// The value as written, with its quoting (`"nil"` is text, `nil` no colour).
    var value: Word
    /// The whole variant it comes from (`t.numberOfLines=1,0`), for errors.
    var variant: String

    /// The run's name for it: `t.numberOfLines=1`.
    var name: String { "\(view).\(property)=\(value.spelling)" }
  }

  /// `VIEW.PROP=V1,V2[,…]` in a `compare`: one run per value, crossed with the other
  /// dimensions. Values are split at bare commas, so a value holding commas (a frame) is
  /// quoted: `t.frame="0,0,300,40","0,0,300,80"`.
  struct PropertyVariant: Sendable, Equatable {
    var view: String
    var property: String
    var values: [Word]
    /// As written, for errors.
    var spelling: String

    /// The overrides, one per value, in order.
    var overrides: [PropertyOverride] {
      values.map {
        PropertyOverride(view: view, property: property, value: $0, variant: spelling)
      }
    }

    /// The variant a compare word spells, or nil when the word is no `NAME=…` (a strategy,
    /// pool, device or clock).
    static func parse(_ word: Word) throws(ShellError) -> PropertyVariant? {
      guard let (left, right) = word.splitAtFirstUnquoted("=") else { return nil }
      let spelling = word.spelling
      let usage = "write VIEW.PROP=V1,V2, e.g. title.numberOfLines=1,0"
      let target = left.text
      guard let dot = target.firstIndex(of: "."), !left.isQuoted else {
        throw ShellError("'\(spelling)' is not a property variant; \(usage)")
      }
      let view = String(target[..<dot])
      let property = String(target[target.index(after: dot)...])
      guard !view.isEmpty, !property.isEmpty else {
        throw ShellError("'\(spelling)' names no view or property; \(usage)")
      }
      var values: [Word] = []
      var rest: Word? = right
      while let remaining = rest {
        let value: Word
        if let (head, tail) = remaining.splitAtFirstUnquoted(",") {
          value = head
          rest = tail
        } else {
          value = remaining
          rest = nil
        }
        guard !value.parts.isEmpty else {
          throw ShellError("empty value in '\(spelling)'; \(usage) (quote an empty text: \"\")")
        }
        values.append(value)
      }
      return PropertyVariant(view: view, property: property, values: values, spelling: spelling)
    }
  }
}
