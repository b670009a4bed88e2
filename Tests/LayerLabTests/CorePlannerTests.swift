import Testing

@testable import LayerLab

/// `CorePlanner` on its own, with render queues made by hand: the queues say who is
/// runnable; the plan hands out the cores, starts the tasks of the threads that got one,
/// records who ran where, and remembers what it saw so a later event knows it is stale.
struct CorePlannerTests {
  /// A serial render queue holding one async draw that arrived at time 0.
  func queueWithADraw(_ ordinal: Int) -> RenderQueue {
    let queue = RenderQueue(label: "q\(ordinal)", qos: .userInitiated, ordinal: ordinal)
    queue.pending.append(DrawTask.stub(ordinal, on: queue))
    return queue
  }

  /// The iPhone 6's two cores and three arrived draws, main idle: two threads get a core and
  /// start, the third waits, and the peak of drawing cores is two. When one draw ends the plan
  /// is stale; the next plan hands the freed core to the waiting thread, whose draw counts
  /// the time it waited and names the core it got.
  @Test func twoCoresStartTwoOfThreeDrawsAndTheFreedCoreGoesToTheThird() throws {
    let h = Harness(device: .iphone6)
    try #require(!h.engine.main.core.isOnCPU(at: 0) && h.engine.server.cpuBusyUntil <= 0)
    let planner = CorePlanner(context: ProcessContext(h.engine), device: .iphone6)
    let queues = (0..<3).map(queueWithADraw)
    var started: [String] = []
    func plan(at time: Micros) {
      planner.plan(queues, at: time) { _, queue in
        queue.startHead(at: time)
        started.append(queue.label)
      }
    }

    plan(at: 0)
    #expect(started == ["q0", "q1"])
    #expect(queues[2].core == nil && queues[2].running == nil, "no core left for q2")
    #expect(planner.peakBusy == 2)
    #expect(!planner.needsPlan(at: 0, queues: queues), "the plan is what it just saw")

    let freed = try #require(queues[0].core)
    queues[0].running = nil
    #expect(planner.needsPlan(at: 10, queues: queues), "q0 no longer wants its core")
    plan(at: 10)
    #expect(started == ["q0", "q1", "q2"])
    #expect(queues[0].core == nil && queues[2].core == freed)
    let third = try #require(queues[2].running)
    #expect(third.waited == 10)
    #expect(third.cores == [h.engine.device.cpuCores[freed].label])
    #expect(planner.peakBusy == 2, "never more than two drew at once")

    let slices = h.engine.recording.cpuSlices(upTo: 20)
    let q0 = try #require(slices.first { $0.thread == "q0" })
    #expect(q0.start == 0 && q0.end == 10)
    #expect(slices.contains { $0.thread == "q2" && $0.start == 10 })
  }
}
