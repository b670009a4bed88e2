import LayerLab

/// Every statement with its usage, a line of explanation and an example.
enum HelpCatalog {
  struct Entry {
    var name: String
    var group: String
    var usage: String
    var summary: String
    var example: String
  }

  static let groups = ["views", "time", "looking", "settings", "shell"]

  static let entries: [Entry] = [
    Entry(
      name: "new", group: "views", usage: "new label|cell|table NAME [prop=value …]",
      summary: "create a view: a YYLabel-like label, a VVebo feed cell whose height follows "
        + "its text, or a table of such cells over rows=N synthetic posts (seed=S) or "
        + "rows=FILE.json, drawn by strategy=sync|async|vvebo|texture",
      example: "new label title frame=20,40,300,60 text=\"Hello\" displaysAsynchronously=true"),
    Entry(
      name: "set", group: "views", usage: "NAME.PROP = VALUE",
      summary: "a UIKit-style setter: marks the view and commits (or goes through YYTransaction)",
      example: "title.text = \"Hello, world\""),
    Entry(
      name: "get", group: "views", usage: "NAME.PROP", summary: "print one property",
      example: "title.frame"),
    Entry(
      name: "call", group: "views", usage: "NAME.METHOD([label: value, …])",
      summary: "setNeedsDisplay() coalesces until the commit; display() draws now, every time; "
        + "setNeedsLayout(); layoutIfNeeded(); cells add VVebo's draw() and clear(); tables "
        + "add drag(dy:duration:), fling(velocity:), scrollTo(row:), scrollToTop(), tap(), "
        + "reloadData()",
      example: "title.setNeedsDisplay()"),
    Entry(
      name: "show", group: "looking", usage: "show NAME",
      summary: "every property, the sentinel, marks, contents, what is on screen, draws in flight",
      example: "show title"),
    Entry(
      name: "step", group: "time", usage: "step [N] [turn|frame]",
      summary: "advance to the end of the next run-loop activity (or turn, or vsync) and print "
        + "every event: observers, commits, dispatches, checkpoints, contents",
      example: "step turn"),
    Entry(
      name: "run", group: "time", usage: "run DURATION | run until idle",
      summary: "advance virtual time and print a summary (draw outcomes, turns, commits)",
      example: "run until idle"),
    Entry(
      name: "after", group: "time", usage: "after DURATION STATEMENT",
      summary: "schedule a view statement as an input event; it runs in that turn's sources0",
      example: "after 150us title.setNeedsDisplay()"),
    Entry(
      name: "repeat", group: "time", usage: "repeat N [every DURATION] STATEMENT",
      summary: "run a statement N times with $i = 0…N−1; with 'every', as timed input events",
      example: "repeat 10 title.setNeedsDisplay()"),
    Entry(
      name: "trace", group: "looking", usage: "trace [NAME|images]",
      summary: "the draw records, one row per display attempt (the 'draws' CSV columns); "
        + "'trace images' the image fetches (fetch, url, view, source, requested_us, "
        + "started_us, done_us, bytes, outcome)",
      example: "trace title"),
    Entry(
      name: "events", group: "looking", usage: "events [NAME]",
      summary: "the event log: activities, observers, commits, sentinels, checkpoints",
      example: "events title"),
    Entry(
      name: "stats", group: "looking", usage: "stats",
      summary: "turns, commits, vsyncs, fps (YYFPSLabel), dropped frames, hitch ratio, frame-time "
        + "percentiles, draws requested / coalesced / executed / cancelled per checkpoint, "
        + "wasted render time, layout-cache hit rate, bitmap bytes",
      example: "stats"),
    Entry(
      name: "save", group: "looking", usage: "save NAME|screen FILE.png",
      summary: "write a layer's contents, or the screen as the last vsync showed it (blank "
        + "layers show the page), as PNG at device scale (atomically)",
      example: "save title title.png"),
    Entry(
      name: "export", group: "looking",
      usage: "export draws|events|frames|images FILE.csv | chrome FILE.json | timeline FILE.png",
      summary: "write the draw records, the event log or one row per vsync (frame, vsync_us, "
        + "tick, fired_us, late_us, main_busy_us, commit_us, commit, new_commit) as RFC 4180 "
        + "CSV, a Chrome trace for Perfetto, or a swimlane picture (--from/--to DURATION for a "
        + "window); atomically",
      example: "export draws draws.csv"),
    Entry(
      name: "clock", group: "settings", usage: "clock [measured|model]",
      summary: "measured: render cost = host time × device speed factor; model: a "
        + "deterministic formula, for exact transcripts",
      example: "clock model"),
    Entry(
      name: "device", group: "settings", usage: "device [iphone11|iphone-se|ipad-pro]",
      summary: "cores, refresh rate, scale and screen of the simulated device",
      example: "device iphone-se"),
    Entry(
      name: "pool", group: "settings", usage: "pool [yy|yy-fallback|ad|global]",
      summary: "render queues: yy = YYDispatchQueuePool (per-QoS, min(cores,32), round-robin "
        + "from index 1); yy-fallback = min(cores,16) 'render' queues; ad = AsyncDraw's "
        + "min(cores,6) least-loaded queues with its two-state flag (a stale draw can overwrite "
        + "newer contents); global = a concurrent queue that adds a thread whenever all are busy",
      example: "pool yy-fallback"),
    Entry(
      name: "compare", group: "looking", usage: "compare STRATEGY|POOL… -- FILE.lab",
      summary: "run one session file once per table strategy (sync, async, vvebo, texture: "
        + "forced on every table it makes) or pool (yy, yy-fallback, ad, global), each from a "
        + "clean start, and print one table: fps, dropped frames, hitch ratio, draws executed / "
        + "cancelled / skipped (VVebo's blank rows) / stale, wasted render time, peak bitmap "
        + "bytes, peak threads",
      example: "compare sync async vvebo -- Sessions/scroll.lab"),
    Entry(
      name: "reset", group: "settings", usage: "reset",
      summary: "start again at time 0 with no views and an empty trace; clock, device, pool, "
        + "seed and shell settings stay (the layout cache is emptied too, so runs compare fairly)",
      example: "reset"),
    Entry(
      name: "images", group: "settings",
      usage:
        "images [DIR|dir=DIR] [cache=DIR] [latency=D] [bandwidth=B/S] [check=url|none] [memory=N] "
        + "[disk=N]",
      summary: "the image pipeline (AsyncDraw's): where file URLs are found (http(s) URLs are "
        + "generated), where the disk cache's files go, the modelled network (at most 6 "
        + "downloads), the memory and disk caches' bytes, and whether a finished download checks its view still wants it; alone, the "
        + "settings and cache hit rates",
      example: "images dir=Sessions/images latency=200ms bandwidth=500000 check=none"),
    Entry(
      name: "seed", group: "settings", usage: "seed [N]",
      summary: "the seed for anything random, so runs repeat", example: "seed 7"),
    Entry(
      name: "help", group: "shell", usage: "help [STATEMENT]",
      summary: "this list, or one statement with an example", example: "help step"),
    Entry(
      name: ".help", group: "shell", usage: ".help [STATEMENT]", summary: "the same as help",
      example: ".help run"),
    Entry(
      name: "apropos", group: "shell", usage: "apropos WORD",
      summary: "statements whose help mentions WORD", example: "apropos sentinel"),
    Entry(
      name: ".timer", group: "shell", usage: ".timer on|off",
      summary: "after each statement, print host time and virtual time, both labelled (to the "
        + "terminal, never into an .output file)",
      example: ".timer on"),
    Entry(
      name: ".mode", group: "shell", usage: ".mode table|csv|json",
      summary: "how tables (trace, events, stats, show, compare) are printed; csv and json "
        + "print every event and no headings, json writes all-numeric columns as numbers",
      example: ".mode csv"),
    Entry(
      name: ".headers", group: "shell", usage: ".headers on|off",
      summary: "print the header row in csv mode", example: ".headers off"),
    Entry(
      name: ".output", group: "shell", usage: ".output [FILE|stdout]",
      summary: "send results to FILE until a bare .output (or .output stdout); errors stay on "
        + "stderr", example: ".output trace.txt"),
    Entry(
      name: ".once", group: "shell", usage: ".once FILE",
      summary: "send the next statement's results to FILE", example: ".once draws.csv"),
    Entry(
      name: ".read", group: "shell", usage: ".read FILE",
      summary: "run a script (relative to the including file)",
      example: ".read Sessions/sentinel.lab"),
    Entry(
      name: ".echo", group: "shell", usage: ".echo on|off",
      summary: "print each line before its output", example: ".echo on"),
    Entry(
      name: ".bail", group: "shell", usage: ".bail on|off",
      summary: "stop a script at its first error (on by default)", example: ".bail off"),
    Entry(
      name: ".show", group: "shell", usage: ".show", summary: "every setting",
      example: ".show"),
    Entry(
      name: ".quit", group: "shell", usage: ".quit", summary: "leave (Ctrl-D too)",
      example: ".quit"),
    Entry(
      name: ".exit", group: "shell", usage: ".exit [N]", summary: "leave with status N",
      example: ".exit 3"),
  ]
}
