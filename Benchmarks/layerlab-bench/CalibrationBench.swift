import LayerLab

/// The calibration's fit (issue 24): every published observation's prediction against what
/// was observed, and the fit's error, so a change to the prices or the formulas shows up here
/// as a number and not only as transcripts that moved. Also how long the fit takes (with its
/// leave-one-out refits), since `calibration` and `costs set` run it while the user waits.
struct CalibrationBench {
  let options: BenchOptions

  func run(_ report: Report) {
    report.section("10. calibration: published observations, predicted ÷ observed")
    let (fit, micros) = Stopwatch.micros { PriceFit(Observation.published) }
    for row in fit.rows {
      report.value(
        "calibration.\(row.observation.id)",
        String(format: "%.2f  (held out %.2f)", row.ratio, row.heldOutRatio))
    }
    report.value("calibration.observations", fit.rows.count)
    report.value(
      "calibration.publishers", Set(fit.rows.map(\.observation.publisher)).count)
    report.value("calibration.typical_factor", fit.typicalFactor, decimals: 3)
    report.value("calibration.worst_factor", fit.worstFactor, decimals: 3)
    report.value("calibration.held_out_typical_factor", fit.heldOutTypicalFactor, decimals: 3)
    report.value(
      "calibration.within_1_5x",
      fit.rows.filter { max($0.ratio, 1 / $0.ratio) <= 1.5 }.count)
    report.value("calibration.fit_ms", micros / 1000, decimals: 1)
  }
}
