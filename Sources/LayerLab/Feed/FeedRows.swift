import Synchronization

/// A table's posts: an array (a JSON file's, the demo's, a test's), or a synthetic feed made
/// again on demand from generator checkpoints.
///
/// Why: a 100 000-row synthetic feed held as `[FeedPost]` took some 110 MB (strings, URLs,
/// thumbnails) for rows that are read once to measure and then only near the viewport. The
/// feed's generator is a single 64-bit counter, so keeping its state every `blockSize` rows
/// lets any row be made again — the same post, byte for byte — by replaying at most one
/// block; the last few blocks made are cached, and a scroll reads rows block by block.
public struct FeedRows: RandomAccessCollection, Sendable, Equatable {
  enum Storage: Sendable {
    case posts([FeedPost])
    case synthetic(SyntheticRows)
  }

  let storage: Storage

  public init(_ posts: [FeedPost]) {
    storage = .posts(posts)
  }

  init(synthetic: SyntheticRows) {
    storage = .synthetic(synthetic)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int {
    switch storage {
    case .posts(let posts): posts.count
    case .synthetic(let rows): rows.count
    }
  }

  public subscript(row: Int) -> FeedPost {
    switch storage {
    case .posts(let posts): posts[row]
    case .synthetic(let rows): rows.post(row)
    }
  }

  public static func == (a: FeedRows, b: FeedRows) -> Bool {
    if case .synthetic(let x) = a.storage, case .synthetic(let y) = b.storage {
      return x.seed == y.seed && x.count == y.count
    }
    return a.count == b.count && a.elementsEqual(b)
  }
}

/// A synthetic feed's generator states every `blockSize` rows, and the blocks made last.
///
/// A block's checkpoint is learnt when the block before it is first made, so a table that
/// reads its rows in order (a reload measuring every row) makes each post once, and a table
/// that reads only the rows near its viewport makes only those and the blocks before them:
/// the whole feed was once made up front just to find the checkpoints, a second making of
/// every post of a 100 000-row table before its measure made them again.
final class SyntheticRows: Sendable {
  /// Rows per checkpoint: replaying a block costs about as much as measuring one row.
  static let blockSize = 64
  /// Blocks kept made: a screen of rows spans one or two, a fling's look-ahead a few more.
  static let cachedBlocks = 8

  let seed: UInt64
  let count: Int

  private struct State {
    /// The text and picture generators as they stood before each block's first post, for
    /// the blocks up to the first never made.
    var checkpoints: [(text: SeededGenerator, pictures: SeededGenerator)]
    /// The most recently made blocks, newest last.
    var blocks: [(block: Int, posts: [FeedPost])] = []

    /// Makes block `block` (its checkpoint known) of a feed of `count` rows; the first making
    /// of the last known block learns the next block's checkpoint.
    mutating func make(_ block: Int, count: Int) -> [FeedPost] {
      var (text, pictures) = checkpoints[block]
      let first = block * SyntheticRows.blockSize
      let end = min(count, first + SyntheticRows.blockSize)
      let posts = (first..<end).map { _ in SyntheticFeed.nextPost(&text, &pictures) }
      if block + 1 == checkpoints.count, end < count { checkpoints.append((text, pictures)) }
      return posts
    }
  }

  private let state: Mutex<State>

  init(seed: UInt64, count: Int) {
    self.seed = seed
    self.count = count
    state = Mutex(State(checkpoints: [SyntheticFeed.generators(seed: seed)]))
  }

  func post(_ row: Int) -> FeedPost {
    precondition(row >= 0 && row < count, "row \(row) is outside the feed's \(count) rows")
    let block = row / SyntheticRows.blockSize
    let offset = row % SyntheticRows.blockSize
    return state.withLock { state in
      if let index = state.blocks.lastIndex(where: { $0.block == block }) {
        return state.blocks[index].posts[offset]
      }
      // The blocks before it never made: made in turn, to learn where each one starts.
      while state.checkpoints.count <= block {
        _ = state.make(state.checkpoints.count - 1, count: count)
      }
      let made = state.make(block, count: count)
      if state.blocks.count >= SyntheticRows.cachedBlocks { state.blocks.removeFirst() }
      state.blocks.append((block, made))
      return made[offset]
    }
  }
}
