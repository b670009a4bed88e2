import LayerLab

/// What a `sweep` moves and the points it moves it to: a property (`VIEW.PROP=A…B step S`, or
/// a list `VIEW.PROP=V1,V2`), every gesture's size (`gesture=0.5…1.5 step 0.25`: each drag's
/// distance and fling's velocity times the factor), or the device (`device`: the catalogue,
/// slowest chip first; `device=NAME,NAME`: those).
struct SweepTarget: Equatable {
  enum Kind: Equatable {
    /// A view's (or a prototype view's) property, as `compare`'s `VIEW.PROP=V1,V2` forces it.
    case property(String)
    /// The factor on every drag and fling of the script.
    case gesture
    /// The device.
    case device
  }

  let kind: Kind
  /// The points, as the table's first column prints them.
  let points: [String]

  /// The most points one sweep takes (each point is a row of runs).
  static let maxPoints = 32

  /// The target's name as the table's heading says it: `feed.x`, `gesture`, `device`.
  var name: String {
    switch kind {
    case .property(let path): path
    case .gesture: "gesture"
    case .device: "device"
    }
  }

  /// `compare`'s words that force point `index` (none for a gesture factor, which the runs'
  /// variation carries).
  func compareWords(at index: Int) -> [Word] {
    switch kind {
    case .property(let path): [Word(unquoted: "\(path)=\(points[index])")]
    case .gesture: []
    case .device: [Word(unquoted: "device"), Word(unquoted: points[index])]
    }
  }

  /// The gesture factor of point `index` (1 unless the target is the gesture).
  func gestureScale(at index: Int) -> Double {
    guard kind == .gesture else { return 1 }
    return Double(points[index]) ?? 1
  }

  /// Reads `TARGET[=A…B|=V1,V2]` and an optional `step S` (`stepWord`).
  static func parse(_ word: String, step: String?) throws(ShellError) -> SweepTarget {
    let (name, spec) = split(word)
    let kind: Kind
    switch name {
    case "gesture": kind = .gesture
    case "device": kind = .device
    default:
      guard name.contains("."), !name.hasPrefix("."), !name.hasSuffix(".") else {
        throw ShellError(
          "'\(Excerpt.of(name))' is not something a sweep moves; give VIEW.PROP=A…B step S, "
            + "gesture=A…B step S or device, e.g. sweep hitches over gesture=0.5…1.5 step 0.25")
      }
      kind = .property(name)
    }
    let points: [String]
    if kind == .device, spec == nil {
      guard step == nil else { throw ShellError("a device sweep takes no step; drop 'step'") }
      points = DeviceProfile.all.sorted { $0.spec.singleCore < $1.spec.singleCore }.map(\.name)
    } else if let spec, let range = range(spec) {
      guard kind != .device else {
        throw ShellError("devices are named, not ranged: device=iphone6,iphone8 or device")
      }
      points = try steps(range, step: step, target: name)
    } else if let spec, !spec.isEmpty {
      guard step == nil else {
        throw ShellError("'step' goes with a range A…B, not a list; drop it or give A…B")
      }
      points = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !points.contains(where: \.isEmpty) else {
        throw ShellError("'\(Excerpt.of(word))' has an empty value; give V1,V2,… or A…B step S")
      }
    } else {
      throw ShellError("give '\(name)' its points: \(name)=A…B step S or \(name)=V1,V2")
    }
    if kind == .device {
      for point in points where DeviceProfile.named(point) == nil {
        throw ShellError("unknown device '\(Excerpt.of(point))'; 'devices' lists them")
      }
    }
    if kind == .gesture {
      for point in points {
        guard let factor = Double(point), factor > 0, factor <= 10 else {
          throw ShellError(
            "'\(Excerpt.of(point))' is not a gesture factor; give numbers above 0 and at most "
              + "10 (1 is the script's gestures)")
        }
      }
    }
    guard points.count >= 2, points.count <= maxPoints else {
      throw ShellError(
        "a sweep takes 2 to \(maxPoints) points (the sweep-points limit); \(points.count) given")
    }
    return SweepTarget(kind: kind, points: points)
  }

  /// `feed.x=1…3` → ("feed.x", "1…3"); `device` → ("device", nil).
  private static func split(_ word: String) -> (String, String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// `A…B` or `A..B` as two numbers.
  private static func range(_ spec: String) -> (Double, Double)? {
    let separator = spec.contains("…") ? "…" : spec.contains("..") ? ".." : nil
    guard let separator, let cut = spec.range(of: separator) else { return nil }
    guard let low = Double(spec[..<cut.lowerBound]), let high = Double(spec[cut.upperBound...]),
      low.isFinite, high.isFinite
    else { return nil }
    return (low, high)
  }

  /// A, A+S, … up to B (within a millionth of a step), printed without trailing zeros.
  private static func steps(_ range: (Double, Double), step: String?, target: String)
    throws(ShellError) -> [String]
  {
    guard let step, let size = Double(step), size.isFinite, size > 0 else {
      throw ShellError(
        "a range needs a positive step: \(target)=\(Self.point(range.0))…"
          + "\(Self.point(range.1)) step S")
    }
    guard range.0 <= range.1 else {
      throw ShellError("the range runs backwards; give the low end first (A…B with A ≤ B)")
    }
    let count = ((range.1 - range.0) / size + 1e-6).rounded(.down) + 1
    guard count <= Double(maxPoints) else {
      throw ShellError(
        "a sweep takes 2 to \(maxPoints) points (the sweep-points limit); \(Int(min(count, 1e9))) "
          + "asked: take a larger step")
    }
    return (0..<Int(count)).map { Self.point(range.0 + Double($0) * size) }
  }

  /// A point as the table prints it: up to six decimals, no trailing zeros (`0.75`, `1`, `44`).
  static func point(_ value: Double) -> String {
    var text = CompareRepeats.fixed(value, 6)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
