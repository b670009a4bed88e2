import Foundation
import LayerLab
import LayerLabRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The disk cache's files: with `images cache=DIR`, every image the modelled disk cache keeps
/// is written to DIR as `<fnv1a of the URL>.png`, and deleted when the cache evicts it, as
/// AsyncDraw keeps its downloads under Library/Caches. Writes go through ``AtomicFile``, as
/// every output does, so a cache file is always a whole PNG.
///
/// Under `--safe` every write and every removal is checked on the folder as opened, not on its
/// name: the folder was inside the allowed tree when `images cache=` named it, but a symbolic
/// link swapped in later must not carry the cache's files (or its deletions) outside.
///
/// A failed write (a read-only or full disk, a folder removed under the session) is logged in
/// the trace for every file, and reported to the user once per `images cache=` setting
/// (``takeFailure()``): the model goes on either way, as AsyncDraw's cache does, and a line
/// per image would bury the session's output.
public final class ImageDiskCache: ImageDiskStore {
  /// Where the files go; nil writes nothing.
  public private(set) var directory: String?
  /// Under `--safe`, the resolved folders the files must lie in (nil: anywhere).
  private var roots: [String]?

  /// Whether a failed write has been seen since `directory` was set, and reported.
  private enum Failure {
    case none
    case unreported(String)
    case reported
  }
  private var failure = Failure.none

  public init() {}

  /// Sends the files to `directory` (nil: nowhere), each write and removal confined to `roots`
  /// (the session's `--safe` folders); arms the report of a failure again.
  func use(_ directory: String?, within roots: [String]?) {
    self.directory = directory
    self.roots = roots
    failure = .none
  }

  /// The file `url` is cached in, under `directory`.
  public func path(for url: String) -> String? {
    guard let directory else { return nil }
    return (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName(for: url)
  }

  /// `url`'s file name in the folder, with the extension its name promises.
  private static func fileName(for url: String) -> String {
    String(GeneratedImage.fnv1a(url), radix: 16)
      + (ImageFormat(naming: url) == .jpeg ? ".jpg" : ".png")
  }

  public func write(_ url: String, _ bytes: [UInt8]) -> String? {
    guard let path = path(for: url) else { return nil }
    do {
      try AtomicFile.write(bytes, to: path, within: roots)
      return nil
    } catch {
      if case .none = failure { failure = .unreported(error.message) }
      return "cannot write the disk cache file: \(error.message)"
    }
  }

  /// The first failed write's message, once: nil before any failure and after it was taken.
  func takeFailure() -> String? {
    guard case .unreported(let message) = failure else { return nil }
    failure = .reported
    return message
  }

  /// Deletes `url`'s file: through the folder's descriptor, once the folder as opened is
  /// found inside `roots` (a link swapped in for the folder deletes nothing elsewhere).
  public func remove(_ url: String) {
    guard let directory else { return }
    let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return }
    defer { _ = close(folder) }
    if let roots, !OpenedFile.lies(folder, within: roots) { return }
    _ = unlinkat(folder, Self.fileName(for: url), 0)
  }

  /// Checks that `path` is a directory the cache can use.
  static func check(_ path: String) throws(ShellError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ShellError("cache directory '\(path)' does not exist; create it first (mkdir)")
    }
    guard isDirectory.boolValue else {
      throw ShellError("cache '\(path)' is a file, not a directory; name a directory")
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw ShellError("cache directory '\(path)' is not writable; pick another")
    }
  }
}
