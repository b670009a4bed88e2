import LayerLab

extension FeedFile {
  /// Checks one post's values; `at` (`'posts.json': post 3`) starts every message.
  struct Field {
    let at: String

    /// A string value within FeedPost's limits.
    ///
    /// One-line fields (name, subtitle) refuse every control character; the body and the quoted
    /// post may hold line breaks and tabs, which the text pipeline lays out, but nothing else
    /// invisible (a NUL would cut the string short on its way to Pango).
    func string(
      _ value: FeedJSON, _ key: String, oneLine: Bool, required: Bool
    ) throws(ShellError) -> String {
      guard case .string(let text) = value else {
        let hint = if case .null = value { "; leave the key out instead" } else { "" }
        throw ShellError("\(at): '\(key)' must be a string (found \(value.kind)\(hint))")
      }
      if required && text.isEmpty {
        throw ShellError("\(at): '\(key)' is empty (every post needs a 'name' and a 'text')")
      }
      let limit = oneLine ? FeedPost.maxFieldLength : FeedPost.maxTextLength
      guard text.count <= limit else {
        throw ShellError(
          "\(at): '\(key)' is \(text.count) characters long; the most is \(limit) (shorten it)")
      }
      for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
        if oneLine {
          throw ShellError(
            "\(at): '\(key)' must be one line (remove line breaks and control characters)")
        }
        if scalar != "\n" && scalar != "\r" && scalar != "\t" {
          let code = String(scalar.value, radix: 16, uppercase: true)
          let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
          throw ShellError(
            "\(at): '\(key)' holds control character U+\(padded) (only line breaks and tabs"
              + " are allowed)")
        }
      }
      return text
    }

    /// `avatarColor`: a string `ColorValue.parse` accepts.
    func color(_ value: FeedJSON) throws(ShellError) -> Color {
      guard case .string(let text) = value else {
        throw ShellError(
          "\(at): 'avatarColor' must be a string like \"#6A8CB5\" (found \(value.kind))")
      }
      // Keep a long or multi-line value out of the one-line message ColorValue would write.
      guard text.count <= 32, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
        throw ShellError("\(at): 'avatarColor' must be a colour like \"#6A8CB5\"")
      }
      do {
        return try ColorValue.parse(text)
      } catch {
        throw ShellError("\(at): 'avatarColor': \(error.message)")
      }
    }

    /// `reposts` or `comments`: a JSON integer literal from 0 to `FeedPost.maxCount`.
    ///
    /// Judged on the literal as written, so `3.5`, `1e2`, `-1`, `true` and numbers too big for
    /// `Int` are all refused without ever becoming a `Double`.
    /// `"thumbnails"`: an array of at most 9 one-line URL strings.
    func urls(_ value: FeedJSON) throws(ShellError) -> [String] {
      guard case .array(let items) = value else {
        throw ShellError("\(at): 'thumbnails' must be an array of URL strings")
      }
      guard items.count <= FeedPost.maxThumbnails else {
        throw ShellError(
          "\(at): 'thumbnails' holds \(items.count) URLs; a cell shows at most "
            + "\(FeedPost.maxThumbnails)")
      }
      var urls: [String] = []
      for item in items {
        let url = try string(item, "thumbnails", oneLine: true, required: false)
        guard !url.isEmpty else {
          throw ShellError("\(at): 'thumbnails' holds an empty URL (remove it)")
        }
        urls.append(url)
      }
      return urls
    }

    func count(_ value: FeedJSON, _ key: String) throws(ShellError) -> Int {
      let whole = "\(at): '\(key)' must be a whole number ≥ 0 (found \(value.kind))"
      guard case .number(let literal) = value else { throw ShellError(whole) }
      guard literal.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        throw ShellError(whole)
      }
      guard let count = Int(literal), count <= FeedPost.maxCount else {
        throw ShellError(
          "\(at): '\(key)' must be at most \(FeedPost.maxCount) (found \(value.kind))")
      }
      return count
    }
  }
}
