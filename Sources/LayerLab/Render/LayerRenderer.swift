/// Draws a layer's contents: the one place where the model reaches real pixels.
///
/// The model calls it with a snapshot of the layer's drawable state and gets a bitmap and
/// the host time of each stage back. It must behave as a pure function of the request, so
/// the engine may run it early or charge cancelled work at its true cost. The Pango/Cairo
/// implementation lives outside this module; tests use a double.
public protocol LayerRenderer: AnyObject {
  /// Renders `request` and reports how long each stage took on the host.
  func render(_ request: RenderRequest) throws(ModelError) -> RenderResult
}

/// What a layer looks like at the moment it was displayed: everything a render needs.
public struct RenderRequest: Sendable, Equatable {
  public var width: Double
  public var height: Double
  public var scale: Double
  public var opaque: Bool
  public var background: Color?
  public var content: DrawContent

  public init(
    width: Double, height: Double, scale: Double, opaque: Bool, background: Color?,
    content: DrawContent
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.opaque = opaque
    self.background = background
    self.content = content
  }

  /// Device pixels the bitmap will have.
  public var pixelWidth: Int { Int((width * scale).rounded(.up)) }
  public var pixelHeight: Int { Int((height * scale).rounded(.up)) }
}

/// The drawable state of a view, captured on main at display time.
public enum DrawContent: Sendable, Equatable {
  case label(LabelDrawing)
}

/// A label's text attributes as its draw task sees them.
public struct LabelDrawing: Sendable, Equatable {
  public var text: String
  public var font: String
  public var textColor: Color
  public var alignment: TextAlignment
  public var lineSpacing: Double
  public var numberOfLines: Int

  public init(
    text: String, font: String, textColor: Color, alignment: TextAlignment,
    lineSpacing: Double, numberOfLines: Int
  ) {
    self.text = text
    self.font = font
    self.textColor = textColor
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.numberOfLines = numberOfLines
  }
}

/// Horizontal text alignment, as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable {
  case left, center, right, justified, natural
}
