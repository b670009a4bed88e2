import LayerLab

/// Forcing a `compare` run's property values (``Session/PropertyOverride``) where the script
/// makes each view and on its later setters, and checking them before any run starts.
extension CompareContext {
  /// Checks that `override` can be given to a `kind` view: the property exists and can be
  /// set, and the value parses. The error names the variant, so a learner knows which
  /// word of the `compare` to fix.
  static func checkOverride(
    _ override: Session.PropertyOverride, kind: ViewKind, in session: Session
  ) throws(ShellError) {
    var commas = false
    do throws(ShellError) {
      let info = try PropertyValues.propertyInfo(
        override.property, kind: kind, viewName: override.view)
      if kind.readOnly.contains(info.name) {
        throw ShellError(
          "'\(info.name)' of \(kind.rawValue) '\(override.view)' is read-only; vary one that "
            + "can be set ('help \(kind.rawValue)' lists them)")
      }
      switch info.type {
      case .rect, .size: commas = true
      default: break
      }
      _ = try PropertyValues.value(of: override.value, for: info)
    } catch {
      let hint =
        commas
        ? "; quote each value with commas: \(override.view).\(override.property)=\"…\",\"…\""
        : ""
      throw ShellError("compare variant '\(override.variant)': \(error.message)\(hint)")
    }
  }

  /// Checks a forced value for a prototype's view (`post.card.shadowPath=none,bounds`).
  static func checkMemberOverride(
    _ override: Session.PropertyOverride, kind: ViewKind, property: String, in session: Session
  ) throws(ShellError) {
    do throws(ShellError) {
      _ = try PropertyValues.memberValue(
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
    kind: ViewKind, in session: Session
  ) throws(ShellError) -> [(name: String, value: Word)] {
    var result = properties
    let prefix = member + "."
    for override in propertyOverrides
    where override.view == prototype && override.property.hasPrefix(prefix) {
      let property = String(override.property.dropFirst(prefix.count))
      try Self.checkMemberOverride(override, kind: kind, property: property, in: session)
      result.removeAll { $0.name == property }
      result.append((property, override.value))
    }
    return result
  }

  /// The properties of `new KIND view …` with every forced one checked and put in place of
  /// what the line gives (or added); the line's other properties keep their order.
  func forcing(
    _ properties: [(name: String, value: Word)], view: String, kind: ViewKind,
    in session: Session
  ) throws(ShellError) -> [(name: String, value: Word)] {
    var result = properties
    // A prototype's views take theirs when they are declared (`forcingMember`).
    for override in propertyOverrides
    where override.view == view && !(kind == .prototype && override.property.contains(".")) {
      try Self.checkOverride(override, kind: kind, in: session)
      result.removeAll { $0.name == override.property }
      result.append((override.property, override.value))
    }
    return result
  }

  /// The forced value of `view.property` in a compare run, if any (the last given wins, so
  /// a compare inside a compared script overrides the outer one).
  func forcedValue(view: String, property: String) -> Word? {
    propertyOverrides.last { $0.view == view && $0.property == property }?.value
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
  static func checkVariants(_ runs: [Session.CompareRun], script: String, in session: Session)
    throws(ShellError)
  {
    guard runs.contains(where: { !$0.properties.isEmpty }) else { return }
    let kinds = Self.createdKinds(in: script)
    var checked: [Session.PropertyOverride] = []
    for run in runs {
      for override in run.properties where !checked.contains(override) {
        checked.append(override)
        if let dot = override.property.firstIndex(of: "."),
          let member = kinds[override.view + "." + override.property[..<dot]]
            .flatMap(ViewKind.init(rawValue:))
        {
          try Self.checkMemberOverride(
            override, kind: member,
            property: String(override.property[override.property.index(after: dot)...]),
            in: session)
          continue
        }
        guard let kind = kinds[override.view].flatMap(ViewKind.init(rawValue:)) else { continue }
        try Self.checkOverride(override, kind: kind, in: session)
      }
    }
  }
}
