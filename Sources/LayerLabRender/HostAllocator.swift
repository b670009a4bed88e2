/// glibc's `mallopt`, which the Glibc module does not export (it lives in `<malloc.h>`).
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// Fixes how glibc hands out bitmap memory, so a render's host time does not depend on
/// what the process allocated and freed before it.
///
/// Why: by default glibc serves blocks over 128 KiB with fresh `mmap`ed pages and moves that
/// threshold (and the heap-trim threshold) up as big blocks are freed, so the same 1.2 MB
/// context cost one page fault per 4 KiB in one run and nothing in the next. Measured with
/// `layerlab-bench --agreement` on the development host: the reference workload took 1,139 µs,
/// 2,783 µs with every block mmapped, 537 µs with the thresholds fixed as below — and the
/// sessions' renders moved with it, so `clock measured` depended on the allocator's history.
/// Fixed thresholds take bitmaps from the heap and keep freed memory for the next one, as a
/// long-running app's allocator does; peak memory is unchanged (the heap is not trimmed back
/// between renders). Only glibc has these knobs; elsewhere nothing happens.
enum HostAllocator {
  /// `M_MMAP_THRESHOLD` (-3): 32 MiB, glibc's largest on 64-bit systems.
  static let mmapThreshold: Int32 = 32 * 1024 * 1024
  /// `M_TRIM_THRESHOLD` (-1): 64 MiB of free heap top before glibc gives it back.
  static let trimThreshold: Int32 = 64 * 1024 * 1024

  /// Set once per process, before the first renderer draws anything.
  static let configured: Void = {
    #if os(Linux)
      _ = glibcMallopt(-3, mmapThreshold)
      _ = glibcMallopt(-1, trimThreshold)
    #endif
  }()
}
