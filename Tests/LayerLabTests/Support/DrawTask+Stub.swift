@testable import LayerLab

extension DrawTask {
  /// An async draw of an empty 1×1 label on `queue`, arrived at `readyAt`: for tests of who
  /// runs a draw and when (queue picks, core plans), where what it draws does not matter.
  static func stub(_ draw: Int, on queue: RenderQueue, readyAt: Micros = 0) -> DrawTask {
    DrawTask(
      draw: draw, layer: Layer(name: "l\(draw)", frame: .zero), captured: 0,
      request: RenderRequest(
        width: 1, height: 1, scale: 1, opaque: false, background: nil,
        content: .label(
          LabelDrawing(
            text: "", font: "", textColor: .black, alignment: .left, lineSpacing: 0,
            numberOfLines: 1))), queue: queue, readyAt: readyAt)
  }
}
