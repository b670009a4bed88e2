/// A UIImageView's decode, where the app does it: in the CA commit on main (UIKit's own), or
/// on a background queue before the image is set.
extension Drawing {
  /// The commit's prepare phase decodes `view`'s image on main: main pays the whole decode
  /// inside the commit, and the frame waits for it (WWDC 2018 session 219).
  func decodeInCommit(_ view: UIImageView) {
    guard let decoding = view.decoding(scale: context.device.scale) else { return }
    displaySync(view, reason: "CA commit: decode", content: .decode(decoding))
  }

  /// `decode=background`: the decode goes to a global queue — SDWebImage's, Kingfisher's and
  /// Nuke's decoders run on their own background queues, iOS 15's `prepareForDisplay` on the
  /// system's — and main sets the decoded image when it is done; the cell's reuse moves the
  /// layer's sentinel, so a decode for an image the view no longer shows is thrown away on main
  /// (as those libraries compare the operation's key). Returns the draw's number.
  func decodeInBackground(_ view: UIImageView) -> Int? {
    guard let decoding = view.decoding(scale: context.device.scale) else { return nil }
    return displayAsync(
      view, reason: "background decode", vvebo: true, content: .decode(decoding))
  }
}
