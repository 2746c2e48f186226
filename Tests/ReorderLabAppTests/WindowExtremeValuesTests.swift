import Foundation
import ReorderKit
import Testing
@testable import ReorderTrace
import TestSupport

/// A trace written line by line for the window tests: a header, then one gesture after another with
/// a `frame` every 1/60 s, as a recording has them.
struct GestureTrace {
    var lines: [String]
    var t: Double

    init(header: String, startingAt t: Double = 0) {
        lines = [header]
        self.t = t
    }

    static func header(width: Double, height: Double, rows: String, extra: String = "") -> String {
        #"{"format":"reorder-trace","version":1,"viewport":{"width":\#(width),"height":\#(height)},"rows":\#(rows)\#(extra)}"#
    }

    /// `count` rows `height` points tall, labelled.
    static func rows(_ count: Int, height: Double) -> String {
        "[" + (0..<count).map { #"{"id":"r\#($0)","height":\#(height),"label":"Row \#($0)"}"# }.joined(separator: ",") + "]"
    }

    mutating func line(_ fields: String) { lines.append(#"{"t":\#(t),\#(fields)}"#) }

    mutating func frames(_ count: Int) {
        for _ in 0..<count {
            t += 1.0 / 60
            line(#""type":"frame""#)
        }
    }

    mutating func pointer(_ type: String, _ id: Int, _ x: Double, _ y: Double) {
        line(#""type":"\#(type)","pointer":"touch","id":\#(id),"x":\#(x),"y":\#(y)"#)
    }

    /// A long press at (x, y) that lifts the row, a drag `dy` points down in ten moves (`midDrag`
    /// lines go in halfway), a hold, the release and the settle.
    mutating func drag(x: Double, y: Double, dy: Double, midDrag: [String] = []) {
        line(#""type":"mark","label":"intent:reorder""#)
        pointer("down", 1, x, y)
        frames(40)  // 0.67 s: past the 0.5 s long press
        for step in 1...10 {
            t += 1.0 / 60
            pointer("move", 1, x, y + dy * Double(step) / 10)
            line(#""type":"frame""#)
            if step == 5 { for fields in midDrag { line(fields) } }
        }
        frames(20)
        pointer("up", 1, x, y + dy)
        frames(30)
    }

    /// A quick pan upward, released while moving: a flick that coasts.
    mutating func flick(x: Double, y: Double, dy: Double) {
        pointer("down", 2, x, y)
        for step in 1...5 {
            t += 1.0 / 60
            pointer("move", 2, x, y - dy * Double(step) / 5)
            line(#""type":"frame""#)
        }
        pointer("up", 2, x, y - dy)
        frames(30)
    }

    /// The wheel both ways by `distance`, then every scrolling key.
    mutating func wheelAndKeys(distance: Double) {
        line(#""type":"wheel","dx":0,"dy":\#(distance)"#)
        frames(1)
        line(#""type":"wheel","dx":0,"dy":\#(-distance)"#)
        frames(1)
        for key in ["end", "home", "space", "down", "up"] {
            line(#""type":"key","key":"\#(key)""#)
            frames(1)
        }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

/// Traces with extreme but valid values, replayed in the real window (the built `reorder-lab`, SDL's
/// dummy video driver, software renderer): each must end cleanly with the headless replay's result
/// and a screenshot of its last frame, within a bounded amount of memory.
/// A slow suite (35 windows as child processes): `swift test --skip SlowTests` leaves it out.
@Suite(.tags(.slow)) struct WindowExtremeValuesSlowTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var header: String
        /// Where the press goes down and how far the drag goes.
        var x = 200.0, y = 22.0, dy = 200.0
        var midDrag: [String] = []
        var start = 0.0
        var testDescription: String { name }
    }

    static let rows30 = GestureTrace.rows(30, height: 44)
    static func plain(_ name: String, width: Double = 480, height: Double = 800, rows: String = rows30, extra: String = "",
                      x: Double = 200, y: Double = 22, dy: Double = 200, midDrag: [String] = [], start: Double = 0) -> Case {
        Case(name: name, header: GestureTrace.header(width: width, height: height, rows: rows, extra: extra), x: x, y: y, dy: dy,
             midDrag: midDrag, start: start)
    }
    static func tuning(_ values: String) -> String { #","tuning":{\#(values)}"# }

    static let cases: [Case] = [
        plain("viewport width 1e19", width: 1e19),
        plain("viewport height 1e19", height: 1e19),
        plain("viewport 1e300 x 1e300", width: 1e300, height: 1e300),
        plain("viewport 1.7976931348623157e308", width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
        plain("viewport width 1e9", width: 1e9),
        plain("viewport width 1e12, lifted look", width: 1e12, extra: tuning(#""dragStyle":"lifted""#)),
        plain("viewport width 1e12, collection look", width: 1e12, extra: tuning(#""dragStyle":"collection""#)),
        plain("viewport 1e-300", width: 1e-300, height: 1e-300, x: 1e-300, y: 1e-300, dy: 1e-300),
        plain("viewport 5 x 5", width: 5, height: 5, x: 2, y: 2, dy: 3),
        plain("rows 1e19 high", rows: GestureTrace.rows(3, height: 1e19)),
        plain("rows 1e300 high", rows: GestureTrace.rows(3, height: 1e300)),
        plain("rows 1e300 high, collection look", rows: GestureTrace.rows(3, height: 1e300), extra: tuning(#""dragStyle":"collection""#)),
        plain("rows 1e-300 high", rows: GestureTrace.rows(30, height: 1e-300), y: 1e-300),
        plain("rows 5 pt high", rows: GestureTrace.rows(2000, height: 5), y: 2),
        plain("100,000 rows 1e-300 pt high", rows: GestureTrace.rows(100_000, height: 1e-300), y: 1e-300),
        Case(name: "1,000,000 rows, viewport 1e19 high",
             header: #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":1e19},"demo":{"count":1000000,"seed":1}}"#),
        plain("0 rows", rows: "[]"),
        plain("1 row", rows: GestureTrace.rows(1, height: 44)),
        plain("pixelScale 1e300", extra: #","pixelScale":1e300"#),
        plain("pixelScale 1e-300", extra: #","pixelScale":1e-300"#),
        plain("scroll offset 1e300", rows: GestureTrace.rows(30, height: 1e300), extra: #","scrollOffset":1e300"#),
        plain("resize to 1e308 mid-drag", midDrag: [#""type":"resize","width":1e308,"height":1e308"#]),
        plain("resize to 1e308 mid-drag, lifted look", extra: tuning(#""dragStyle":"lifted""#),
              midDrag: [#""type":"resize","width":1e308,"height":1e308"#]),
        plain("resize to 1e-300 mid-drag", midDrag: [#""type":"resize","width":1e-300,"height":1e-300"#]),
        plain("pointer at 1e300", x: 1e300, y: 1e300, dy: 1e300),
        plain("pointer dragged to -1e300", dy: -1e300),
        plain("autoscroll speeds 1e19", extra: tuning(#""autoscrollMaxSpeed":1e19,"flickMaximumSpeed":1e19"#)),
        plain("every distance and speed 1e19", extra: tuning(#""autoscrollMaxSpeed":1e19,"flickMinimumSpeed":1e19,"flickMaximumSpeed":1e19,"momentumStopSpeed":1e19,"keyScrollStep":1e19,"autoscrollZonePadding":1e19,"reorderHysteresis":1e19"#)),
        plain("allowable movement 1e19", extra: tuning(#""allowableMovement":1e19"#)),
        plain("allowable movement and long press 1e300", extra: tuning(#""allowableMovement":1e300,"longPressSeconds":1e300"#)),
        plain("animations 1e19 s", extra: tuning(#""longPressSeconds":1e19,"liftAnimationSeconds":1e19,"dropAnimationSeconds":1e19,"shuffleAnimationSeconds":1e19"#)),
        plain("tuning 1e-300", extra: tuning(["longPressSeconds", "allowableMovement", "autoscrollMaxSpeed", "liftAnimationSeconds",
                                              "dropAnimationSeconds", "shuffleAnimationSeconds", "flickMinimumSpeed", "momentumStopSpeed",
                                              "keyScrollStep"].map { #""\#($0)":1e-300"# }.joined(separator: ","))),
        plain("live tuning 1e19 mid-drag", midDrag: [#""type":"tuning","set":{"autoscrollMaxSpeed":1e19,"allowableMovement":1e19}"#]),
        plain("times from 1e9 s", start: 1e9),
        plain("times from 1e300 s", start: 1e300),
    ]

    /// Peak resident memory allowed: a replay in the window takes about 35 MB (debug build).
    static let memoryLimit = 1_000_000_000

    @Test(arguments: cases)
    func replaysInTheWindowAndExitsCleanly(_ c: Case) throws {
        let directory = TemporaryDirectory()
        var trace = GestureTrace(header: c.header, startingAt: c.start)
        trace.drag(x: c.x, y: c.y, dy: c.dy, midDrag: c.midDrag)
        trace.flick(x: c.x, y: c.y, dy: c.dy)
        trace.wheelAndKeys(distance: 1e300)
        let path = directory.write(trace.text, to: "extreme.trace.jsonl")
        let screenshot = directory.file("last.png")

        let outcome = try WindowProcess.run(["--replay", path, "--software", "--speed", "4", "--print-order",
                                             "--screenshot", screenshot], in: directory.path)

        let exitedCleanly = outcome.status == 0 && !outcome.timedOut
        #expect(exitedCleanly, "\(outcome)")
        #expect(outcome.peakBytes < Self.memoryLimit, "\(outcome)")
        guard exitedCleanly else { return }
        #expect(FileManager.default.fileExists(atPath: screenshot), "the last frame was drawn and saved")
        let headless = try Replay.run(path: path).json + "\n"
        let same = outcome.stdout == headless
        #expect(same, "the window's result is the headless replay's: \(outcome.stdout.prefix(300)) vs \(headless.prefix(300))")
    }
}
