import Foundation
import LayerLab
import LayerLabRender

/// The disk cache's files: with `images cache=DIR`, every image the modelled disk cache keeps
/// is written to DIR as `<fnv1a of the URL>.png`, and deleted when the cache evicts it, as
/// AsyncDraw keeps its downloads under Library/Caches. Writes are atomic (temporary file and
/// rename), so a cache file is always a whole PNG.
public final class ImageDiskCache: ImageDiskStore {
  /// Where the files go; nil writes nothing.
  public var directory: String?

  public init(directory: String? = nil) {
    self.directory = directory
  }

  /// The file `url` is cached in, under `directory`.
  public func path(for url: String) -> String? {
    guard let directory else { return nil }
    let name = String(GeneratedImage.fnv1a(url), radix: 16)
    return (directory.hasSuffix("/") ? directory : directory + "/") + name + ".png"
  }

  public func write(_ url: String, _ bytes: [UInt8]) -> String? {
    guard let path = path(for: url) else { return nil }
    do {
      try AtomicFile.write(bytes, to: path)
      return nil
    } catch {
      return "cannot write the disk cache file: \(error.message)"
    }
  }

  public func remove(_ url: String) {
    guard let path = path(for: url) else { return }
    try? FileManager.default.removeItem(atPath: path)
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
