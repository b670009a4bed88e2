/// How this session runs `compare`, and what it inherits from a `compare` that started it.
///
/// Why together: a compare run is a fresh session the comparing one configures (``CompareJob``),
/// and these are the fields it sets; a top-level session keeps the defaults. They outlive
/// `reset`, as the forced strategy in ``ShellSettings`` does: a compared script that resets
/// still runs under what the compare forces.
struct CompareContext {
  /// The most threads a `compare` runs its variants on; nil is one per core. Tests set 1 to
  /// check that a parallel compare prints what a serial one does.
  var threadLimit: Int?
  /// In a `compare` run, the property values it forces (`compare t.numberOfLines=1,0 …`):
  /// applied where the script makes each view and to its later setters.
  var propertyOverrides: [Session.PropertyOverride] = []
  /// In a `compare` run, the runs left to the top-level statement that started it, shared
  /// by every compare below it; nil in a top-level session (see ``CompareRunBudget``).
  var runBudget: CompareRunBudget?
}
