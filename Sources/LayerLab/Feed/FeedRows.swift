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
final class SyntheticRows: Sendable {
  /// Rows per checkpoint: replaying a block costs about as much as measuring one row.
  static let blockSize = 64
  /// Blocks kept made: a screen of rows spans one or two, a fling's look-ahead a few more.
  static let cachedBlocks = 8

  let seed: UInt64
  let count: Int
  /// The text and picture generators as they stood before each block's first post.
  private let checkpoints: [(text: SeededGenerator, pictures: SeededGenerator)]
  /// The most recently made blocks, newest last.
  private let cache = Mutex<[(block: Int, posts: [FeedPost])]>([])

  init(seed: UInt64, count: Int, checkpoints: [(text: SeededGenerator, pictures: SeededGenerator)])
  {
    self.seed = seed
    self.count = count
    self.checkpoints = checkpoints
  }

  func post(_ row: Int) -> FeedPost {
    let block = row / SyntheticRows.blockSize
    let offset = row % SyntheticRows.blockSize
    return cache.withLock { blocks in
      if let index = blocks.lastIndex(where: { $0.block == block }) {
        return blocks[index].posts[offset]
      }
      let made = make(block)
      if blocks.count >= SyntheticRows.cachedBlocks { blocks.removeFirst() }
      blocks.append((block, made))
      return made[offset]
    }
  }

  /// Replays one block from its checkpoint.
  private func make(_ block: Int) -> [FeedPost] {
    var (text, pictures) = checkpoints[block]
    let first = block * SyntheticRows.blockSize
    let end = min(count, first + SyntheticRows.blockSize)
    return (first..<end).map { _ in SyntheticFeed.nextPost(&text, &pictures) }
  }
}
