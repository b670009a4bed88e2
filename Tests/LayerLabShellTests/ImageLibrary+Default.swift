import LayerLab

@testable import LayerLabShell

extension ImageLibrary {
  /// A load with generated pictures at the default side, as a session without `images size=`
  /// asks for them: what the library's tests load.
  func load(_ url: String) throws(ModelError) -> ImageAsset {
    try load(url, standInSide: Self.generatedSize)
  }
}
