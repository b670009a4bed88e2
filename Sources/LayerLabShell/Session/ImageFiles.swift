/// The image files a session reads and writes: the bytes under `images dir=` (and generated
/// pictures for http(s) URLs), and the disk cache's files under `images cache=DIR`.
///
/// Both are the engine's ports (its loader and disk store), owned here so they outlive
/// `reset`: a fresh engine keeps the folders the session was given.
struct ImageFiles {
  /// Image bytes: files under `images dir=` and generated pictures for http(s) URLs.
  let library = ImageLibrary()
  /// The disk cache's files, when `images cache=DIR` names a directory.
  let diskCache = ImageDiskCache()
}
