// swift-tools-version:6.3
import PackageDescription

/// Release builds of the model and the shell skip Swift's run-time exclusivity checks (each
/// access to a class's stored property or a global is otherwise registered and checked). Why:
/// they cost about a tenth of every statement (`layerlab-bench --statements`: 275k property
/// sets per second with them, 300–307k without, issue 13's target being 300k). Debug builds
/// (every test run) keep the checks, and `scripts/fuzz` turns them back on for its release
/// build, so a conflicting access is caught there rather than going unnoticed.
let releaseWithoutExclusivityChecks: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "LayerLab",
  products: [
    .executable(name: "layerlab", targets: ["layerlab"]),
    .library(name: "LayerLab", targets: ["LayerLab"]),
    // For Fuzz/, a separate package that builds the libFuzzer target on request only: the
    // shell for statements, the renderer for picture files (its JPEG and PNG checks).
    .library(name: "LayerLabShell", targets: ["LayerLabShell"]),
    .library(name: "LayerLabRender", targets: ["LayerLabRender"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `export perfetto` writes Perfetto's protobuf trace format; the message types are
    // generated once from Protos/perfetto_subset.proto (scripts/generate-protos) and committed,
    // so the build needs only the runtime library, not protoc or its SwiftPM plugin.
    .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
  ],
  targets: [
    // System libraries, found through pkg-config; `providers` tells SwiftPM which Debian
    // packages to suggest when they are missing.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The values the model and the renderer both speak: Rect, Color, TextAlignment,
    // SplitMix64 and the drawing values of a layer. Pure Swift, no dependencies.
    .target(name: "LayerLabValues", swiftSettings: [.unsafeFlags(["-O"])]),
    // The model: clock, run loop, transactions, layers, queues, trace. No C, no I/O.
    // Re-exports LayerLabValues.
    .target(
      name: "LayerLab",
      dependencies: [
        "LayerLabValues",
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: releaseWithoutExclusivityChecks
    ),
    // Real pixels: Pango lays text out, Cairo rasterises it. Knows nothing of the model;
    // re-exports LayerLabValues, which its specs speak.
    // Always optimised, debug builds included (so are LayerLabValues and LayerLabPango, on
    // the same path): `clock measured` times this code, and its Swift parts (highlight
    // rectangles, run walking, layout keys) run several times slower unoptimised, which made a
    // debug build's measured clock disagree with the model's by up to 2× (issue 11).
    .target(
      name: "LayerLabRender", dependencies: ["LayerLabValues", "CPangoCairo", "CJPEG"],
      swiftSettings: [.unsafeFlags(["-O"])]),
    // The adapter: the model's renderer port (LayerRenderer) implemented with
    // LayerLabRender. The only target that knows both the model and Pango/Cairo.
    .target(
      name: "LayerLabPango", dependencies: ["LayerLab", "LayerLabRender"],
      swiftSettings: [.unsafeFlags(["-O"])]),
    // The statement language, the script runner and the exporters. Gets its default
    // renderer from LayerLabPango (which also composites the screen and writes layer PNGs);
    // uses LayerLabRender only for files of its own (plots, timelines, generated pictures).
    .target(
      name: "LayerLabShell",
      dependencies: [
        "LayerLab", "LayerLabPango", "LayerLabRender",
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "SwiftProtobuf", package: "swift-protobuf"),
      ],
      swiftSettings: releaseWithoutExclusivityChecks
    ),
    // JPEG files over libjpeg-turbo (Debian's libjpeg62-turbo-dev), in C: libjpeg leaves a
    // failed call by longjmp, which Swift cannot catch (see its header).
    .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
    // Signal handlers, in C: what a handler may do is async-signal-safe C (see its header).
    .target(name: "CSignals"),
    // The thin executable: flags, the libedit prompt, signals.
    .executableTarget(
      name: "layerlab",
      dependencies: [
        "LayerLabShell", "CEditLine", "CSignals",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Prints speed and memory figures; nothing is asserted. `swift run -c release
    // layerlab-bench [--quick]`.
    .executableTarget(
      name: "layerlab-bench",
      dependencies: ["LayerLab", "LayerLabRender", "LayerLabPango", "LayerLabShell"],
      path: "Benchmarks/layerlab-bench"
    ),
    .testTarget(
      name: "LayerLabTests",
      dependencies: [
        "LayerLab",
        // Only to declare the shipped prototypes (Prototypes/*.lab) the tables are made of,
        // as `new table` declares them for a user (`Harness.table`).
        "LayerLabShell",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "LayerLabRenderTests", dependencies: ["LayerLabRender"]),
    .testTarget(
      name: "LayerLabPangoTests", dependencies: ["LayerLab", "LayerLabPango", "LayerLabRender"]),
    .testTarget(
      name: "LayerLabShellTests",
      dependencies: [
        "LayerLabShell", "LayerLabRender",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SwiftProtobuf", package: "swift-protobuf"),
      ]
    ),
    // Runs the built binary; Expected/ holds the committed transcripts it compares with.
    .testTarget(
      name: "LayerLabEndToEndTests",
      dependencies: ["layerlab"],
      exclude: ["Expected"]
    ),
  ]
)
