/// The encodings LayerLab reads pictures in, told apart by their first bytes.
///
/// Why here: the renderer decodes by it and the model prices the decode by it (a JPEG's pixel
/// and a PNG's are decoded by different code at different speeds, `jpeg.pixel` and
/// `decode.pixel`), and both read the same bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
  case png
  case jpeg

  /// The format `bytes` start like: JPEG for the start-of-image marker followed by another
  /// marker (`FF D8 FF`, ITU-T T.81 §B.1.1.3), PNG otherwise — a PNG's own checks refuse
  /// bytes that are neither, naming what they are.
  public init(sniffing bytes: some Collection<UInt8>) {
    self = bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? .jpeg : .png
  }

  /// The format a URL's file name promises (`.jpg`, `.jpeg`, any case, before a query or a
  /// fragment), else PNG: what a stand-in picture for the URL is encoded as.
  public init(naming url: String) {
    var name = Substring(url)
    if let cut = name.firstIndex(where: { $0 == "?" || $0 == "#" }) { name = name[..<cut] }
    let lower = name.lowercased()
    self = lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") ? .jpeg : .png
  }
}
