/// Tallies the trace cannot reconstruct: requests that were coalesced away leave no record.
public struct Counters: Sendable, Equatable {
  /// `setNeedsDisplay` calls (every one bumps the sentinel).
  public var setNeedsDisplay = 0
  /// `setNeedsDisplay` calls on a layer that was already marked: merged into one display.
  public var coalesced = 0
  /// `display()` called directly.
  public var directDisplays = 0
  /// Displays run by the CA commit for marked layers.
  public var commitDisplays = 0
  public var layouts = 0
  public var transactionsCommitted = 0
  public var transactionsCoalesced = 0
  public var transactionsPerformed = 0
  public var inputs = 0
  public var mainBlocks = 0
  public var layoutCacheHits = 0
  public var layoutCacheMisses = 0

  public init() {}
}

/// One vsync: what the render server showed.
public struct FrameRecord: Sendable, Equatable {
  public var index: Int64
  public var time: Micros
  /// The number of the last CA commit before this vsync (0 = nothing committed yet).
  public var commit: Int
}

/// One display-link callback: when it was due and when main got to it.
public struct TickRecord: Sendable, Equatable {
  public var due: Micros
  public var fired: Micros
  public var late: Micros { fired - due }
}
