import LayerLabRender

extension AtomicFile {
  /// Writes `image` (a plot, a timeline) as a PNG file: the renderer encodes the bytes, ``AtomicFile`` owns the
  /// file (its checks, its temporary file, fsync and rename), as for every other output.
  static func writePNG(_ image: RenderedImage, to path: String, within roots: [String]? = nil)
    throws(ShellError)
  {
    let bytes: [UInt8]
    do {
      bytes = try image.pngData()
    } catch {
      throw ShellError(error.message)
    }
    try AtomicFile.write(bytes, to: path, within: roots)
  }
}
