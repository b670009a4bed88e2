import LayerLab

/// `export chrome FILE.json` (placeholder until the Chrome trace writer lands).
extension Session {
  func exportChrome(to path: String) throws(ShellError) {
    throw ShellError("'export chrome' is not available yet; use 'export events FILE.csv'")
  }
}
