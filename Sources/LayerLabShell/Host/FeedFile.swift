import Foundation
import LayerLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads the rows of a feed table from a JSON file (`new table feed rows=posts.json`).
///
/// The format:
///
/// - The top level is an array of post objects, or an object `{"posts": [ … ]}` with no other
///   keys.
/// - Each post has `"name"` (the author) and `"text"` (the body), both non-empty strings, and
///   optionally `"subtitle"` (the grey line, e.g. "3 min ago  from iPhone"), `"retweet"` (the
///   quoted post, usually "@name: text"; "" or absent for none), `"avatarColor"` (`#RRGGBB`;
///   `#RRGGBBAA` and UIKit names like 'orange' work too) and `"reposts"` and `"comments"`
///   (whole numbers from 0 to 999999999, written without a fraction or exponent).
/// - Any other key is an error, so a typo like "txt" is caught rather than ignored; null is not
///   accepted for an optional key (leave the key out instead).
/// - A feed holds 1 to 10000 posts (`SyntheticFeed.maxRows`). `name` and `subtitle` are one line
///   of at most 200 characters; `text` and `retweet` at most 2000 characters, and may hold line
///   breaks and tabs but no other control characters.
/// - The file is UTF-8 (a byte order mark is allowed) and at most 16 MB.
///
/// Every failure is one `ShellError` line that names the file and, for syntax errors, the line
/// and column, so a hand-edited file can be fixed from the message alone.
public enum FeedFile {
  /// The largest file read; bigger ones are refused before they are read into memory.
  public static let maxBytes = 16 << 20

  /// The keys a post may have, in the order messages list them.
  static let keys = [
    "name", "text", "subtitle", "retweet", "avatarColor", "reposts", "comments", "thumbnails",
    "avatar",
  ]

  /// Decodes a feed from JSON bytes. `name` is the file name used in messages.
  public static func decode(_ bytes: [UInt8], name: String) throws(ShellError) -> [FeedPost] {
    let file = "'\(name)'"
    let items = try postList(try root(bytes, name: name), file: file)
    guard (1...SyntheticFeed.maxRows).contains(items.count) else {
      throw ShellError(
        "\(file) holds \(items.count) posts; a feed needs 1 to \(SyntheticFeed.maxRows)")
    }
    var posts: [FeedPost] = []
    posts.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      posts.append(try post(item, number: offset + 1, file: file))
    }
    return posts
  }

  /// The document's JSON value: UTF-8, not blank, valid JSON (each failure one line naming
  /// the file, and the line and column for a syntax error).
  static func root(_ bytes: [UInt8], name: String) throws(ShellError) -> FeedJSON {
    let file = "'\(name)'"
    if let offset = FeedJSON.invalidUTF8Offset(bytes) {
      let (line, column) = FeedJSON.position(of: offset, in: bytes)
      throw ShellError(
        "\(file) is not UTF-8 text (bad byte at line \(line), column \(column); save it as UTF-8)")
    }
    if bytes.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
      throw ShellError(
        "\(file) is empty; write a JSON array of posts like [{\"name\": …, \"text\": …}]")
    }
    let root: FeedJSON
    do {
      root = try FeedJSONParser.parse(bytes)
    } catch {
      let (line, column) = FeedJSON.position(of: error.offset, in: bytes)
      throw ShellError(
        "\(file): not valid JSON near line \(line), column \(column): \(error.problem)")
    }
    return root
  }

  /// Reads and decodes `path`.
  ///
  /// The checks come before the read, so a directory, a device or a FIFO is refused rather than
  /// read (a FIFO would block), and the read itself stops one byte past `maxBytes`, so a file
  /// that grows meanwhile is still refused.
  public static func load(path: String, within roots: [String]? = nil) throws(ShellError)
    -> [FeedPost]
  {
    try decode(read(path: path, within: roots), name: path)
  }

  /// The bytes of `path`, checked first: a regular file of at most `maxBytes`.
  static func read(path: String, within roots: [String]? = nil) throws(ShellError) -> [UInt8] {
    let file = "'\(path)'"
    switch OpenedFile.read(path, maxBytes: maxBytes, within: roots) {
    case .success(let bytes): return bytes
    case .failure(.missing):
      throw ShellError("cannot read \(file): no such file (check the name and the directory)")
    case .failure(.permissionDenied):
      throw ShellError("cannot read \(file): permission denied (check its permissions)")
    case .failure(.directory):
      throw ShellError("cannot read \(file): it is a directory (give a .json file)")
    case .failure(.notRegular):
      throw ShellError("cannot read \(file): not a regular file (give a .json file)")
    case .failure(.tooBig):
      throw ShellError(
        "cannot read \(file): it is over \(maxBytes >> 20) MB, the most a feed file may be")
    case .failure(.outside): throw FilePaths.outside(path, "read", roots: roots ?? [])
    case .failure(.failed(let why)):
      throw ShellError("cannot read \(file): \(why) (check the path)")
    }
  }

  /// The array of posts: the whole document, or the value of its `posts` key.
  private static func postList(_ root: FeedJSON, file: String) throws(ShellError) -> [FeedJSON] {
    switch root {
    case .array(let items):
      return items
    case .object(let members):
      var list: [FeedJSON]?
      for (key, value) in members {
        guard key == "posts" else {
          throw ShellError(
            "\(file): unknown top-level key '\(quoted(key))' (the only one is 'posts')")
        }
        guard list == nil else { throw ShellError("\(file): 'posts' appears twice (keep one)") }
        guard case .array(let items) = value else {
          throw ShellError("\(file): 'posts' must be an array of posts (found \(value.kind))")
        }
        list = items
      }
      guard let list else {
        throw ShellError("\(file) has no 'posts' (write {\"posts\": [ … ]} or a bare array)")
      }
      return list
    default:
      throw ShellError(
        "\(file) must hold an array of posts or {\"posts\": [ … ]} (found \(root.kind))")
    }
  }

  /// One post object, checked key by key.
  private static func post(_ value: FeedJSON, number: Int, file: String) throws(ShellError)
    -> FeedPost
  {
    let at = "\(file): post \(number)"
    guard case .object(let members) = value else {
      throw ShellError(
        "\(at) must be an object like {\"name\": …, \"text\": …} (found \(value.kind))")
    }
    var fields: [String: FeedJSON] = [:]
    for (key, value) in members {
      guard keys.contains(key) else {
        let guess = Suggest.closest(to: key, among: keys).map { "did you mean '\($0)'? " } ?? ""
        let known = keys.map { "'\($0)'" }.joined(separator: ", ")
        throw ShellError("\(at): unknown key '\(quoted(key))' (\(guess)known keys: \(known))")
      }
      guard fields.updateValue(value, forKey: key) == nil else {
        throw ShellError("\(at): '\(key)' appears twice (keep one)")
      }
    }
    let field = Field(at: at)
    guard let name = fields["name"] else { throw ShellError("\(at) has no 'name'") }
    guard let text = fields["text"] else { throw ShellError("\(at) has no 'text'") }
    var post = FeedPost(
      name: try field.string(name, "name", oneLine: true, required: true),
      text: try field.string(text, "text", oneLine: false, required: true))
    if let subtitle = fields["subtitle"] {
      post.subtitle = try field.string(subtitle, "subtitle", oneLine: true, required: false)
    }
    if let retweet = fields["retweet"] {
      post.retweet = try field.string(retweet, "retweet", oneLine: false, required: false)
    }
    if let color = fields["avatarColor"] { post.avatarColor = try field.color(color) }
    if let reposts = fields["reposts"] { post.reposts = try field.count(reposts, "reposts") }
    if let comments = fields["comments"] { post.comments = try field.count(comments, "comments") }
    if let thumbnails = fields["thumbnails"] { post.thumbnails = try field.urls(thumbnails) }
    if let avatar = fields["avatar"] {
      post.avatar = try field.string(avatar, "avatar", oneLine: true, required: false)
    }
    return post
  }

  /// A key from the file, made safe for a one-line message.
  static func quoted(_ key: String) -> String {
    FeedJSON.clip(String(key.unicodeScalars.map { $0.value < 0x20 ? "?" : Character($0) }))
  }
}
