import Foundation

// layerlab-bench: prints the speed and memory figures the project's targets are judged by.
// Nothing is asserted; the report is read by people and compared between runs and hosts.
//
//   swift run -c release layerlab-bench [--quick]

let options: BenchOptions
do {
  options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  BenchOptions.complain("\(error)")
  exit(2)
}
if options.showHelp {
  print(BenchOptions.usage)
  exit(0)
}

let report = Report()
report.header(options)
do {
  if options.longOnly {
    try LongSessionBench(options: options).run(report)
    report.footer()
    exit(0)
  }
  if options.pathsOnly {
    try PathsBench(options: options).run(report)
    report.footer()
    exit(0)
  }
  if options.agreementOnly {
    try AgreementBench(options: options).run(report)
    report.footer()
    exit(0)
  }
  if !options.statementsOnly {
    try LabelBench(options: options).run(report)
    try FeedTextBench(options: options).run(report)
    try PNGBench(options: options).run(report)
    try EngineBench(options: options).run(report)
    try TableBench(options: options).run(report)
  }
  try StatementBench(options: options).run(report)
  GPUBench(options: options).run(report)
  CalibrationBench(options: options).run(report)
  if !options.statementsOnly {
    try AgreementBench(options: options).run(report)
    try LongSessionBench(options: options).run(report)
    try PathsBench(options: options).run(report)
  }
} catch {
  BenchOptions.complain("\(error)")
  exit(1)
}
report.footer()
