/// One row of a view kind's property table: everything `new`, `NAME.PROP = VALUE`,
/// `NAME.PROP`, `show` and `help` need to know about a property, and what setting it does.
///
/// The name, type, range and summary are the `PropertyInfo`; `get` and `assign` read and store
/// the value; `effect` is what the UIKit setter does after storing it — mark the layer for
/// display, for layout, re-lay a cell out — given the value it had before. Spelling each
/// property once here is what keeps `show`, the setters and the checks in step.
struct ViewProperty<V: View> {
  private(set) var info: PropertyInfo
  let get: (V) -> PropertyValue?
  /// Stores the value with no side effect (a view being created, a probe being checked).
  let assign: (V, PropertyValue) -> Void
  /// The setter's side effects after `assign`, given the old value.
  let effect: (V, Engine, PropertyValue?) -> Void

  init(
    _ name: String, _ type: PropertyType, _ summary: String,
    get: @escaping (V) -> PropertyValue?,
    assign: @escaping (V, PropertyValue) -> Void = { _, _ in },
    effect: @escaping (V, Engine, PropertyValue?) -> Void = { _, _, _ in }
  ) {
    self.info = PropertyInfo(name, type, summary)
    self.get = get
    self.assign = assign
    self.effect = effect
  }
}

extension ViewProperty {
  /// This row, marked as changing only how the view looks (``PropertyInfo/looksOnly``).
  func looksOnly() -> ViewProperty {
    var row = self
    row.info.looksOnly = true
    return row
  }

  /// A property choosing one case of `Choice` by its raw value, each case named with its
  /// summary in `help` after `lead` ("what … : up (…) or nearest (…)").
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, _ lead: String, _ field: ReferenceWritableKeyPath<V, Choice>,
    summary: @escaping (Choice) -> String
  ) -> ViewProperty where Choice.RawValue == String {
    ViewProperty(
      name, .choice(Choice.allCases.map(\.rawValue)),
      lead + ": "
        + Choice.allCases.map { "\($0.rawValue) (\(summary($0)))" }.joined(separator: " or "),
      get: { .choice($0[keyPath: field].rawValue) },
      assign: {
        if case .choice(let v) = $1, let choice = Choice(rawValue: v) {
          $0[keyPath: field] = choice
        }
      })
  }
}

/// A view kind's properties, in `show` order.
struct PropertyTable<V: View>: @unchecked Sendable {
  let rows: [ViewProperty<V>]
  /// Properties that follow from the view's state and cannot be set.
  let readOnly: Set<String>

  /// Row positions by name: every set and read looks a row up, and with the compositing
  /// properties a kind has some twenty-five rows, so a scan per statement would add up.
  private let positions: [String: Int]

  init(_ rows: [ViewProperty<V>], readOnly: Set<String> = []) {
    self.rows = rows
    self.readOnly = readOnly
    var positions: [String: Int] = [:]
    for (index, row) in rows.enumerated() where positions[row.info.name] == nil {
      positions[row.info.name] = index
    }
    self.positions = positions
  }

  var infos: [PropertyInfo] { rows.map(\.info) }

  /// The first row called `name` (as the scan it replaces found it).
  func row(_ name: String) -> ViewProperty<V>? {
    positions[name].map { rows[$0] }
  }

  func value(of name: String, in view: V) -> PropertyValue? {
    row(name)?.get(view)
  }

  /// The row for `name` once `value` is of its type and within its range.
  func checked(_ name: String, _ value: PropertyValue, on view: V) throws(ModelError)
    -> ViewProperty<V>
  {
    guard let row = row(name) else {
      throw ModelError("\(view.kind.rawValue) '\(view.name)' has no property '\(name)'")
    }
    try row.info.type.validate(value, for: name)
    return row
  }

  /// Stores every value with no side effect (a new view or a probe); they were checked.
  func assign(_ values: [PropertySetting], to view: V) {
    for setting in values { row(setting.name)?.assign(view, setting.value) }
  }

  /// The setter as UIKit runs it: an equal value changes nothing; otherwise store it, then
  /// the row's effect.
  func set(_ name: String, _ value: PropertyValue, on view: V, in engine: Engine) {
    guard row(name)?.get(view) != value else { return }
    apply(name, value, on: view, in: engine)
  }

  /// Stores the value and runs the effect even when the value is unchanged (setters that
  /// always act: an image view's, a table's strategy).
  func apply(_ name: String, _ value: PropertyValue, on view: V, in engine: Engine) {
    guard let row = row(name) else { return }
    let old = row.get(view)
    row.assign(view, value)
    row.effect(view, engine, old)
  }
}

extension PropertyType {
  /// Refuses a value of the wrong kind or outside the property's range, so a direct caller
  /// of the model cannot set what the shell would refuse (`numberOfLines = -5`).
  func validate(_ value: PropertyValue, for name: String) throws(ModelError) {
    switch (self, value) {
    case (.text, .text(let text)):
      try ValueLimits.checkText(text, for: name)
    case (.bool, .bool), (.rect, .rect):
      return
    case (.font, .text(let font)):
      guard !font.allSatisfy(\.isWhitespace) else {
        throw ModelError("'\(name)' cannot be empty (e.g. font=\"DejaVu Sans 17\")")
      }
      try ValueLimits.checkText(font, for: name)
      try ValueLimits.checkFont(font, for: name)
    case (.color(let optional), .color(let color)):
      guard optional || color != nil else {
        throw ModelError("'\(name)' needs a colour; nil is only for 'backgroundColor'")
      }
    case (.integer(let range), .integer(let number)):
      guard range.contains(number) else { throw outOfRange(name, range) }
    case (.number(let range), .number(let number)):
      guard number.isFinite, range.contains(number) else { throw outOfRange(name, range) }
    case (.size(let range), .size(let a, let b)):
      guard a.isFinite, b.isFinite, range.contains(a), range.contains(b) else {
        throw outOfRange(name, range)
      }
    case (.insets(let range), .insets(let insets)):
      let sides = [insets.top, insets.left, insets.bottom, insets.right]
      guard sides.allSatisfy({ $0.isFinite && range.contains($0) }) else {
        throw outOfRange(name, range)
      }
    case (.choice(let options), .choice(let choice)):
      guard options.contains(choice) else {
        throw ModelError(
          "bad value '\(choice)' for '\(name)' (one of: \(options.joined(separator: ", ")))")
      }
    default:
      throw ModelError("wrong kind of value for '\(name)'")
    }
  }

  private func outOfRange<T>(_ name: String, _ range: ClosedRange<T>) -> ModelError {
    ModelError("'\(name)' must be within \(range.lowerBound)…\(range.upperBound)")
  }
}
