import OrderedCollections

/// Every view's layer, in the order the views were made: what the commit's scan for changed
/// layers and the render tree's search for roots walk at every commit. Reading a layer's flag
/// through the `View` protocol costs a witness call and a retain per view, and a table of
/// 21-view prototype cells holds hundreds; the list is made again only after the views
/// change (a view made or taken back). A view's layer never changes.
struct ViewLayers {
  private var layers: [Layer]?

  /// The views changed: the list is made again when next asked.
  mutating func forget() {
    layers = nil
  }

  /// The layers of `views`, in order.
  mutating func of(_ views: OrderedDictionary<String, any View>) -> [Layer] {
    if let layers, layers.count == views.count { return layers }
    let made = views.values.map(\.layer)
    layers = made
    return made
  }
}
