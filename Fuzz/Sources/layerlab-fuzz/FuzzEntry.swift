import Foundation
import LayerLab
import LayerLabShell

/// libFuzzer's entry point: each input is a script, run line by line through a fresh session
/// (tokenizer, parser, statement dispatch, model) over ``FuzzRenderer``.
@_cdecl("LLVMFuzzerTestOneInput")
public func layerlabFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if FuzzPictures.isPicture(bytes) {
    FuzzPictures.check(bytes)
    return 0
  }
  FuzzRun.script(String(decoding: bytes, as: UTF8.self))
  return 0
}

/// libFuzzer's driver, for ``layerlabFuzzMain``.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The program's `main`. SwiftPM links an executable target with `main` defined as
/// `<module>_main`, so libFuzzer's own `main` is never linked; this hands the arguments to
/// libFuzzer's driver instead, which is what that `main` would have done.
@_cdecl("layerlab_fuzz_main")
public func layerlabFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var count = argc
  // `scripts/fuzz` asks for the seed pictures in its seed folder before the run.
  if let folder = ProcessInfo.processInfo.environment["LAYERLAB_FUZZ_PICTURE_SEEDS"] {
    FuzzPictures.writeSeeds(into: folder)
  }
  // Relative corpus and artifact paths made absolute now: the first input moves the process
  // into its scratch folder (``FuzzRun/makeScratch()``).
  let absolute = FuzzArguments.absolute(
    (0..<Int(argc)).map { argv?[$0].map { String(cString: $0) } ?? "" },
    in: FileManager.default.currentDirectoryPath)
  var storage = absolute.map { strdup($0) } + [nil]
  return storage.withUnsafeMutableBufferPointer { buffer in
    var arguments = buffer.baseAddress
    return runFuzzerDriver(&count, &arguments) { data, size in
      layerlabFuzzOneInput(data, size)
    }
  }
}
