/// The table's property table: `frame`, `strategy`, `contentOffset` and `thumbnails` can be
/// set (the frame only at creation); the rest follow from the rows and the scrolling.
extension TableView {
  static let table = PropertyTable<TableView>(
    [
      ViewProperty(
        "rows", .text, "at creation: a row count (synthetic feed) or a FILE.json of posts",
        get: { .integer($0.rowCount) }),
      ViewProperty(
        "seed", .integer(0...2_147_483_647), "at creation: the synthetic feed's seed",
        get: { $0.seed.map { .integer($0) } }),
      ViewProperty(
        "frame", .rect, "the viewport on screen, in points (the whole screen)",
        get: { .rect($0.layer.frame) }, assign: { if case .rect(let v) = $1 { $0.layer.frame = v } }
      ),
      // A table with cells switches in `set` (``switchStrategy(to:in:)``): the old strategy
      // hands its cells back first, which needs the engine `assign` does not have.
      ViewProperty(
        "strategy", .choice(TableStrategy.allCases.map(\.rawValue)),
        "how cells draw: " + TableStrategy.listed(TableStrategy.allCases, joiner: "or"),
        get: { .choice($0.strategy.rawValue) },
        assign: {
          if case .choice(let raw) = $1 {
            $0.behaviour = (TableStrategy(rawValue: raw) ?? .sync).makeBehaviour()
          }
        }),
      ViewProperty(
        "layerClass", .choice(LayerClasses.names),
        "a prototype's labels under strategy=async: yy = YYAsyncLayers (marked at once, "
          + "cleared first); ad = the demo's ADLabels on ADLayers (two-state flag, no clear, no "
          + "fade, no check on main; redraws deferred through ADManager's task set)",
        get: { .choice($0.layerClass.name) },
        assign: {
          if case .choice(let raw) = $1, let made = LayerClasses.named(raw) { $0.layerClass = made }
        },
        effect: { table, engine, _ in
          // Like a new strategy: every cell's labels take it, the visible ones redraw.
          for cell in table.tableCells { cell.applyLayering(table.cellLayering) }
          table.reconfigureVisible(in: engine)
        }),
      ViewProperty(
        "layers", .choice(CellLayers.allCases.map(\.rawValue)),
        "composite: VVebo's opaque cell bitmap (a prototype's flattened=true views drawn "
          + "into it); separate: every view a layer of its own, as a UIKit cell builds it",
        get: { .choice($0.layers.rawValue) },
        assign: {
          if case .choice(let raw) = $1 { $0.layers = CellLayers(rawValue: raw) ?? .composite }
        },
        effect: { table, engine, _ in
          // Like a new strategy: every cell takes it, the visible ones are drawn again.
          for cell in table.tableCells { cell.applyLayers(table.layers, in: engine) }
          table.reconfigureVisible(in: engine)
        }),
      ViewProperty(
        "cell", .text,
        "at creation: feed (VVebo's cell, the prototype feedCell that Prototypes/feed.lab "
          + "declares; the default), a prototype's name (new prototype), or news: the "
          + "AsyncDraw demo's cell, the prototype newsCell that Prototypes/news.lab declares "
          + "(title, 200 pt picture, content; rows=N are the demo's Chinese headline and intro "
          + "with a random run of its emoji and 等; under strategy=sync its UILabel is given a "
          + "new attributed string and its picture downloaded on main for every row shown)",
        get: { .text($0.prototype.name) }),
      imagesSwitch(
        "images",
        "a prototype's image views: show each row's picture (false keeps them empty, the "
          + "AsyncDraw demo's kOnlyShowText); the same switch as thumbnails"),
      ViewProperty(
        "contentOffset", .number(0...100_000_000),
        "the scroll position in points; setting jumps", get: { .number($0.contentOffset) },
        assign: { if case .number(let v) = $1 { $0.contentOffset = max(0, v) } }),
      imagesSwitch(
        "thumbnails", "fetch avatars and thumbnails through the image pipeline (false)"),
      ViewProperty(
        "estimatedRowHeight", .text,
        "at creation: UITableView's estimatedRowHeight. automatic (the default since iOS 11): "
          + "heights asked on main as rows near the screen, during the scroll, rows not asked "
          + "yet 44 pt; PT: the same, rows not asked yet PT tall; 0: every row's height asked "
          + "at reloadData (iOS 10). A height measured from text costs that text's layout",
        get: { .text($0.estimatedRowHeight.description) },
        assign: {
          if case .text(let raw) = $1, let estimate = RowHeightEstimate(raw) {
            $0.heights.estimate = estimate
          }
        }),
      ViewProperty(
        "prefetch", .choice(PrefetchMode.allCases.map(\.rawValue)),
        "the app's prefetch data source (UITableViewDataSourcePrefetching): off (none, UIKit's "
          + "default), data (the image downloads of the rows a screen ahead start before "
          + "their cells are configured), or cells (those downloads and iOS 15's cell "
          + "prefetching: the next row's cell configured in a scroll frame's spare time after "
          + "the commit — on for apps built with the iOS 15 SDK; off by default here, as the "
          + "model's other defaults are iOS 11–12's)",
        get: { .choice($0.prefetcher.mode.rawValue) },
        assign: {
          if case .choice(let raw) = $1 { $0.prefetcher.mode = PrefetchMode(rawValue: raw) ?? .off }
        },
        effect: { table, engine, _ in table.prefetcher.prefetch(for: table, in: engine) }),
      ViewProperty(
        "bounces", .bool,
        "UIScrollView's bounces (true, UIKit's default): past an edge a drag is rubber-banded "
          + "and a fling overshoots it and springs back; false stops dead at the edges",
        get: { .bool($0.scroll.bounces) },
        assign: { if case .bool(let v) = $1 { $0.scroll.bounces = v } }),
      ViewProperty(
        "contentHeight", .number(0...100_000_000), "(read-only) all rows' heights",
        get: { .number($0.geometry.contentHeight) }),
      ViewProperty(
        "visibleRows", .text, "(read-only) the rows on screen, first-last",
        get: { .text(RowSpan($0.visibleRows).description) }),
      ViewProperty(
        "state", .text, "(read-only) idle, dragging, decelerating or animating",
        get: { .text($0.state) }),
      ViewProperty(
        "needLoad", .text, "(read-only) VVebo's list of rows to draw after a fling",
        get: { .text($0.needLoad.isEmpty ? "none" : RowSpan($0.needLoad.sorted()).description) }),
      ViewProperty(
        "source", .text, "(read-only) where the rows came from", get: { .text($0.source) }),
      ViewProperty(
        "cells", .text, "(read-only) cells made, on screen and in the reuse pool",
        get: { .text($0.behaviour.cellCounts(of: $0)) }),
    ] + LayerStyleRows.rows(),
    readOnly: ["contentHeight", "visibleRows", "state", "needLoad", "source", "cells"])

  public static let properties = table.infos
  /// Properties a statement may not set: they follow from scrolling.
  public static let readOnly = table.readOnly

  public func value(of property: String) -> PropertyValue? {
    TableView.table.value(of: property, in: self)
  }

  /// Refuses what a table cannot take now: read-only and creation-only properties, a frame
  /// outside 100 pt … twice the screen, and changes while it scrolls.
  func check(_ property: String, _ value: PropertyValue, creating: Bool, in engine: Engine)
    throws(ModelError)
  {
    _ = try TableView.table.checked(property, value, on: self)
    if TableView.readOnly.contains(property) {
      throw ModelError("'\(property)' is read-only; it follows from scrolling")
    }
    switch (property, value) {
    case ("frame", .rect(let frame)):
      guard creating else {
        throw ModelError("a table's frame is set at creation: new table NAME frame=X,Y,W,H …")
      }
      guard frame.width >= 100, frame.height >= 100 else {
        throw ModelError("a table needs a frame at least 100x100 pt")
      }
      let screen = engine.device
      guard frame.width <= screen.screenWidth * 2, frame.height <= screen.screenHeight * 2 else {
        throw ModelError(
          "a table at most twice the screen (\(Rect.format(screen.screenWidth * 2))x"
            + "\(Rect.format(screen.screenHeight * 2)) pt) fits the bitmap budget")
      }
    case ("strategy", _):
      if !creating, scroll.motion != nil || scrollingToTop {
        throw ModelError("table '\(name)' is \(state); change its strategy when it is idle")
      }
    case ("layerClass", .choice(let raw)):
      if !creating {
        if scroll.motion != nil || scrollingToTop {
          throw ModelError("table '\(name)' is \(state); change its layerClass when it is idle")
        }
      }
    case ("thumbnails", _), ("images", _), ("layers", _):
      if !creating, scroll.motion != nil || scrollingToTop {
        throw ModelError("table '\(name)' is \(state); change it when it is idle")
      }
      if !creating, property != "layers" { try heights.checkNodeLayoutRoom(of: self) }
    case ("contentOffset", _):
      if !creating, scroll.motion != nil {
        throw ModelError("table '\(name)' is \(state); tap() it first")
      }
    case ("cell", _) where !creating:
      throw ModelError("a table's cell is set at creation: new table NAME rows=N cell=news")
    case ("cell", .text(let raw)):
      guard raw == "feed" || engine.views[raw] is CellPrototype else {
        throw ModelError(
          "bad value '\(raw)' for 'cell' (feed, news, or a prototype: new prototype \(raw) …)")
      }
    case ("estimatedRowHeight", _) where !creating:
      throw ModelError(
        "a table's estimatedRowHeight is set at creation: new table NAME rows=N "
          + "estimatedRowHeight=automatic|PT|0")
    case ("estimatedRowHeight", .text(let raw)):
      guard RowHeightEstimate(raw) != nil else { throw RowHeightEstimate.refusal(raw) }
    case ("rows", _), ("seed", _):
      throw ModelError("'\(property)' is set at creation only (new table NAME rows=N seed=S)")
    default:
      break
    }
  }

  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try check(property, value, creating: false, in: engine)
    return nil
  }

  /// A setter: a new strategy reconfigures the visible cells; a new offset is a jump.
  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    if property == "contentOffset", case .number(let offset) = value {
      setContentOffset(offset, in: engine)
    } else if property == "strategy", case .choice(let raw) = value,
      let strategy = TableStrategy(rawValue: raw)
    {
      // Always reconfigures, even for the same strategy (a way to redraw every cell).
      switchStrategy(to: strategy, in: engine)
    } else {
      TableView.table.set(property, value, on: self, in: engine)
    }
  }
}

extension TableView {
  /// `thumbnails` and its prototype name `images`: one switch; a change measures every row
  /// again (pictures change a feed cell's height) and reconfigures the visible cells.
  fileprivate static func imagesSwitch(_ name: String, _ summary: String) -> ViewProperty<
    TableView
  > {
    ViewProperty(
      name, .bool, summary, get: { .bool($0.showsThumbnails) },
      assign: { if case .bool(let v) = $1 { $0.showsThumbnails = v } },
      effect: { table, engine, _ in
        if table.laysOutNodesInBackground {
          return table.heights.beginNodeLayout(of: table, remeasure: true, in: engine)
        }
        table.heights.forgetLayouts()
        table.reloadHeights(in: engine)
        table.reconfigureVisible(in: engine)
      })
  }
}
