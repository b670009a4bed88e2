import LayerLab

/// `explain frame N` on content: a frame can be on time and still show rows without their
/// contents — the price of drawing off main (YYLabel's cleared labels, VVebo's skipped rows,
/// Texture nodes not rendered ahead) or of waiting for pictures; each blank layer is asked
/// which (``BlankCause``).
extension FrameExplanation {
  /// The most blank layers named in one explanation.
  static let maxBlankListed = 6

  /// Nothing for a frame with its contents all on screen; else the blank area, the layers,
  /// and why they are blank.
  func blankLines(_ frame: FrameRecord) -> [String] {
    guard frame.blank.blankPixels > 0 else { return [] }
    let hitch = frame.appeared?.hitch ?? FramePipeline.HitchKind.none
    let onTime = hitch == FramePipeline.HitchKind.none ? "on time but " : ""
    var lines = [
      "  \(onTime)blank: \(Format.count(frame.blank.blankLayers, "layer")) on screen without contents, "
        + "\(Format.grouped(frame.blank.blankPixels)) px (\(Stats.tenths(frame.blank.percent)) % of the screen)"
    ]
    // The names come from the render record of the commit on screen (kept once per commit);
    // each is asked what it was waiting for when that commit was made.
    let record = engine.recording.renders.last { $0.commit == frame.shows && !$0.animation }
    if let record, !record.blankLayers.isEmpty {
      let names = record.blankLayers
      let listed = names.prefix(FrameExplanation.maxBlankListed).joined(separator: ", ")
      let more = names.count > FrameExplanation.maxBlankListed ? ", …" : ""
      lines.append("  blank layers: \(listed)\(more)")
      let causes = BlankCause.of(names, committedAt: record.committedAt, in: engine.recording)
      lines.append(
        "  why, at commit \(record.commit): "
          + BlankCause.clauses(names, causes).joined(separator: "; "))
    }
    lines.append("  'stats' has time to content, 'save screen blank PATH' tints them")
    return lines
  }
}
