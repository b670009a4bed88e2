/// What moves a scroll view's content offset over time.
///
/// A UIScrollView's offset is driven by one thing at a time: the finger (the pan gesture),
/// the deceleration animation after the finger lifts, or a programmatic
/// `setContentOffset(_:animated: true)` such as the status-bar tap that scrolls to the top.
/// The engine samples whichever is current once per simulated frame.
public enum ScrollMotion: Sendable, Equatable {
  case dragging(DragMotion)
  case decelerating(Deceleration)
  case animating(ScrollAnimation)

  /// The content offset at `time`.
  public func offset(at time: Micros) -> Double {
    switch self {
    case .dragging(let drag): drag.offset(at: time)
    case .decelerating(let deceleration): deceleration.offset(at: time)
    case .animating(let animation): animation.offset(at: time)
    }
  }

  /// When the motion begins.
  public var start: Micros {
    switch self {
    case .dragging(let drag): drag.start
    case .decelerating(let deceleration): deceleration.start
    case .animating(let animation): animation.start
    }
  }

  /// When the motion is over and the offset stops changing.
  public var end: Micros {
    switch self {
    case .dragging(let drag): drag.end
    case .decelerating(let deceleration): deceleration.end
    case .animating(let animation): animation.end
    }
  }

  /// The motion within the content's current `bounds` from `time` on (a drag or a fling
  /// goes on against a content size that changed under it; an animation to the top is
  /// unaffected).
  func rebounded(to bounds: ClosedRange<Double>, at time: Micros) -> ScrollMotion {
    switch self {
    case .dragging(let drag): .dragging(drag.rebounded(to: bounds))
    case .decelerating(let deceleration):
      .decelerating(deceleration.rebounded(to: bounds, at: time))
    case .animating: self
    }
  }

  /// UIKit's tracking run-loop mode (`UITrackingRunLoopMode`) is on while dragging or
  /// decelerating, which is why default-mode timers and `performSelector` work pause during
  /// a fling; a programmatic animation runs in the default mode, so it is not tracking.
  public var isTracking: Bool {
    switch self {
    case .dragging, .decelerating: true
    case .animating: false
    }
  }
}

extension ClosedRange where Bound == Double {
  /// `value` pinned into the range; NaN becomes 0 pinned into the range, so a bad input can
  /// never put a NaN into a content offset (UIScrollView clamps without bouncing here).
  func pin(_ value: Double) -> Double {
    let finite = value.isNaN ? 0 : value
    return Swift.min(Swift.max(finite, lowerBound), upperBound)
  }
}

extension Micros {
  /// `self + delta` saturating at the ends of `Int64` instead of trapping, for start times
  /// given by a caller.
  func saturatingAdd(_ delta: Micros) -> Micros {
    let (sum, overflow) = addingReportingOverflow(delta)
    guard overflow else { return sum }
    return delta > 0 ? .max : .min
  }
}
