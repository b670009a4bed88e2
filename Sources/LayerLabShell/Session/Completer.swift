import Foundation
import LayerLab

/// Tab completion for the interactive prompt: what could replace the word being typed.
///
/// It reads the session (view names and kinds) but never changes it. The line editor splits
/// words at blanks, quotes, `=`, `;` and `(` but not at `.` or `/`, so the word for
/// `title.te` is `title.te` and the candidates are whole words (`title.text`), and a path is
/// one word (`Sessions/se`). Only candidates that start with the word are returned, sorted.
public struct Completer {
  let session: Session
  /// The directory relative paths are listed from; nil is the current directory.
  let directory: String?

  public init(session: Session, directory: String? = nil) {
    self.session = session
    self.directory = directory
  }

  /// The candidates for `word`, the end of `line` (the line up to the cursor).
  public func candidates(line: String, word: String) -> [String] {
    var before = Substring(line)
    if before.hasSuffix(word) { before = before.dropLast(word.count) }
    // Only the statement being typed matters: the text after the last `;`.
    if let semicolon = before.lastIndex(of: ";") {
      before = before[before.index(after: semicolon)...]
    }
    let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let found = propose(words[...], word: word).filter { $0.hasPrefix(word) }
    return Array(Set(found)).sorted()
  }

  /// The candidates for a line editor that appends a blank after a single match (libedit):
  /// a lone directory (`Sessions/`) or view prefix (`title.`) would leave the cursor after a
  /// blank, so what is inside it is offered instead, and the editor inserts their common
  /// prefix (the directory or `title.` itself) with no blank, ready for the next part. A lone
  /// method without arguments is offered with its `)`, not as `draw( `; one with arguments
  /// as `fling(velocity:` and the editor's blank, ready for the value. A lone `prop=` is
  /// offered with its values, for the same reason as a directory.
  public func editorCandidates(line: String, word: String) -> [String] {
    let found = candidates(line: line, word: word)
    guard found.count == 1, let only = found.first else { return found }
    if only.hasSuffix("(") { return [only + ")"] }
    let base = line.hasSuffix(word) ? String(line.dropLast(word.count)) : line
    if only.hasSuffix("=") {
      // `opaque=` would get a blank after it; offer `opaque=true` and `opaque=false` instead,
      // or, for a free-form value, `text=` and `text="`, whose common prefix is `text=`.
      let values = candidates(line: base + only, word: "").map { only + $0 }
      return values.isEmpty ? [only, only + "\""] : values
    }
    guard only.hasSuffix("/") || only.hasSuffix(".") else { return found }
    let inside = candidates(line: base + only, word: only).filter { $0 != only }
    return inside.isEmpty ? found : inside
  }

  /// Candidates after the statement's complete words `words` (the word being typed is not
  /// among them): the registry's keywords and view names first, then what the statement's
  /// family proposes. `after` and `repeat` call it again for the statement they schedule.
  func propose(_ words: ArraySlice<String>, word: String) -> [String] {
    guard let head = words.first else {
      if word.hasPrefix(".") { return Statements.dotCommands }
      return Statements.keywords + ViewStatement.completeStart(word, with: self)
    }
    guard let family = Statements.family(for: head) else {
      return ViewStatement.complete(words, word: word, with: self)
    }
    return family.complete(words, word: word, with: self)
  }

  var viewNames: [String] { Array(session.engine.views.keys) }

  /// `NAME.PROP` and `NAME.METHOD(` for the view called `name`, then `NAME.CHILD.` for each
  /// view inside it (a table's cells, a cell's views, a prototype's views); for a prototype's
  /// view (`post.body`) its properties. Nil if `name` is none of these.
  func members(of name: String) -> [String]? {
    guard let view = session.engine.view(named: name) else { return prototypeMembers(of: name) }
    let methods = view.kind.methods
    let own = (view as? PrototypeCell)?.shownProperties ?? view.kind.properties
    var result =
      own.map { "\(name).\($0.name)" }
      + methods.map { method in
        // A scroll method opens with its first label, ready for the value.
        let label = TableCallParser.signatures[method.name]?.labels.first
        return "\(name).\(method.name)(" + (label.map { $0 + ":" } ?? "")
      }
    if let prototype = view as? CellPrototype {
      result += prototype.members.map { "\(name).\($0.name)." }
    }
    let prefix = name + "."
    result += viewNames.filter {
      $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".")
    }.map { $0 + "." }
    return result
  }

  /// `PROTOTYPE.VIEW.PROP` for a prototype's view.
  private func prototypeMembers(of path: String) -> [String]? {
    guard let dot = path.lastIndex(of: "."),
      let prototype = session.engine.view(named: String(path[..<dot])) as? CellPrototype,
      let index = prototype.memberIndex(String(path[path.index(after: dot)...]))
    else { return nil }
    return CellPrototype.memberProperties(of: prototype.members[index].kind).map {
      "\(path).\($0.name)"
    }
  }

  /// After `NAME.PROP =`, the values a boolean or a choice property takes (NAME the longest
  /// view name that starts the text; a prototype's view's properties too).
  func propertyValues(_ words: ArraySlice<String>) -> [String] {
    let text = words.joined()
    guard let dot = text.firstIndex(of: "."),
      let (name, rest) = session.splitMember(
        String(text[..<dot]), String(text[text.index(after: dot)...])),
      let view = session.engine.view(named: name)
    else { return [] }
    if let prototype = view as? CellPrototype, rest.hasSuffix("="),
      let info = prototype.memberInfo(String(rest.dropLast()))
    {
      return values(of: [info], after: info.name + "=")
    }
    return values(of: view.kind.properties, after: rest)
  }

  /// The values for `PROP=` (`assignment`), among `properties`: `true`/`false`, a choice's
  /// options, `nil` for an optional colour; nothing for free-form values.
  func values(of properties: [PropertyInfo], after assignment: String) -> [String] {
    guard assignment.hasSuffix("="),
      let info = properties.first(where: { $0.name == String(assignment.dropLast()) })
    else { return [] }
    switch info.type {
    case .bool: return ["true", "false"]
    case .choice(let options): return options
    case .color(let optional): return optional ? ["nil"] : []
    default: return []
    }
  }
}

/// File-name completion for `.read`, `.output`, `.once`, `save NAME`, `export KIND` and
/// `compare … --`.
extension Completer {
  /// The entries of the partial path's directory that extend its last part, with the
  /// directory part kept as typed (`Sessions/se` → `Sessions/sentinel.lab`) and a `/` after
  /// directories so the next Tab goes inside. Hidden entries appear only once a `.` is typed,
  /// as in shells. `~` is not expanded, because the statement language does not expand it.
  func paths(_ word: String) -> [String] {
    let slash = word.lastIndex(of: "/")
    let typedDirectory = slash.map { String(word[...$0]) } ?? ""
    let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let base = directory ?? FileManager.default.currentDirectoryPath
    let listed: String
    if typedDirectory.hasPrefix("/") {
      listed = typedDirectory
    } else if typedDirectory.isEmpty {
      listed = base
    } else {
      listed = (base.hasSuffix("/") ? base : base + "/") + typedDirectory
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: listed) else {
      return []
    }
    let separator = listed.hasSuffix("/") ? "" : "/"
    return names.filter { name in
      name.hasPrefix(prefix) && (prefix.hasPrefix(".") || !name.hasPrefix("."))
    }.map { name in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: listed + separator + name, isDirectory: &isDirectory)
      return typedDirectory + name + (exists && isDirectory.boolValue ? "/" : "")
    }.sorted()
  }
}
