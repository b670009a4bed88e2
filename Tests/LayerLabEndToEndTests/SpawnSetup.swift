import Foundation

/// What the tests that spawn the binary with `posix_spawn` set up alike: no inherited
/// descriptors past stderr, an empty signal mask and default actions for the signals a test
/// sends, so the child sees a signal as a user's shell would deliver it.
enum SpawnSetup {
  /// Closes in the child every descriptor of this process above 2.
  static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap({ Int32($0) }) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
  }

  /// An empty signal mask in the child, and the default action for each of `signals`.
  static func resetSignals(_ attributes: inout posix_spawnattr_t, defaulting signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    posix_spawnattr_setsigmask(&attributes, &set)
    for signal in signals { sigaddset(&set, signal) }
    posix_spawnattr_setsigdefault(&attributes, &set)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  }
}
