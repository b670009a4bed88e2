/// The version results are stamped with (`RunConditions`, `layerlab --version`).
///
/// Why a hand-kept number and not the git commit: transcripts must be byte-identical from one
/// commit to the next, and a number that changes only when what a figure means changes (0.10:
/// dropped frames became the vsyncs late frames slipped) tells a reader of two CSV files
/// whether their figures can be compared at all.
public enum LayerLabVersion {
  public static let current = "0.10.0"
}
