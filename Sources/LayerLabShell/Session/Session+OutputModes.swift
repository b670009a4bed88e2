/// `.timer`, `.mode`, `.headers`, `.output`, `.once`, `apropos` (placeholders until the
/// output-mode work lands).
extension Session {
  func setTimer(_ on: Bool) throws(ShellError) {
    throw ShellError("'.timer' is not available yet")
  }

  func setMode(_ mode: String) throws(ShellError) {
    throw ShellError("'.mode' is not available yet")
  }

  func setHeaders(_ on: Bool) throws(ShellError) {
    throw ShellError("'.headers' is not available yet")
  }

  func setOutput(_ path: String?) throws(ShellError) {
    throw ShellError("'.output' is not available yet")
  }

  func setOnce(_ path: String) throws(ShellError) {
    throw ShellError("'.once' is not available yet")
  }

  func apropos(_ word: String) throws(ShellError) {
    throw ShellError("'apropos' is not available yet")
  }
}
