import LayerLab
import SwiftProtobuf

/// A session as a Perfetto-native trace (`export perfetto FILE.pftrace`): protobuf
/// `TracePacket`s, which Perfetto reads without the JSON importer's "best-effort" guesses and
/// which can carry what Chrome JSON cannot, the Android-style frame timeline.
///
/// It holds what `export chrome` holds, built by the same code and translated packet by packet
/// (`ChromeTrace` decides the slices, their nesting, instants, counters and flow points; this
/// type only re-encodes them): one process track (pid 1) and a thread track per thread, queue
/// and core, slices as `TYPE_SLICE_BEGIN`/`END` pairs with the Chrome args as debug
/// annotations, instants, flows as `flow_ids` on the slices the Chrome flow points bind to,
/// and the Chrome counters (fps, queue depth, draws in flight) as counter tracks. It adds
/// what JSON has no place for: CPU and memory counters per vsync, and an Expected and an
/// Actual frame timeline per frame with Perfetto's jank types (`PerfettoFrameTimeline`).
///
/// Times are the virtual clock's microseconds × 1000 (Perfetto counts nanoseconds); nothing
/// reads the host clock and every map is walked in a fixed order, so under `clock model` the
/// same statements give the same bytes.
struct PerfettoTrace {
  var packets: [Perfetto_Protos_TracePacket]
  /// How many Chrome events became packets (metadata became track descriptors).
  var events: Int

  /// All packets share one writer sequence, as a single-threaded writer's would.
  static let sequence: UInt32 = 1
  /// The app's process track; thread tracks are `threadBase + tid`, counter tracks
  /// `counterBase + n`, and the render server's frame-timeline process `renderServerPid`.
  static let processUuid: UInt64 = 1
  static let threadBase: UInt64 = 1_000
  static let counterBase: UInt64 = 100_000
  static let pid: Int32 = 1
  /// The frame timeline's display frames belong to the render server, a process of its own on
  /// iOS (backboardd), as SurfaceFlinger's are on Android. Its pid is far above the thread
  /// tracks' tids (1, 2, … as in the Chrome export): Perfetto takes a process's pid to be its
  /// main thread's tid, so pid 2 would have claimed the render-server thread (tid 2).
  static let renderServerPid: Int32 = 10_000
  static let renderServerUuid: UInt64 = 2

  /// The trace of everything `engine` has recorded so far.
  init(engine: Engine) {
    let chrome = ChromeTrace(engine: engine)
    var builder = Builder()
    builder.describeTracks(chrome.events)
    builder.translate(chrome.events)
    builder.addFrameCounters(engine.frameRows)
    builder.addFrameTimeline(PerfettoFrameTimeline(engine: engine))
    packets = builder.finish()
    events = chrome.events.count
  }

  /// The `Trace` message's bytes: what a `.pftrace` file holds.
  func serialized() -> [UInt8] {
    var trace = Perfetto_Protos_Trace()
    trace.packet = packets
    // Deterministic: every field of these messages is written in field-number order, and they
    // hold no maps, so the bytes depend only on the values.
    let data: [UInt8] = (try? trace.serializedBytes()) ?? []
    return data
  }

  /// Nanoseconds, Perfetto's unit, from the virtual clock's microseconds.
  static func nanos(_ micros: Micros) -> UInt64 { UInt64(max(0, micros)) * 1_000 }
}
