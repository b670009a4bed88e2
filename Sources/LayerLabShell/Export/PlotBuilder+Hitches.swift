import LayerLab
import LayerLabRender

/// `plot hitches`: what Instruments' Animation Hitches track shows — each frame that reached
/// the screen as a bar as wide and as tall as its presentation interval, the part beyond one
/// refresh interval coloured by the hitch's kind (commit or render).
///
/// Why presentation intervals and not display-link callbacks (`plot frametime`): a callback
/// that fires late makes the next interval look short, so that plot dips to ~0 after every
/// late tick and draws a ramp through a long stall; the screen is what the user sees.
///
/// A frame's interval runs from the later of the previous presentation and one refresh
/// interval before the vsync the frame was expected at (`FrameRecord.Appeared.hitchTime` is
/// how late it was) to its own presentation. So a smooth animation reads one interval per
/// frame, a frame after an idle stretch one interval too (the screen was not supposed to
/// change meanwhile), and a frame that appeared n vsyncs late n + 1 intervals — or fewer when
/// the frame before it was late already, so one stall is not counted twice. A frame under
/// triple buffering (not a hitch in Apple's terms: the frame was expected a vsync later)
/// reads one interval.
///
/// The strip under the plot marks every late frame, as `plot frametime` does and `stats`
/// counts them; a bar shows a stall only where the screen kept a frame longer than one
/// interval. The two differ when the render server stays behind: each frame is late (it
/// appeared a vsync after it was expected) but a new one appears at every vsync — "not every
/// hitch causes a frame drop" (Apple, "Understanding hitches in your app").
extension PlotBuilder {
  func hitches() -> PlotSpec {
    let interval = Double(frameInterval) / 1000
    var bars: [PlotBar] = []
    var marks: [PlotMark] = []
    var worst = 0.0
    var counts: [(late: Int, stalls: Int, time: Micros)] = []
    for (index, run) in runs.enumerated() {
      var previous: Micros?
      var count = (late: 0, stalls: 0, time: Micros(0))
      for row in run.rows {
        guard let appeared = row.appeared else { continue }
        let expected = row.vsync - appeared.hitchTime
        let start = max(previous ?? .min, expected - frameInterval)
        previous = row.vsync
        let kind: PlotMark.Kind? =
          switch appeared.hitch {
          case .commit: .commitHitch
          case .render: .renderHitch
          case .none: nil
          }
        let value = Double(row.vsync - start) / 1000
        worst = max(worst, value)
        // Vsyncs fall on whole microseconds, 16 666 or 16 667 µs apart at 60 Hz: a stall is
        // at least two intervals, so half an interval over one tells them apart.
        let stall = row.vsync - start > frameInterval + frameInterval / 2
        bars.append(
          PlotBar(
            start: start, end: row.vsync, value: value, base: interval,
            excess: stall ? kind : nil, series: index))
        guard let kind else { continue }
        marks.append(PlotMark(time: row.vsync, kind: kind, series: index))
        guard run.counts(row.vsync) else { continue }
        count.late += 1
        if stall {
          count.stalls += 1
          count.time += row.vsync - start - frameInterval
        }
      }
      counts.append(count)
    }
    let top = min(max(interval * 3, worst * 1.1), interval * 8)
    let figures = zip(runs, counts).map { run, count in
      (runs.count == 1 ? "" : run.name + " ")
        + "\(count.late) late, \(count.stalls) held longer (+\(TimelineAxis.duration(count.time)))"
    }
    var subtitle =
      "how long each frame stayed on screen; past one refresh, the hitch by kind · late frames "
      + "marked below · frames (\(runs.first?.windowName ?? "the session")): "
      + figures.joined(separator: ", ")
    if worst > top {
      subtitle += " · worst \(TimelineAxis.duration(Int64(worst * 1000))) runs off the top"
    }
    return PlotSpec(
      subtitle: subtitle, x: window, xLabel: "virtual time (ms)",
      yLabel: "presentation interval (ms)", yMax: top,
      series: runs.map { PlotSeries(name: $0.name, points: []) },
      guides: [
        PlotGuide(y: interval, label: "1 frame: \(TimelineAxis.duration(frameInterval))"),
        PlotGuide(
          y: interval * 2, label: "2 frames: \(TimelineAxis.duration(2 * frameInterval))"),
      ],
      marks: marks, bars: bars)
  }
}
