import LayerLab
import OrderedCollections

extension PerfettoTrace {
  /// Collects packets with their place in time, then writes them in order.
  struct Builder {
    /// Order among packets at the same time, the Chrome export's (`ChromeEvent.Phase
    /// .rankAtSameTime`) with slices split in two: an instant on a boundary belongs to the
    /// slice ending there, so instants come first; slices that end come before slices that
    /// begin (Perfetto's slices are closed-left, open-right); counters last.
    enum Rank: Int, Comparable {
      case instant, end, begin, frame, counter
      static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    private struct Timed {
      var time: Micros
      var rank: Rank
      /// Breaks ties: slices ending together end innermost first (the reverse of the order
      /// they began in); everything else keeps the order it was made in.
      var order: Int
      var packet: Perfetto_Protos_TracePacket
    }

    private var descriptors: [Perfetto_Protos_TracePacket] = []
    private var timed: [Timed] = []
    /// Thread track uuids by Chrome tid.
    private var threads: [Int: UInt64] = [:]
    /// Counter track uuids by name, in order of first use.
    private var counters: OrderedDictionary<String, UInt64> = [:]
    /// Per thread track, the slice begun last: where a flow point at its start binds.
    private var lastBegin: [Int: (time: Micros, index: Int)] = [:]

    init() {}

    /// The process track and one thread track per `thread_name` metadata event, ranked as the
    /// Chrome trace sorts them (`thread_sort_index`).
    mutating func describeTracks(_ events: [ChromeEvent]) {
      var process = Perfetto_Protos_TrackDescriptor()
      process.uuid = PerfettoTrace.processUuid
      process.process.pid = PerfettoTrace.pid
      process.process.processName = "layerlab"
      process.childOrdering = .explicit
      descriptors.append(Self.packet(process))
      var ranks: [Int: Int32] = [:]
      for event in events where event.phase == .metadata && event.name == "thread_sort_index" {
        if let tid = event.tid, case .int(let rank)? = event.args["sort_index"] {
          ranks[tid] = Int32(rank)
        }
      }
      for event in events where event.phase == .metadata && event.name == "thread_name" {
        guard let tid = event.tid, case .string(let name)? = event.args["name"] else { continue }
        var track = Perfetto_Protos_TrackDescriptor()
        track.uuid = PerfettoTrace.threadBase + UInt64(tid)
        track.thread.pid = PerfettoTrace.pid
        track.thread.tid = Int64(tid)
        track.thread.threadName = name
        track.siblingOrderRank = ranks[tid] ?? Int32(tid)
        threads[tid] = track.uuid
        descriptors.append(Self.packet(track))
      }
    }

    /// Every Chrome event but metadata, as track events.
    mutating func translate(_ events: [ChromeEvent]) {
      for (order, event) in events.enumerated() {
        guard let ts = event.ts else { continue }
        switch event.phase {
        case .metadata:
          continue
        case .complete:
          guard let uuid = track(of: event) else { continue }
          var begin = Self.trackEvent(.sliceBegin, on: uuid)
          begin.name = event.name
          if let category = event.category { begin.categories = [category] }
          begin.debugAnnotations = Self.annotations(event.args)
          lastBegin[event.tid ?? 0] = (ts, timed.count)
          add(ts, .begin, order, begin)
          add(ts + (event.dur ?? 0), .end, -order, Self.trackEvent(.sliceEnd, on: uuid))
        case .instant:
          guard let uuid = track(of: event) else { continue }
          var instant = Self.trackEvent(.instant, on: uuid)
          instant.name = event.name
          if let category = event.category { instant.categories = [category] }
          instant.debugAnnotations = Self.annotations(event.args)
          add(ts, .instant, order, instant)
        case .flowStart, .flowStep, .flowEnd:
          // `ChromeTrace.ordered` puts a flow point right after the slices beginning at its
          // time, so the slice begun last on its track is the one the point binds to.
          guard let tid = event.tid, let id = event.id, let begin = lastBegin[tid],
            begin.time == ts
          else { continue }
          if event.phase == .flowEnd {
            timed[begin.index].packet.trackEvent.terminatingFlowIds.append(UInt64(id))
          } else {
            timed[begin.index].packet.trackEvent.flowIds.append(UInt64(id))
          }
        case .counter:
          for key in event.args.keys.sorted() {
            let name = key == event.name ? key : event.name + " " + key
            switch event.args[key] {
            case .int(let value)?: counter(name, at: ts, order: order, .int(value))
            case .number(let value)?: counter(name, at: ts, order: order, .double(value))
            default: continue
            }
          }
        }
      }
    }

    /// A value on a counter track.
    enum CounterValue {
      case int(Int64)
      case double(Double)
    }

    /// Adds a sample to counter track `name`, declaring the track on first use.
    mutating func counter(
      _ name: String, at time: Micros, order: Int, _ value: CounterValue,
      unit: Perfetto_Protos_CounterDescriptor.Unit = .unspecified, unitName: String? = nil
    ) {
      let uuid: UInt64
      if let known = counters[name] {
        uuid = known
      } else {
        uuid = PerfettoTrace.counterBase + UInt64(counters.count)
        counters[name] = uuid
        var track = Perfetto_Protos_TrackDescriptor()
        track.uuid = uuid
        track.parentUuid = PerfettoTrace.processUuid
        track.name = name
        track.counter.unit = unit
        if let unitName { track.counter.unitName = unitName }
        track.siblingOrderRank = Int32(1_000 + counters.count)
        descriptors.append(Self.packet(track))
      }
      var event = Self.trackEvent(.counter, on: uuid)
      switch value {
      case .int(let number): event.counterValue = number
      case .double(let number): event.doubleCounterValue = number
      }
      add(time, .counter, order, event)
    }

    /// Adds a packet that is not a track event (the frame timeline's).
    mutating func add(
      _ time: Micros, _ rank: Rank, _ order: Int, _ packet: Perfetto_Protos_TracePacket
    ) {
      var packet = packet
      packet.timestamp = PerfettoTrace.nanos(time)
      timed.append(Timed(time: time, rank: rank, order: order, packet: packet))
    }

    /// Adds a descriptor packet (written before every timed packet).
    mutating func describe(_ track: Perfetto_Protos_TrackDescriptor) {
      descriptors.append(Self.packet(track))
    }

    private mutating func add(
      _ time: Micros, _ rank: Rank, _ order: Int, _ event: Perfetto_Protos_TrackEvent
    ) {
      var packet = Perfetto_Protos_TracePacket()
      packet.trackEvent = event
      add(time, rank, order, packet)
    }

    /// The descriptors, then the timed packets in order, all on one sequence; the first
    /// packet says the sequence starts clean (no state carried over from before).
    func finish() -> [Perfetto_Protos_TracePacket] {
      let sorted = timed.enumerated().sorted { a, b in
        let (x, y) = (a.element, b.element)
        if x.time != y.time { return x.time < y.time }
        if x.rank != y.rank { return x.rank < y.rank }
        if x.order != y.order { return x.order < y.order }
        return a.offset < b.offset
      }.map(\.element.packet)
      var packets = descriptors + sorted
      for index in packets.indices {
        packets[index].trustedPacketSequenceID = PerfettoTrace.sequence
      }
      if !packets.isEmpty {
        packets[0].sequenceFlags = UInt32(
          Perfetto_Protos_TracePacket.SequenceFlags.seqIncrementalStateCleared.rawValue)
      }
      return packets
    }

    private func track(of event: ChromeEvent) -> UInt64? {
      event.tid.flatMap { threads[$0] }
    }

    private static func packet(_ track: Perfetto_Protos_TrackDescriptor)
      -> Perfetto_Protos_TracePacket
    {
      var packet = Perfetto_Protos_TracePacket()
      packet.trackDescriptor = track
      return packet
    }

    private static func trackEvent(_ type: Perfetto_Protos_TrackEvent.TypeEnum, on uuid: UInt64)
      -> Perfetto_Protos_TrackEvent
    {
      var event = Perfetto_Protos_TrackEvent()
      event.type = type
      event.trackUuid = uuid
      return event
    }

    /// Chrome args as debug annotations, by name (a dictionary has no order of its own).
    private static func annotations(_ args: [String: ChromeValue])
      -> [Perfetto_Protos_DebugAnnotation]
    {
      args.keys.sorted().map { key in
        var annotation = Perfetto_Protos_DebugAnnotation()
        annotation.name = key
        switch args[key] {
        case .int(let value)?: annotation.intValue = value
        case .string(let value)?: annotation.stringValue = value
        case .number(let value)?: annotation.doubleValue = value
        case nil: break
        }
        return annotation
      }
    }
  }
}
