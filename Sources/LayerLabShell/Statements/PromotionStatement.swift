import LayerLab

/// `promotion [on|off]`: whether the app's Info.plist sets
/// `CADisableMinimumFrameDurationOnPhone` to YES, the opt-in a ProMotion iPhone needs before
/// Core Animation runs an app above 60 Hz (iPad Pro needs none). Off by default, as in a new
/// Xcode project; like `pool` and `clock` it survives `device` and `reset` and applies in
/// `compare` runs.
struct PromotionStatement: SettingStatement {
  var value: String?

  static let keywords = ["promotion"]
  static let values = ["on", "off"]
  /// The Info.plist key the setting stands for.
  static let key = "CADisableMinimumFrameDurationOnPhone"

  static let help = [
    StatementHelp(
      name: "promotion", group: .settings, usage: "promotion [on|off]",
      summary: "on: the app's Info.plist has \(key) = YES, so a ProMotion iPhone (13 Pro and "
        + "later Pro models) runs its display link and frames at 120 Hz; off (the default): "
        + "60 Hz on those iPhones; an iPad Pro runs at 120 Hz either way; refused while a draw "
        + "or a commit is in flight: 'run until idle' first",
      example: "promotion on", aliases: [key])
  ]

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    guard let value else {
      let device = engine.device
      session.out(
        "promotion \(device.promotionOptIn ? "on" : "off") (options: on, off): "
          + "\(device.name) runs the app at \(DeviceStatement.rate(device))")
      return .ok
    }
    guard let on = ["on": true, "off": false][value] else {
      throw ShellError("unknown promotion '\(value)' (use 'on' or 'off')")
    }
    try session.model { () throws(ModelError) in try engine.setPromotion(on) }
    return .ok
  }
}
