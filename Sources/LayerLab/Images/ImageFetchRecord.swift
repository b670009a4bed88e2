/// One image request, as `trace images` and `export images` show it.
public struct ImageFetchRecord: Sendable, Equatable {
  /// Where the bytes came from.
  public enum Source: String, Sendable {
    /// AsyncDraw's memory dictionary: the completion runs at once, on main.
    case memory
    /// The disk cache: read synchronously on main (as AsyncDraw does), then set.
    case disk
    /// A new download operation.
    case download
    /// A download for the same URL was already running: this request joined it.
    case joined
  }

  public var fetch: Int
  public var url: String
  public var view: String
  public var source: Source
  public var requested: Micros
  /// When the download began (after waiting for one of the 6 slots); nil for cache hits.
  public var started: Micros?
  /// When the image was handed to the view (or dropped).
  public var done: Micros?
  public var bytes: Int
  /// `set`, `wrong` (set although the view now wants another URL: ADImageView's missing
  /// check), `dropped: not displayed`, `dropped: reused` (with `images check=url`), `cached`
  /// (a table's prefetch: the bytes went to the caches, no view waited), or empty while in
  /// flight.
  public var outcome: String

  public static let columns = [
    "fetch", "url", "view", "source", "requested_us", "started_us", "done_us", "bytes", "outcome",
  ]

  public var fields: [String] {
    [
      String(fetch), url, view, source.rawValue, String(requested),
      started.map(String.init) ?? "", done.map(String.init) ?? "", String(bytes), outcome,
    ]
  }
}
