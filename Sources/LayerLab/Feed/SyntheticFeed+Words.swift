/// The vocabulary of synthetic feeds.
///
/// Kept apart from the assembly so the lists can grow without touching the logic. Changing any
/// list changes every generated feed, and with it committed transcripts and pixels, so add to
/// these only on purpose.
extension SyntheticFeed {
  /// Screen names: mostly Latin handles, some with accents, some Chinese, as on weibo. None
  /// contains a space, so `@name` reads as one mention.
  static let names = [
    "alex_chen", "MiaWong", "Zoë_Lambert", "王小明", "josh.codes", "SakuraTanaka", "Björn_K",
    "CoffeeAndCode", "李娜", "RenéDubois", "nina_designs", "TomHiddleston_fan", "陈静",
    "iOSDevWeekly", "lucas_m", "María_José", "PixelPusher", "sam_rivera", "张伟", "EmmaL",
    "the_real_kev", "Chloé_Photo", "davidwalsh", "刘洋", "OliverTwist99", "hana.kim",
    "François_B", "swift_lang_cn", "NoahWrites", "林小雨", "grace_hopper_fan", "MaxPower",
    "Søren_A", "ivy.zhang", "JackDaniels_", "赵磊", "lily_bakes", "ethan.io", "Ana_Sofía",
    "weibo_news",
  ]

  /// Sentence openings, capitalised; each pairs with any predicate.
  static let subjects = [
    "The new build", "This coffee", "My morning commute", "Our cat", "The keynote",
    "Today's standup", "The rain in Beijing", "This little app", "The weekend", "My old iPhone",
    "The team dinner", "Auto Layout", "The subway at rush hour", "Grandma's dumplings",
    "This playlist", "The last episode", "Our release", "The sunset tonight", "My inbox",
    "The new café downstairs", "Scrolling performance", "The code review", "This book",
    "The flight to Shanghai",
  ]

  /// Sentence endings, without the final punctuation.
  static let predicates = [
    "is way faster than I expected", "made my whole day", "needs more work before Friday",
    "was honestly the best part of the week", "keeps surprising me",
    "finally runs at sixty frames per second", "deserves a proper write-up",
    "took three hours longer than planned", "smells like fresh bread and rain",
    "is exactly what I needed after that meeting", "broke again, of course",
    "reminds me why I started doing this", "has me rethinking everything",
    "looks great on the big screen", "was cancelled at the last minute",
    "is the reason I was late this morning", "somehow got even better",
    "drops frames when the images decode on the main thread",
    "should be on everyone's list this year", "just crashed in front of the whole class",
  ]

  /// How sentences end.
  static let endings = [".", ".", ".", "!", "!!", "…", "?"]

  /// Complete short lines, 15 to 40 characters: the one-liners and the fillers.
  static let oneLiners = [
    "Good morning, everyone!", "Can't believe it's Friday already.", "Best noodles in town.",
    "Back at my desk again.", "Who else is watching this?", "Shipping it tonight.",
    "Nope. Not today.", "This is the way.", "Late night debugging again.",
    "Weekend plans: nothing at all.", "Finally some sunshine!", "New wallpaper, who dis?",
    "Totally worth the wait.", "Still thinking about it.", "Read this twice. Wow.",
  ]

  /// Weibo topics, written between `#` marks in posts.
  static let topics = [
    "WWDC2015", "SwiftLang", "iOS开发", "MondayMotivation", "周末去哪儿", "TechNews",
    "FoodieLife", "PhotoOfTheDay", "今日头条", "CodeReview", "RainyDay", "Apple",
  ]

  /// Chinese sentences, for the posts that mix scripts (the machine has WenQuanYi Micro Hei).
  static let cjkSentences = [
    "今天天气真好，出去走走吧。", "这个新功能太好用了！", "周末一起去吃火锅吗？",
    "终于下班了，累死了。", "这首歌单曲循环了一整天。", "代码写完了，明天再测试。",
    "北京的秋天是最美的季节。", "谢谢大家的支持和鼓励！",
  ]

  /// Single emoji (each one `Character`), kept rare: colour-font fallback is slow to draw.
  static let emoji = ["😂", "👍", "🎉", "☕️", "🐱", "🌧️", "🚀", "❤️", "🙏", "😅"]

  /// The app or device a post was sent from.
  static let sources = [
    "iPhone 11", "iPhone 6", "iPhone 6 Plus", "iPad Air 2", "Weibo.com", "Android", "VVebo",
    "Mac", "HUAWEI P8", "Xiaomi Mi 4",
  ]

  /// Soft, fairly dark avatar fills that read well behind white initials.
  static let palette = [
    Color(r: 106, g: 140, b: 181), Color(r: 231, g: 111, b: 81), Color(r: 42, g: 157, b: 143),
    Color(r: 233, g: 196, b: 106), Color(r: 38, g: 70, b: 83), Color(r: 244, g: 162, b: 97),
    Color(r: 131, g: 101, b: 174), Color(r: 96, g: 165, b: 120), Color(r: 214, g: 88, b: 126),
    Color(r: 69, g: 123, b: 157), Color(r: 168, g: 128, b: 92), Color(r: 120, g: 144, b: 156),
  ]

  /// Characters for the 7-character path of `https://t.cn/` short links.
  static let linkAlphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
}
