/// The CALayer properties people tune for the render server and the GPU rather than for
/// drawing: none of them redraws the layer's contents, all of them change how the GPU
/// composites it (blending, offscreen passes, scaling).
///
/// Defaults are CALayer's (CALayer.h): opacity 1, cornerRadius 0, masksToBounds NO,
/// shadowOpacity 0, shadowRadius 3, shadowOffset (0, −3), shadowPath nil, shouldRasterize NO,
/// contentsGravity kCAGravityResize.
///
/// Why the model and the renderer share this one type (as they share `LabelDrawing`): the
/// model prices a style on the GPU and the renderer paints it on the screen composite, and a
/// mirrored copy on each side needed a field-by-field conversion that a new property could
/// miss. A new layer property is a field here, its `set` row, and what the GPU model and the
/// composite make of it.
///
/// Why `Hashable` is synthesized: the GPU model's raster cache keys a rasterized subtree by
/// its layers' styles, and a hand-kept list of fields to hash reused a stale bitmap for any
/// property it forgot; the compiler's list includes every stored property.
public struct LayerStyle: Sendable, Hashable {
  /// `UIView.alpha` / `CALayer.opacity`, 0…1. Below 1 on a layer with sublayers, group
  /// opacity renders the subtree offscreen first (WWDC14 419).
  public var alpha = 1.0
  /// Rounds the background (and, with `masksToBounds`, the contents and sublayers).
  public var cornerRadius = 0.0
  /// Clips contents, sublayers and the layer's own shadow to the bounds (rounded by
  /// `cornerRadius`): a masked layer casts no shadow, which is why UIKit code puts a rounded,
  /// clipped view inside a shadow container.
  public var masksToBounds = false
  /// 0 draws no shadow; above 0 the shadow's shape is the layer's alpha unless `shadowPath`.
  public var shadowOpacity = 0.0
  /// The shadow's blur radius, in points.
  public var shadowRadius = 3.0
  /// The shadow's offset, in points (CALayer's default points up: height −3).
  public var shadowOffset = Offset(width: 0, height: -3)
  /// Whether the shadow's shape is given (`bounds`: a rectangle, rounded by `cornerRadius`)
  /// or must be found by rendering the layer offscreen (`none`).
  public var shadowPath = ShadowPath.none
  /// Renders the subtree once into a cached bitmap and composites that while it is unchanged.
  public var shouldRasterize = false
  /// How the contents bitmap is fitted to the bounds when their sizes differ.
  public var contentsGravity = ContentsGravity.resize

  public init() {}

  /// Whether the layer draws a shadow at all. Not when it masks to bounds: the shadow lies
  /// outside the bounds, and Core Animation clips everything there, the layer's own shadow
  /// included (Apple's Core Animation Programming Guide, "Adding a Shadow to a Layer": the
  /// shadow extends outside the bounds, so with `masksToBounds` it is clipped at the edges).
  public var hasShadow: Bool { shadowOpacity > 0 && !masksToBounds }

  /// A width and height in points (`CGSize` as `shadowOffset` uses it).
  public struct Offset: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }
}

/// `CALayer.shadowPath`: nil (`none`) or a path following the layer's rounded bounds, the one
/// Apple recommends ("a UIBezierPath rounding the layer's bounds to its cornerRadius",
/// Tech Talk 10857).
public enum ShadowPath: String, Sendable, CaseIterable {
  case none
  case bounds
}

/// `CALayer.contentsGravity`, the values LayerLab composites (CALayer.h; the edge and corner
/// gravities other than `top` are left out).
public enum ContentsGravity: String, Sendable, CaseIterable {
  /// Stretch to fill the bounds, aspect ratio not kept: CALayer's default.
  case resize
  /// Fit inside the bounds, aspect ratio kept.
  case resizeAspect
  /// Fill the bounds, aspect ratio kept, the overflow cut by `masksToBounds`.
  case resizeAspectFill
  /// Unscaled, centred.
  case center
  /// Unscaled, centred horizontally, at the top edge.
  case top

  /// Whether contents of a different size than the bounds get scaled (the GPU filters
  /// several source pixels per screen pixel; Color Misaligned Images shows them yellow).
  public var scales: Bool {
    switch self {
    case .resize, .resizeAspect, .resizeAspectFill: true
    case .center, .top: false
    }
  }
}
