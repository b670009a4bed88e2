/// `$(EXPR)` in a `repeat` body: whole-number arithmetic over the loop variable `i`.
///
/// Why: `$i` alone can only be pasted into text, so `repeat 6 new view card$i frame=10,80,…`
/// put all six cards on one spot; `frame=10,$(i*120+80),355,100` lays them out. The language
/// is deliberately tiny — `i`, decimal literals, `+ - * / %`, parentheses and unary minus with
/// the usual precedence — because it only has to place and number things, and every failure
/// (a malformed expression, an unknown name, division by zero, overflow) must be found before
/// the repeat's first iteration, so that nothing half-runs. `/` and `%` truncate towards zero,
/// as in C and Swift.
struct LoopExpression: Equatable {
  /// The parsed expression.
  indirect enum Node: Equatable {
    case literal(Int)
    case variable
    case negate(Node)
    case binary(Operator, Node, Node)
  }

  /// The binary operators, by their spelling.
  enum Operator: Unicode.Scalar, Equatable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
  }

  /// The expression as written, with `$(` and `)`, for error messages.
  let spelling: String
  let root: Node

  /// How deep parentheses and unary minus may nest: far beyond any layout arithmetic, and a
  /// cap on the recursion a 64 KiB line of `(((…` could otherwise cause.
  static let maxDepth = 32

  /// The example every syntax error offers as its fix.
  static let example = "write e.g. $(i*120+80)"

  /// Parses the text between `$(` and `)`; errors name the whole `$(…)`.
  static func parse(_ source: String) throws(ShellError) -> LoopExpression {
    var parser = Parser(scalars: Array(source.unicodeScalars), spelling: "$(\(source))")
    let root = try parser.expression(depth: 0)
    parser.skipBlanks()
    if parser.index < parser.scalars.count {
      throw parser.error("unexpected '\(parser.scalars[parser.index])'", fix: example)
    }
    return LoopExpression(spelling: parser.spelling, root: root)
  }

  /// The value for `i`, or an error naming the expression and `i` (division by zero, overflow).
  func value(i: Int) throws(ShellError) -> Int {
    try evaluate(root, i: i)
  }

  private func evaluate(_ node: Node, i: Int) throws(ShellError) -> Int {
    switch node {
    case .literal(let value): return value
    case .variable: return i
    case .negate(let inner):
      let (result, overflow) = 0.subtractingReportingOverflow(try evaluate(inner, i: i))
      guard !overflow else { throw overflowError(i: i) }
      return result
    case .binary(let op, let left, let right):
      let a = try evaluate(left, i: i)
      let b = try evaluate(right, i: i)
      let result: (partialValue: Int, overflow: Bool)
      switch op {
      case .add: result = a.addingReportingOverflow(b)
      case .subtract: result = a.subtractingReportingOverflow(b)
      case .multiply: result = a.multipliedReportingOverflow(by: b)
      case .divide, .remainder:
        guard b != 0 else {
          throw failure(
            "\(op == .divide ? "division" : "remainder") by zero when i = \(i)",
            fix: "keep the divisor non-zero for every i")
        }
        result =
          op == .divide
          ? a.dividedReportingOverflow(by: b)
          : a.remainderReportingOverflow(
            dividingBy: b)
      }
      guard !result.overflow else { throw overflowError(i: i) }
      return result.partialValue
    }
  }

  private func overflowError(i: Int) -> ShellError {
    failure("overflows a 64-bit integer when i = \(i)", fix: "use smaller numbers")
  }

  private func failure(_ reason: String, fix: String) -> ShellError {
    Self.failure(spelling, reason, fix: fix)
  }

  /// The one error shape: `bad expression '$(i*)' in repeat: REASON; FIX`.
  static func failure(_ spelling: String, _ reason: String, fix: String) -> ShellError {
    ShellError("bad expression '\(spelling)' in repeat: \(reason); \(fix)")
  }

  /// A recursive-descent parser over the expression's scalars.
  private struct Parser {
    let scalars: [Unicode.Scalar]
    let spelling: String
    var index = 0

    init(scalars: [Unicode.Scalar], spelling: String) {
      self.scalars = scalars
      self.spelling = spelling
    }

    func error(_ reason: String, fix: String) -> ShellError {
      LoopExpression.failure(spelling, reason, fix: fix)
    }

    mutating func skipBlanks() {
      while index < scalars.count, Tokenizer.isBlank(scalars[index]) { index += 1 }
    }

    /// The next scalar after blanks, not consumed.
    mutating func peek() -> Unicode.Scalar? {
      skipBlanks()
      return index < scalars.count ? scalars[index] : nil
    }

    /// `term (('+'|'-') term)*`
    mutating func expression(depth: Int) throws(ShellError) -> Node {
      var node = try term(depth: depth)
      while let next = peek(), let op = Operator(rawValue: next), op == .add || op == .subtract {
        index += 1
        node = .binary(op, node, try term(depth: depth, after: next))
      }
      return node
    }

    /// `unary (('*'|'/'|'%') unary)*`
    mutating func term(depth: Int, after: Unicode.Scalar? = nil) throws(ShellError) -> Node {
      var node = try unary(depth: depth, after: after)
      while let next = peek(), let op = Operator(rawValue: next),
        op == .multiply || op == .divide || op == .remainder
      {
        index += 1
        node = .binary(op, node, try unary(depth: depth, after: next))
      }
      return node
    }

    /// `'-' unary | NUMBER | 'i' | '(' expression ')'`; `after` is the operator just read,
    /// for the error when nothing follows it.
    mutating func unary(depth: Int, after: Unicode.Scalar?) throws(ShellError) -> Node {
      guard depth < LoopExpression.maxDepth else {
        throw error(
          "nested more than \(LoopExpression.maxDepth) deep", fix: "write it more simply")
      }
      guard let next = peek() else {
        let place = after.map { "after '\($0)'" } ?? "inside '$()'"
        throw error("expected a number, 'i' or '(' \(place)", fix: LoopExpression.example)
      }
      if next == "-" {
        index += 1
        return .negate(try unary(depth: depth + 1, after: next))
      }
      if next == "(" {
        index += 1
        let inner = try expression(depth: depth + 1)
        guard peek() == ")" else {
          throw error("missing ')'", fix: "close every '(', e.g. $((i+1)*40)")
        }
        index += 1
        return inner
      }
      if NumberValue.isDigit(next) { return .literal(try literal()) }
      if Substitution.isIdentifierScalar(next) {
        let start = index
        while index < scalars.count, Substitution.isIdentifierScalar(scalars[index]) {
          index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        guard name == "i" else {
          throw error("unknown name '\(name)'", fix: "only 'i' is defined, e.g. $(i*120+80)")
        }
        return .variable
      }
      let place = after.map { "after '\($0)'" } ?? "at '\(next)'"
      throw error("expected a number, 'i' or '(' \(place)", fix: LoopExpression.example)
    }

    /// A run of decimal digits (a letter right after them is an error, not a name).
    mutating func literal() throws(ShellError) -> Int {
      let start = index
      while index < scalars.count, NumberValue.isDigit(scalars[index]) { index += 1 }
      let digits = String(String.UnicodeScalarView(scalars[start..<index]))
      if index < scalars.count, Substitution.isIdentifierScalar(scalars[index]) {
        throw error(
          "'\(digits)\(scalars[index])' is not a number", fix: "write an operator, e.g. $(2*i)")
      }
      guard let parsed = IntValue.wholeNumber(digits), let value = parsed else {
        throw error("the number \(digits) is too large", fix: "use smaller numbers")
      }
      return value
    }
  }
}

/// Finding and replacing every `$(…)` and `$i` of a `repeat` body.
extension LoopExpression {
  /// Where the `$(…)` that starts at `dollar` ends (one past its `)`) and the text between
  /// the parentheses; nil if `$` is not followed by `(`. Parentheses inside nest.
  static func span(in hay: [Unicode.Scalar], at dollar: Int) throws(ShellError)
    -> (end: Int, source: String)?
  {
    let open = dollar + 1
    guard open < hay.count, hay[open] == "(" else { return nil }
    var depth = 0
    for index in open..<hay.count {
      if hay[index] == "(" { depth += 1 }
      if hay[index] == ")" { depth -= 1 }
      if depth == 0 {
        let source = String(String.UnicodeScalarView(hay[(open + 1)..<index]))
        return (index + 1, source)
      }
    }
    let rest = String(String.UnicodeScalarView(hay[dollar...]))
    throw failure(
      rest, "missing ')'",
      fix: "close it, and put one with blanks in double quotes, e.g. \"$(i * 120 + 80)\"")
  }

  /// Every `$(…)` written in the substituted pieces of `words`, parsed.
  static func all(in words: [Word]) throws(ShellError) -> [LoopExpression] {
    var found: [LoopExpression] = []
    for word in words {
      for part in word.parts where part.quote != .single {
        let hay = Array(part.text.unicodeScalars)
        var index = 0
        while index < hay.count {
          if hay[index] == "$", let (end, source) = try span(in: hay, at: index) {
            found.append(try parse(source))
            index = end
          } else {
            index += 1
          }
        }
      }
    }
    return found
  }

  /// Checks a repeat's body before its first iteration: every `$(…)` parses and has a value
  /// for every `i` in `0..<count`, so an error can only come before anything ran.
  static func check(_ words: [Word], count: Int) throws(ShellError) {
    for expression in try all(in: words) {
      for i in 0..<count { _ = try expression.value(i: i) }
    }
  }
}
