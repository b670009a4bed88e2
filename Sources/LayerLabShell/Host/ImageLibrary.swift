import Foundation
import LayerLab
import LayerLabRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell's image loader: PNG and JPEG files under the directory set with `images dir=DIR`, and
/// pictures generated for `http://` and `https://` URLs so feeds show photos without a network.
///
/// Why generated pictures are cached and files are not: a URL's picture never changes and takes
/// a few milliseconds to draw and encode, so it is kept and a later load is a dictionary lookup
/// with identical bytes; a file may be edited between runs of a script, and the model keeps its
/// own memory and disk caches in front of the loader anyway. The cache is a byte-limited LRU
/// (``generatedLimit``): a picture dropped from it is made again, byte for byte the same, so
/// nothing anyone sees depends on the limit. Only one thread uses a session, so the cache
/// needs no lock.
public final class ImageLibrary: ImageLoader {
  /// Where file names are looked up; nil until `images dir=DIR` sets it (URLs still work
  /// without it). Every file read must lie inside it, after symbolic links are resolved
  /// (``ImageConfinement``): a script's image names cannot reach other files.
  public var directory: String?

  /// The largest image file read; bigger ones are refused without reading them into memory.
  public static let maxBytes = 16 << 20

  /// The side, in pixels, of a generated picture (`ImageAsset.generatedSide`).
  public static let generatedSize = ImageAsset.generatedSide

  /// Most bytes of generated pictures kept: host memory, not a modelled figure. 32 MiB is
  /// about 3 000 pictures of ~11 KB; every distinct URL was kept before, and five
  /// `repeat 10000 i.url=https://hN/$i.png` held 561 MB.
  public static let generatedCacheBytes = 32 << 20

  /// The byte limit of the generated pictures' cache; setting it empties the cache.
  public var generatedLimit = ImageLibrary.generatedCacheBytes {
    didSet {
      generatedOrder = ByteLRU(limit: generatedLimit)
      generated = [:]
    }
  }
  /// Generated pictures by URL, and their use order for eviction.
  private var generated: [String: ImageAsset] = [:]
  private var generatedOrder = ByteLRU(limit: ImageLibrary.generatedCacheBytes)

  /// Bytes of generated pictures kept now.
  public var generatedBytes: Int { generatedOrder.totalBytes }

  /// Creates a library with no directory.
  public init(directory: String? = nil) {
    self.directory = directory
  }

  /// Checks that `path` is a folder images can be read from, so `images dir=` refuses a
  /// mistyped name at once rather than every image later.
  static func checkFolder(_ path: String) throws(ShellError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR {
        throw ShellError("image folder '\(path)' does not exist; check the name or create it")
      }
      let reason = String(cString: strerror(errno)).lowercased()
      throw ShellError("cannot use image folder '\(path)': \(reason); check its permissions")
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw ShellError("image folder '\(path)' is a file, not a folder; name the folder it is in")
    }
    guard access(path, R_OK | X_OK) == 0 else {
      throw ShellError("image folder '\(path)' cannot be read; check its permissions")
    }
  }

  /// The image at `url`: a generated picture for http(s), `standInSide` pixels a side
  /// (`images size=`; a JPEG when the URL names a `.jpg` or `.jpeg`, else a PNG), else a PNG or
  /// JPEG file named by `file:NAME`,
  /// `file:///abs/path`, an absolute path, or a path relative to `directory`, which must lie
  /// inside `directory`. The size comes from the file's header, which must be at most
  /// `ImageHeader.maxSide` px a side, a PNG's format one png defines and every chunk's checksum
  /// right (``PNGBody``), and its data decodable (decoded once and dropped), so a damaged file is
  /// refused here, naming it; the pixels kept are decoded by the render, as `ADOperation`
  /// does, and the model prices that decode, not this check.
  public func load(_ url: String, standInSide: Int) throws(ModelError) -> ImageAsset {
    let quoted = "'\(url)'"
    guard !url.isEmpty else {
      throw ModelError("image url is empty; give an https:// url or a .png or .jpg file name")
    }
    let lower = url.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
      return try picture(for: url, side: standInSide)
    }
    let path: String
    if lower.hasPrefix("file://") {
      path = String(url.dropFirst(7))
    } else if lower.hasPrefix("file:") {
      path = String(url.dropFirst(5))
    } else if let scheme = url.range(of: "://") {
      let name = url[..<scheme.lowerBound]
      throw ModelError(
        "image \(quoted) uses '\(name)://', which the workbench cannot fetch; "
          + "use https:// (generated), file:NAME or a file name")
    } else {
      path = url
    }
    guard !path.isEmpty else {
      throw ModelError("image \(quoted) names no file; write file:NAME with a .png or .jpg name")
    }
    guard let directory else {
      throw ModelError(
        "cannot load image \(quoted): no image directory; set one with 'images dir=DIR'")
    }
    let full: String
    if path.hasPrefix("/") {
      full = path
    } else {
      full = directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
    let at = full == url ? "" : " ('\(full)')"
    let confined = try ImageConfinement.resolve(full, inside: directory, url: quoted, at: at)
    let bytes = try Self.read(
      confined, url: quoted, at: at, within: ImageConfinement.real(directory))
    do {
      let size = try ImageHeader.checkFile(bytes, name: url)
      return ImageAsset(url: url, bytes: bytes, pixelWidth: size.width, pixelHeight: size.height)
    } catch {
      throw ModelError(error.message)
    }
  }

  /// The generated picture for an http(s) URL, made on first use.
  private func picture(for url: String, side: Int) throws(ModelError) -> ImageAsset {
    // One entry per URL and size: `images size=` changes what a URL gives.
    let key = side == Self.generatedSize ? url : "\(side) \(url)"
    if let known = generated[key] {
      _ = generatedOrder.lookup(key)
      return known
    }
    let bytes: [UInt8]
    do {
      bytes = try GeneratedImage.picture(for: url, pixelWidth: side, pixelHeight: side)
    } catch {
      throw ModelError("cannot generate image '\(url)': \(error.message)")
    }
    let asset = ImageAsset(url: url, bytes: bytes, pixelWidth: side, pixelHeight: side)
    for evicted in generatedOrder.insert(key, bytes: bytes.count) { generated[evicted] = nil }
    if generatedOrder.contains(key) { generated[key] = asset }
    return asset
  }

  /// Reads a regular file of at most `maxBytes` that really lies inside `root` (the image
  /// directory's real path) once opened (``OpenedFile``: a link swapped after
  /// ``ImageConfinement`` looked is caught on what was read), refusing a directory or a FIFO
  /// (which would block) and a file that grows past the limit meanwhile. `url` is quoted and
  /// `at` names the resolved path when it differs, for messages.
  private static func read(_ path: String, url: String, at: String, within root: String?)
    throws(ModelError) -> [UInt8]
  {
    switch OpenedFile.read(path, maxBytes: maxBytes, within: root.map { [$0] }) {
    case .success(let bytes): return bytes
    case .failure(.missing):
      throw ModelError(
        "cannot load image \(url): no such file\(at); check the name and 'images dir='")
    case .failure(.permissionDenied):
      throw ModelError("cannot load image \(url): permission denied\(at); check its permissions")
    case .failure(.directory):
      throw ModelError("cannot load image \(url): it is a directory\(at); name a .png or .jpg file")
    case .failure(.notRegular):
      throw ModelError(
        "cannot load image \(url): not a regular file\(at); name a .png or .jpg file")
    case .failure(.tooBig):
      throw ModelError(
        "cannot load image \(url): it is over \(maxBytes >> 20) MB, the most an image file may "
          + "be; use a smaller image")
    case .failure(.outside):
      throw ModelError(
        "cannot load image \(url): it is outside the image directory; image files must be "
          + "inside 'images dir='")
    case .failure(.failed(let why)):
      throw ModelError("cannot load image \(url): \(why)\(at); check the path")
    }
  }
}
