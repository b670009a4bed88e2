import LayerLab

/// The statement dispatcher.
extension Session {
  func execute(_ command: Command, statement: Statement, at location: Location)
    throws(ShellError) -> Outcome
  {
    currentLocation = location
    switch command {
    case .new, .set, .call:
      try runInput(command, text: statement.spelling)
    case .get(let name, let property):
      try printProperty(name, property)
    case .show(let name):
      try show(name)
    case .step(let count, let unit):
      return step(count: count, unit: unit)
    case .run(let unit):
      return try run(unit)
    case .after(let delay, let words):
      try schedule(words, delay: delay)
    case .repeatN(let count, let every, let words):
      return try repeatStatement(words, count: count, every: every, at: location)
    case .clock(let value):
      try setClock(value)
    case .device(let value):
      try setDevice(value)
    case .pool(let value):
      try setPool(value)
    case .seed(let value):
      try setSeed(value)
    case .trace(let name) where name == "images":
      printImageTrace()
    case .trace(let name):
      try printTrace(name)
    case .images(let pairs):
      try images(pairs)
    case .events(let name):
      try printEvents(name)
    case .stats:
      printStats()
    case .reset:
      reset()
    case .compare(let names, let file):
      return try compare(names, file: file, from: location)
    case .save(let name, let path):
      try save(name, to: path)
    case .export(let kind, let path, let from, let to):
      try export(kind, to: path, from: from, until: to)
    case .help(let topic):
      try printHelp(topic)
    case .apropos(let word):
      try apropos(word)
    case .read(let path):
      return try read(path, from: location)
    case .echo(let on):
      settings.echo = on
    case .bail(let on):
      settings.bail = on
    case .showSettings:
      printSettings()
    case .timer(let on):
      try setTimer(on)
    case .mode(let mode):
      try setMode(mode)
    case .headers(let on):
      try setHeaders(on)
    case .output(let path):
      try setOutput(path)
    case .once(let path):
      try setOnce(path)
    case .quit:
      return .exit(nil)
    case .exit(let code):
      return .exit(code)
    }
    return .ok
  }

  /// Converts a model refusal into the shell's error.
  func model<T>(_ body: () throws(ModelError) -> T) throws(ShellError) -> T {
    do {
      return try body()
    } catch {
      throw ShellError(error.message)
    }
  }
}
