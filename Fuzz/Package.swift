// swift-tools-version:6.3
import PackageDescription

// The libFuzzer target, kept out of the main package so that `swift build` and `swift test`
// never need the sanitizer runtime. Build and run it with `scripts/fuzz SECONDS`, which passes
// `-sanitize=fuzzer,address` to every Swift module (the library too, for coverage) and
// `-parse-as-library` (libFuzzer supplies `main`).
let package = Package(
  name: "LayerLabFuzz",
  dependencies: [.package(name: "LayerLab", path: "..")],
  targets: [
    .executableTarget(
      name: "layerlab-fuzz",
      dependencies: [
        .product(name: "LayerLab", package: "LayerLab"),
        .product(name: "LayerLabShell", package: "LayerLab"),
        .product(name: "LayerLabRender", package: "LayerLab"),
      ]
    )
  ]
)
