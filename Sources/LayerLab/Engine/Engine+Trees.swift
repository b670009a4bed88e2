/// The layer trees the render server and the screen work from, made from the views (the
/// façade's own extension: the render server reads them through `ProcessContext`).
extension Engine {
  /// The tree as of the last CA commit: what the render server works on.
  public var committedTree: RenderTree {
    RenderTree(roots: main.viewLayers.of(views)) { $0.commitState.committed }
  }

  /// The tree as of the last vsync: what the screen shows.
  public var presentedTree: RenderTree {
    RenderTree(roots: main.viewLayers.of(views)) { $0.commitState.presented }
  }
}
