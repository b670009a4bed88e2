import Foundation
import LayerLabRender

/// Picture files as fuzz inputs: an input that starts as a JPEG or a PNG does (its first
/// bytes, as `ImageFormat` sniffs them) is not a script but a file `images dir=` could load,
/// and goes through what loading one does — the header check, a PNG's chunk checksums and one
/// decode with libjpeg or libpng (`ImageHeader.checkFile`) — where a statement could reach it
/// only through a file it wrote itself, and no statement writes a JPEG (issue 44).
enum FuzzPictures {
  /// Pictures checked so far in this process, and how many of them were refused.
  nonisolated(unsafe) static var checked = 0
  nonisolated(unsafe) static var refused = 0

  /// True for bytes that start as a JPEG (`ImageFormat`'s sniffing) or a PNG (its signature,
  /// `PNGHeader.hasSignature`): the renderer's own tests, not copies of their bytes.
  static func isPicture(_ bytes: [UInt8]) -> Bool {
    ImageFormat(sniffing: bytes) == .jpeg || PNGHeader.hasSignature(bytes)
  }

  /// Loads `bytes` as `images dir=` loads a file: refused with one line or accepted; a crash,
  /// a hang or an allocation past the limits is the finding.
  static func check(_ bytes: [UInt8]) {
    checked += 1
    do {
      _ = try ImageHeader.checkFile(bytes, name: "fuzz")
    } catch {
      refused += 1
    }
  }

  /// Writes the seed pictures into `folder`: a JPEG and a PNG stand-in as the image pipeline
  /// generates them (48×32 px), and each cut short, for libFuzzer to mutate from.
  static func writeSeeds(into folder: String) {
    let pictures: [(String, () throws(RenderError) -> [UInt8])] = [
      (
        "jpg",
        { () throws(RenderError) in
          try GeneratedImage.jpeg(for: "seed.jpg", pixelWidth: 48, pixelHeight: 32)
        }
      ),
      (
        "png",
        { () throws(RenderError) in
          try GeneratedImage.png(for: "seed.png", pixelWidth: 48, pixelHeight: 32)
        }
      ),
    ]
    for (format, make) in pictures {
      guard let bytes = try? make() else { continue }
      for (suffix, part) in [("whole", bytes), ("cut", Array(bytes.prefix(bytes.count / 2)))] {
        let path = "\(folder)/picture-\(suffix).\(format)"
        if !FileManager.default.createFile(atPath: path, contents: Data(part)) {
          FileHandle.standardError.write(Data("layerlab-fuzz: cannot write \(path)\n".utf8))
        }
      }
    }
  }
}
