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

  /// Checks that `override` can be given to a `kind` view: the property exists and can be
  /// set, and the value parses. The error names the variant, so a learner knows which
  /// word of the `compare` to fix.
  func checkOverride(_ override: PropertyOverride, kind: ViewKind) throws(ShellError) {
    var commas = false
    do throws(ShellError) {
      let info = try propertyInfo(override.property, kind: kind, viewName: override.view)
      if Session.isReadOnly(info.name, kind: kind) {
        throw ShellError(
          "'\(info.name)' of \(kind.rawValue) '\(override.view)' is read-only; vary one that "
            + "can be set ('help \(kind.rawValue)' lists them)")
      }
      switch info.type {
      case .rect, .size: commas = true
      default: break
      }
      _ = try value(of: override.value, for: info)
    } catch {
      let hint =
        commas
        ? "; quote each value with commas: \(override.view).\(override.property)=\"…\",\"…\""
        : ""
      throw ShellError("compare variant '\(override.variant)': \(error.message)\(hint)")
    }
  }

  /// Checks a forced value for a prototype's view (`post.card.shadowPath=none,bounds`).
  func checkMemberOverride(_ override: PropertyOverride, kind: ViewKind, property: String)
    throws(ShellError)
  {
    do throws(ShellError) {
      _ = try memberValue(
        override.value, property: property, kind: kind,
        path: override.view + "." + override.property.prefix { $0 != "." })
    } catch {
      throw ShellError("compare variant '\(override.variant)': \(error.message)")
    }
  }

  /// The properties of `new KIND PROTOTYPE.VIEW …` with the values a compare run forces on
  /// `PROTOTYPE.VIEW.PROP` put in place of the line's.
  func forcingMember(
    _ properties: [(name: String, value: Word)], prototype: String, member: String,
    kind: ViewKind
  ) throws(ShellError) -> [(name: String, value: Word)] {
    var result = properties
    let prefix = member + "."
    for override in compares.propertyOverrides
    where override.view == prototype && override.property.hasPrefix(prefix) {
      let property = String(override.property.dropFirst(prefix.count))
      try checkMemberOverride(override, kind: kind, property: property)
      result.removeAll { $0.name == property }
      result.append((property, override.value))
    }
    return result
  }

  /// The properties of `new KIND view …` with every forced one checked and put in place of
  /// what the line gives (or added); the line's other properties keep their order.
  func forcing(
    _ properties: [(name: String, value: Word)], view: String, kind: ViewKind
  ) throws(ShellError) -> [(name: String, value: Word)] {
    var result = properties
    // A prototype's views take theirs when they are declared (`forcingMember`).
    for override in compares.propertyOverrides
    where override.view == view && !(kind == .prototype && override.property.contains(".")) {
      try checkOverride(override, kind: kind)
      result.removeAll { $0.name == override.property }
      result.append((override.property, override.value))
    }
    return result
  }

  /// The forced value of `view.property` in a compare run, if any (the last given wins, so
  /// a compare inside a compared script overrides the outer one).
  func forcedValue(view: String, property: String) -> Word? {
    compares.propertyOverrides.last { $0.view == view && $0.property == property }?.value
  }

  /// The kind each view is made as by a `new KIND NAME` the script spells out, also inside
  /// `repeat` and `after`; a name holding `$i` or `$(…)` is left out (it is known only as the
  /// script runs), and so are views a `.read` file makes.
  static func createdKinds(in script: String) -> [String: String] {
    var kinds: [String: String] = [:]
    for line in ScriptFile.lines(script) {
      guard let statements = try? Tokenizer.statements(in: line) else { continue }
      for statement in statements {
        var words = statement.words[...]
        // `repeat N [every D] …` and `after D …` wrap the statement they run.
        while let head = words.first?.text {
          if head == "after", words.count > 2 {
            words = words.dropFirst(2)
          } else if head == "repeat", words.count > 2 {
            let every = words.dropFirst(2).first?.text == "every"
            words = words.dropFirst(every ? 4 : 2)
          } else {
            break
          }
        }
        let texts = words.prefix(3).map(\.text)
        guard texts.count == 3, texts[0] == "new", let name = words.dropFirst(2).first,
          !name.usesLoopVariable, kinds[texts[2]] == nil
        else { continue }
        kinds[texts[2]] = texts[1]
      }
    }
    return kinds
  }

  /// Checks every forced value against the kind of the view it goes to, where the script
  /// spells out the `new` that makes it: before any run starts, a bad variant is one error.
  func checkVariants(_ runs: [CompareRun], script: String) throws(ShellError) {
    guard runs.contains(where: { !$0.properties.isEmpty }) else { return }
    let kinds = Session.createdKinds(in: script)
    var checked: [PropertyOverride] = []
    for run in runs {
      for override in run.properties where !checked.contains(override) {
        checked.append(override)
        if let dot = override.property.firstIndex(of: "."),
          let member = kinds[override.view + "." + override.property[..<dot]]
            .flatMap(ViewKind.init(rawValue:))
        {
          try checkMemberOverride(
            override, kind: member,
            property: String(override.property[override.property.index(after: dot)...]))
          continue
        }
        guard let kind = kinds[override.view].flatMap(ViewKind.init(rawValue:)) else { continue }
        try checkOverride(override, kind: kind)
      }
    }
  }
}
