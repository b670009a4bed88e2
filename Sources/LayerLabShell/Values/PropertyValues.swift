import LayerLab
import LayerLabRender

/// Parsing a property's value by the property's type, for the view statements (`new`,
/// `NAME.PROP = VALUE`, a prototype's members, `compare`'s forced properties): which property
/// a name means, and the typed value a word gives it, or a one-line error naming the fix.
///
/// Needs nothing of the session: what a value means is the property's type alone.
enum PropertyValues {
  /// The property `property` of a `kind` view called `viewName`, or an error with the closest
  /// name (or the method call, when it names a method).
  static func propertyInfo(_ property: String, kind: ViewKind, viewName: String) throws(ShellError)
    -> PropertyInfo
  {
    let infos = kind.properties
    if let info = infos.first(where: { $0.name == property }) { return info }
    let methods = kind.methods
    let isMethod = methods.contains { $0.name == property }
    let hint =
      isMethod
      ? "; to call the method write \(viewName).\(property)()"
      : Suggest.closest(to: property, among: infos.map(\.name)).map { "; did you mean '\($0)'?" }
    throw ShellError(
      "\(kind.rawValue) '\(viewName)' has no property '\(property)'"
        + (hint ?? "; 'help \(kind.rawValue)' lists them"))
  }

  /// Parses a property value by the property's type.
  static func value(of word: Word, for info: PropertyInfo) throws(ShellError) -> PropertyValue {
    let text = word.text
    switch info.type {
    case .text:
      return .text(text)
    case .font:
      try checkFontSize(text, for: info.name)
      return .text(text)
    case .color(let optional):
      if optional, !word.isQuoted, text == "nil" { return .color(nil) }
      return .color(try ColorValue.parse(text))
    case .bool:
      return .bool(try BoolValue.parse(text))
    case .integer(let range):
      return .integer(try IntValue.parse(text, name: info.name, range: range))
    case .number(let range):
      return .number(try NumberValue.parse(text, name: info.name, range: range))
    case .rect:
      let r = try RectValue.parse(text, name: info.name)
      return .rect(Rect(x: r.x, y: r.y, width: r.width, height: r.height))
    case .size(let range):
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else {
        throw ShellError("bad value '\(text)' for '\(info.name)' (write two numbers: dx,dy)")
      }
      let a = try NumberValue.parse(parts[0].trimmingBlanks, name: info.name, range: range)
      let b = try NumberValue.parse(parts[1].trimmingBlanks, name: info.name, range: range)
      return .size(a, b)
    case .insets(let range):
      return .insets(try insets(text, name: info.name, range: range))
    case .choice(let options):
      guard options.contains(text) else {
        let hint = Suggest.closest(to: text, among: options).map { "; did you mean '\($0)'?" } ?? ""
        let list = options.joined(separator: ", ")
        throw ShellError("bad value '\(text)' for '\(info.name)'\(hint) (one of: \(list))")
      }
      return .choice(text)
    }
  }

  /// `T,L,B,R` or one number for all four sides, as `UIEdgeInsets`.
  private static func insets(_ text: String, name: String, range: ClosedRange<Double>)
    throws(ShellError) -> EdgeInsets
  {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 1 || parts.count == 4 else {
      throw ShellError(
        "bad value '\(text)' for '\(name)' (write top,left,bottom,right, e.g. 8,12,8,12, "
          + "or one number for all four)")
    }
    var sides: [Double] = []
    for part in parts {
      sides.append(try NumberValue.parse(part.trimmingBlanks, name: name, range: range))
    }
    if sides.count == 1 { sides = Array(repeating: sides[0], count: 4) }
    return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
  }

  /// A prototype member's value: a binding (`$row.FIELD`) or a frame stays text for the
  /// model to read; anything else is parsed by the property's type. `path` names the member
  /// in messages.
  static func memberValue(_ word: Word, property: String, kind: ViewKind, path: String)
    throws(ShellError) -> PropertyValue
  {
    guard let info = CellPrototype.memberInfo(property, kind: kind) else {
      let known = CellPrototype.memberProperties(of: kind).map(\.name)
      let hint = Suggest.closest(to: property, among: known).map { "; did you mean '\($0)'?" }
      throw ShellError(
        "\(kind.rawValue) '\(path)' has no property '\(property)'"
          + (hint ?? "; 'help \(kind.rawValue)' lists them"))
    }
    if RowBinding.isWritten(word.text) { return .text(word.text) }
    return try value(of: word, for: info)
  }

  /// Refuses a font description whose size, as Pango reads it, is outside
  /// ``ValueLimits/fontPoints``.
  ///
  /// The model's own check reads only the description's last word, so
  /// `font="DejaVu Sans,100000"` and `font="DejaVu Sans 100000 @wght=700"` passed it and
  /// reached Cairo at 100 000 pt. Asking Pango, which lays the text out, closes every spelling.
  static func checkFontSize(_ font: String, for name: String) throws(ShellError) {
    guard let size = FontDescriptionSize.of(font) else { return }
    let limits = ValueLimits.fontPoints
    guard !limits.contains(size.value) else { return }
    let word = Rect.format(size.value) + (size.absolute ? "px" : "")
    throw ShellError(
      "font size '\(word)' in '\(name)' must be within "
        + "\(Rect.format(limits.lowerBound))…\(Rect.format(limits.upperBound)) points, "
        + "e.g. font=\"DejaVu Sans 17\"")
  }
}
