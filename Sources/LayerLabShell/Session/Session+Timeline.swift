import LayerLab

/// `export timeline FILE.png` (placeholder until the swimlane renderer lands).
extension Session {
  func exportTimeline(to path: String, from: Micros?, until: Micros?) throws(ShellError) {
    throw ShellError("'export timeline' is not available yet; use 'export draws FILE.csv'")
  }
}
