import Foundation
import Testing

@testable import LayerLabShell

/// Every `StatementFamily` type in the shell's sources is in `Statements.all`: a family left
/// out of the hand-kept list compiles, and is silently dead (no keyword, no help, no Tab).
///
/// Why a test over the sources rather than a derived list: Swift has no supported way to
/// enumerate a protocol's conformances at run time, and generating the list at build time (a
/// plugin, as swift-format generates its rule list) would lose what the hand-kept order means
/// (`apropos`, the `help` overview, "did you mean" ties) and add a build step every helper
/// must know. The scan reads the declarations the compiler reads, follows protocols that
/// refine `StatementFamily` (`SettingStatement`), and fails both ways, so a scanner that
/// stops recognising declarations cannot pass by finding nothing.
@Suite struct RegistryCompletenessTests {
  /// `Sources/LayerLabShell` in this checkout.
  static let shell = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/LayerLabShell").path

  /// A declaration or extension and the names after its colon.
  struct Declaration {
    var keyword: String
    var name: String
    var conformances: [String]
  }

  /// Every `struct`/`enum`/`class`/`actor`/`protocol`/`extension` with an inheritance clause
  /// in `text` (the clause up to `{` or `where`, over several lines if need be).
  static func declarations(in text: String) -> [Declaration] {
    let pattern =
      #"(?m)^[ \t]*(?:(?:public|internal|package|private|fileprivate|final|indirect)\s+)*"#
      + #"(struct|enum|class|actor|protocol|extension)\s+([A-Za-z_][\w.]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]*)\{"#
    let regex = try! NSRegularExpression(pattern: pattern)
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
      var clause = ns.substring(with: match.range(at: 3))
      if let whereRange = clause.range(of: #"\bwhere\b"#, options: .regularExpression) {
        clause = String(clause[..<whereRange.lowerBound])
      }
      let names = clause.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return Declaration(
        keyword: ns.substring(with: match.range(at: 1)),
        name: ns.substring(with: match.range(at: 2)),
        conformances: names)
    }
  }

  /// The concrete types the shell's sources declare as statement families, directly or
  /// through a protocol that refines `StatementFamily`.
  static func declaredFamilies() throws -> Set<String> {
    let files = try FileManager.default.subpathsOfDirectory(atPath: shell)
      .filter { $0.hasSuffix(".swift") }
    var all: [Declaration] = []
    for file in files {
      all += declarations(in: try String(contentsOfFile: shell + "/" + file, encoding: .utf8))
    }
    var protocols: Set<String> = ["StatementFamily"]
    var grew = true
    while grew {
      let refining = all.filter {
        $0.keyword == "protocol" && !protocols.contains($0.name)
          && !protocols.isDisjoint(with: $0.conformances)
      }
      protocols.formUnion(refining.map(\.name))
      grew = !refining.isEmpty
    }
    return Set(
      all.filter { $0.keyword != "protocol" && !protocols.isDisjoint(with: $0.conformances) }
        .map(\.name))
  }

  @Test func theScannerSeesAllKindsOfDeclaration() {
    let text = """
      struct A: StatementFamily {
      enum B: Sendable,
        StatementFamily {
      protocol P: StatementFamily {
      final class C: P where Self: Sendable {
      extension D: P {}
      """
    let found = Self.declarations(in: text).map { "\($0.keyword) \($0.name) \($0.conformances)" }
    #expect(
      found == [
        #"struct A ["StatementFamily"]"#, #"enum B ["Sendable", "StatementFamily"]"#,
        #"protocol P ["StatementFamily"]"#, #"class C ["P"]"#, #"extension D ["P"]"#,
      ])
  }

  @Test func everyStatementFamilyIsRegisteredOnce() throws {
    let registered = Statements.all.map { String(describing: $0) }
    #expect(Set(registered).count == registered.count, "a family is listed twice")
    let declared = try Self.declaredFamilies()
    let missing = declared.subtracting(registered).sorted()
    #expect(missing == [], "add these to Statements.all, or they are never parsed")
    let unseen = Set(registered).subtracting(declared).sorted()
    #expect(unseen == [], "the scan no longer recognises these declarations")
  }
}
