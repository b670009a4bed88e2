import OrderedCollections

/// The views marked since the commit's passes last looked: `setNeedsLayout` and
/// `setNeedsDisplay` record the view here as well as flag its layer, so the commit's layout
/// and display passes, and asking whether main is idle, cost what was marked rather than every
/// view the session holds (a table of 21-view prototype cells holds hundreds, and the passes
/// run at every commit). Each pass still reads the layers' own flags and takes the views in
/// the order they were made, as walking them all did: a view forgets its mark once its flag
/// is down, and a marked view not (or no longer) among the session's views is passed over
/// until it is.
struct MarkedViews {
  private var forLayout: [ObjectIdentifier: any View] = [:]
  private var forDisplay: [ObjectIdentifier: any View] = [:]
  /// UIImageViews given an image to decode in the commit's prepare phase.
  private var forDecode: [ObjectIdentifier: UIImageView] = [:]

  mutating func markForLayout(_ view: any View) {
    forLayout[ObjectIdentifier(view)] = view
  }

  mutating func markForDisplay(_ view: any View) {
    forDisplay[ObjectIdentifier(view)] = view
  }

  mutating func markForDecode(_ view: UIImageView) {
    forDecode[ObjectIdentifier(view)] = view
  }

  /// The names of the image views in `views` whose images the commit must decode and that are
  /// shown (Core Animation prepares the layers it renders), in `views` order; a hidden one
  /// keeps its mark until it shows.
  mutating func needingDecode(in views: OrderedDictionary<String, any View>) -> [String] {
    forDecode = forDecode.filter { $0.value.awaitsCommitDecode }
    return Self.names(
      of: forDecode.values.filter(Self.displayable).map { $0 as any View }, in: views)
  }

  /// The names of the views in `views` whose layers need layout, in `views` order.
  mutating func needingLayout(in views: OrderedDictionary<String, any View>) -> [String] {
    forLayout = forLayout.filter { $0.value.layer.needsLayout }
    return Self.names(of: forLayout.values, in: views)
  }

  /// The names of the views in `views` whose layers need display and are shown (not hidden,
  /// in a window: a commit displays no other), in `views` order.
  mutating func needingDisplay(in views: OrderedDictionary<String, any View>) -> [String] {
    forDisplay = forDisplay.filter { $0.value.layer.display.needsDisplay }
    return Self.names(of: forDisplay.values.filter(Self.displayable), in: views)
  }

  /// Whether a commit would lay out or display any view in `views`.
  func anyWaiting(in views: OrderedDictionary<String, any View>) -> Bool {
    forLayout.values.contains { $0.layer.needsLayout && Self.isRegistered($0, in: views) }
      || forDisplay.values.contains {
        $0.layer.display.needsDisplay && Self.displayable($0) && Self.isRegistered($0, in: views)
      }
      || forDecode.values.contains {
        $0.awaitsCommitDecode && Self.displayable($0) && Self.isRegistered($0, in: views)
      }
  }

  private static func displayable(_ view: any View) -> Bool {
    view.layer.isShown
  }

  private static func isRegistered(_ view: any View, in views: OrderedDictionary<String, any View>)
    -> Bool
  {
    views[view.name] === view
  }

  /// `marked`'s names, for those that are `views`' own, in `views` order.
  private static func names(
    of marked: some Sequence<any View>, in views: OrderedDictionary<String, any View>
  ) -> [String] {
    marked.compactMap { view in
      views.index(forKey: view.name).flatMap { views.values[$0] === view ? $0 : nil }
    }.sorted().map { views.keys[$0] }
  }
}
