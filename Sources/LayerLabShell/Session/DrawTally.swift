import LayerLab

/// Draw outcomes added up, as `stats` and `compare` both report them.
struct DrawTally {
  /// Draws that did work: started on a queue (or main) and got past C1.
  var executed = 0
  var cancelled = 0
  /// Committed draws whose layer had been marked again before they landed (AsyncDraw's bug).
  var stale = 0
  /// Render time of cancelled draws, up to where they stopped.
  var wasted: Micros = 0
  /// Render time of committed draws.
  var committedCost: Micros = 0

  init(_ draws: [DrawRecord]) {
    for draw in draws {
      if draw.times.started != nil, draw.cancelledAt != "C1" { executed += 1 }
      switch draw.outcome {
      case .cancelled:
        cancelled += 1
        wasted += draw.drawCost ?? 0
      case .committed:
        committedCost += draw.drawCost ?? 0
        if draw.sentinelEnd != draw.sentinel { stale += 1 }
      case .cleared, nil:
        break
      }
    }
  }
}
