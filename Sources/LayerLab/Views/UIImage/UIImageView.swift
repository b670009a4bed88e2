/// UIKit's UIImageView: a layer whose contents *are* its decoded image, scaled by the GPU —
/// it has no `drawRect:`, so `setNeedsDisplay` and `display()` draw nothing.
///
/// What costs is the decode (WWDC 2018 session 219, "Image and Graphics Best Practices"): an
/// image set on the view is still encoded, and the CA commit that first shows it decodes it on
/// main, in its prepare phase — the classic scroll hitch (`decode=commit`, UIKit's own
/// behaviour). Apps move it off main by decoding on a background queue before setting the
/// image (`decode=background`) and shrink it by downsampling to the view's size with ImageIO
/// (`downsample=true`). The decoded buffer, 4 bytes per decoded pixel, is what memory counts.
///
/// It fetches through the same pipeline as AsyncDraw's ADImageView (``ImageView``), as an
/// app's SDWebImage or Kingfisher would: caches, shared downloads, at most 6 at once.
public final class UIImageView: View {
  public let name: String
  public let kind = ViewKind.uiImageView
  public let layer: Layer
  public internal(set) var url = ""
  /// The layer's background until the image shows (nil: none, UIImageView's default).
  public internal(set) var placeholder: Color?
  /// UIView's default content mode is `scaleToFill` (UIView.contentMode, Apple's docs).
  public internal(set) var contentMode = ImageContentMode.scaleToFill
  public internal(set) var decode = ImageDecodeMode.commit
  public internal(set) var downsample = false
  /// The image set on the view, decoded or not.
  public internal(set) var image: ImageAsset?
  /// Whether its table still displays it (a download for a view no longer displayed is
  /// dropped, as for ADImageView).
  public internal(set) var displayed = true
  /// The background decode last started (a draw number), to throw away if the image changes
  /// while it runs.
  var backgroundDecode: Int?

  /// What the layer shows now: the decode of `image`, or nil while nothing is decoded.
  public var decoded: ImageDecoding? { layer.contents?.decoding }

  init(name: String, frame: Rect) {
    self.name = name
    layer = Layer(name: name, frame: frame)
    // UIImageView's layer is not opaque (UIImageView sets `opaque = NO`, Apple's docs).
    layer.opaque = false
  }

  public static let methods = MethodInfo.common

  /// Blank while it has a URL and no decoded image on its layer.
  public var expectsContent: Bool { !url.isEmpty }

  /// No `drawRect:`: a display draws nothing (its contents come from its decode).
  public func drawContent() -> DrawContent? { nil }

  /// Its decode at the view's size as it is now, nil without an image.
  func decoding(scale: Double) -> ImageDecoding? {
    image.map {
      ImageDecoding.of(
        $0, width: layer.frame.width, height: layer.frame.height, scale: scale,
        downsampling: downsample, contentMode: contentMode)
    }
  }

  /// Whether the next commit must decode its image on main.
  var awaitsCommitDecode: Bool {
    image != nil && layer.contents == nil && decode == .commit
  }

  /// A new row never redraws a UIImageView: its picture comes from its URL.
  public func redrawForNewRow(in engine: Engine) {}

  /// The image view called `name`, if there is one.
  static func named(_ name: String, in engine: Engine) -> UIImageView? {
    engine.views[name] as? UIImageView
  }
}

extension UIImageView: ImageTarget {
  /// A new picture (or none): the old decode leaves the layer, a background decode in flight
  /// for the old one is thrown away (its sentinel moves), and the new one is decoded where
  /// `decode` says — by the next commit on main, or now on a background queue.
  func imageChanged(in engine: Engine) {
    if let draw = backgroundDecode, engine.drawing.tasks[draw] != nil {
      engine.drawing.bumpSentinel(layer, reason: "image changed")
    }
    backgroundDecode = nil
    if layer.contents != nil { engine.drawing.setContents(layer, nil, draw: nil) }
    guard image != nil else {
      layer.markChanged(in: engine)
      return
    }
    switch decode {
    case .commit:
      engine.main.marked.markForDecode(self)
      layer.markChanged(in: engine)
    case .background:
      backgroundDecode = engine.drawing.decodeInBackground(self)
    }
  }
}
