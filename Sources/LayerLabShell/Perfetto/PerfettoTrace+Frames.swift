import LayerLab

/// The packets Chrome JSON has no place for: the frame timeline and per-vsync counters.
extension PerfettoTrace.Builder {
  /// CPU (Xcode's gauge: 100 % = one core), the app's tracked memory and the blank share of
  /// the screen (layers that should show content and show none: content latency), one sample
  /// per vsync, from the rows `export frames` writes.
  mutating func addFrameCounters(_ rows: [FrameRow]) {
    for (order, row) in rows.enumerated() {
      counter(
        "cpu", at: row.vsync, order: order, .double((row.cpu.percent * 10).rounded() / 10),
        unitName: "%")
      counter(
        "memory", at: row.vsync, order: order, .int(Int64(row.memory.appBytes)), unit: .sizeBytes)
      counter(
        "blank area", at: row.vsync, order: order,
        .double((row.blank.percent * 10).rounded() / 10), unitName: "%")
    }
  }

  /// Each frame as a `FrameTimelineEvent` start packet at each slice's start and a
  /// `FrameEnd` at its end, paired by cookie. App frames belong to pid 1; render-server frames
  /// to a second process, as SurfaceFlinger's do on Android, so Perfetto gives each its own
  /// Expected and Actual Timeline tracks.
  mutating func addFrameTimeline(_ timeline: PerfettoFrameTimeline) {
    var server = Perfetto_Protos_TrackDescriptor()
    server.uuid = PerfettoTrace.renderServerUuid
    server.process.pid = PerfettoTrace.renderServerPid
    server.process.processName = "render server"
    describe(server)
    var cookie: Int64 = 0
    var order = 0
    func slice(
      _ start: Perfetto_Protos_FrameTimelineEvent, from: Micros, to: Micros,
      into builder: inout Self
    ) {
      var begin = Perfetto_Protos_TracePacket()
      begin.frameTimelineEvent = start
      var end = Perfetto_Protos_TracePacket()
      end.frameTimelineEvent.frameEnd.cookie = cookie
      builder.add(from, .frame, order, begin)
      builder.add(to, .frame, order + 1, end)
      order += 2
    }
    for frame in timeline.app {
      cookie += 1
      var expected = Perfetto_Protos_FrameTimelineEvent()
      expected.expectedSurfaceFrameStart = .with {
        $0.cookie = cookie
        $0.token = frame.token
        $0.displayFrameToken = frame.displayToken
        $0.pid = PerfettoTrace.pid
        $0.layerName = PerfettoTrace.layerName
      }
      slice(expected, from: frame.expected.start, to: frame.expected.end, into: &self)
      cookie += 1
      var actual = Perfetto_Protos_FrameTimelineEvent()
      actual.actualSurfaceFrameStart = .with {
        $0.cookie = cookie
        $0.token = frame.token
        $0.displayFrameToken = frame.displayToken
        $0.pid = PerfettoTrace.pid
        $0.layerName = PerfettoTrace.layerName
        $0.presentType = Self.present(frame.present)
        $0.onTimeFinish = frame.onTimeFinish
        $0.gpuComposition = false
        $0.jankType = frame.jank.rawValue
        $0.predictionType = .predictionValid
        $0.isBuffer = true
        $0.presentDelayMillis = Float(frame.presentDelay) / 1000
      }
      slice(actual, from: frame.actual.start, to: frame.actual.end, into: &self)
    }
    for frame in timeline.renderServer {
      cookie += 1
      var expected = Perfetto_Protos_FrameTimelineEvent()
      expected.expectedDisplayFrameStart = .with {
        $0.cookie = cookie
        $0.token = frame.token
        $0.pid = PerfettoTrace.renderServerPid
      }
      slice(expected, from: frame.expected.start, to: frame.expected.end, into: &self)
      cookie += 1
      var actual = Perfetto_Protos_FrameTimelineEvent()
      actual.actualDisplayFrameStart = .with {
        $0.cookie = cookie
        $0.token = frame.token
        $0.pid = PerfettoTrace.renderServerPid
        $0.presentType = Self.present(frame.present)
        $0.onTimeFinish = frame.onTimeFinish
        $0.gpuComposition = false
        $0.jankType = frame.jank.rawValue
        $0.predictionType = .predictionValid
        $0.presentDelayMillis = Float(frame.presentDelay) / 1000
      }
      slice(actual, from: frame.actual.start, to: frame.actual.end, into: &self)
    }
  }

  private static func present(_ present: PerfettoFrameTimeline.Present)
    -> Perfetto_Protos_FrameTimelineEvent.PresentType
  {
    switch present {
    case .onTime: .presentOnTime
    case .late: .presentLate
    case .dropped: .presentDropped
    }
  }
}

extension PerfettoTrace {
  /// The layer name on app frames: LayerLab draws one window.
  static let layerName = "layerlab window"
}
