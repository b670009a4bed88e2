/// Virtual time in microseconds since the session started.
///
/// The model never reads a wall clock: every piece of simulated work has a cost in these
/// units, so a `clock model` run is exactly reproducible.
public typealias Micros = Int64
