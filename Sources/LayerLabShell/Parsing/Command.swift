import LayerLab

/// One parsed statement, ready to run.
enum Command {
  case new(kind: String, name: String, properties: [(name: String, value: Word)])
  case set(view: String, property: String, value: Word)
  case get(view: String, property: String)
  case call(view: String, method: String, arguments: String)
  case show(String)
  case step(count: Int, unit: StepUnit)
  case run(StepUnit)
  case after(delay: Micros, statement: [Word])
  case repeatN(count: Int, every: Micros?, statement: [Word])
  case clock(String?)
  case device(String?)
  case pool(String?)
  case seed(String?)
  case trace(String?)
  /// `images [key=value …]`: the image pipeline's settings, or (bare) its state.
  case images([(key: String, value: Word)])
  case events(String?)
  case stats
  case reset
  case compare(names: [String], file: String)
  case save(name: String, path: String)
  case export(kind: String, path: String, from: Micros?, to: Micros?)
  case help(String?)
  case apropos(String)
  case read(String)
  case echo(Bool)
  case bail(Bool)
  case showSettings
  case timer(Bool)
  case mode(String)
  case headers(Bool)
  case output(String?)
  case once(String)
  case quit
  case exit(Int32)
}
