import Foundation
import ReorderKit
import ReorderLabCLI
import ReorderSession
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
@testable import ReorderSDL
import TestSupport

/// The window with every layout, through the window's own startup path (`SessionContent.load`, the
/// engine built by `TraceHeader.withEngine` from `engineHeader`, a `WindowModel` fed as the frame
/// loop feeds it) and without a display: a live drag recorded, then the recording replayed headless.
@Suite struct WindowLayoutTests {
    static let finger = PointerID(.touch, 0)

    /// A live session of a list file: press the centre of row `from`, hold past the long press,
    /// slide in 20 steps to the centre of `to` (a row's id, or a section's id for its header),
    /// hold, release. Returns the live result, the headless replay of the recording and the
    /// recording's header.
    struct LiveDrag: EngineTask {
        /// The engine's header, which the recording's is made from as the window makes it.
        var header: TraceHeader
        var stateStore: StateStore?
        var recording: String
        var from: String
        var to: String
        var keys: [(Character, shift: Bool)] = []

        func run<L: ReorderLayout>(_ engine: ReorderEngine<L>) throws(TraceError) -> (live: ReplayResult, replayed: ReplayResult, header: TraceHeader) {
            try WindowLayoutTests.drive(engine, header: header, stateStore: stateStore, recording: recording, from: from, to: to, keys: keys)
        }
    }

    /// The centre of a row, or of a section's header, in viewport points.
    static func centre<L: ReorderLayout>(of id: String, in engine: ReorderEngine<L>) -> Point? {
        let layout = engine.layout
        if let slot = (0..<layout.count).first(where: { layout.row(atSlot: $0).id == id }) {
            let frame = layout.frame(ofSlot: slot)
            return engine.viewportPoint(Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        }
        if let sections = layout as? SectionListLayout,
           let s = sections.sections.sections.firstIndex(where: { $0.id == id }) {
            let frame = sections.headerFrame(ofSection: s)
            return engine.viewportPoint(Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        }
        return nil
    }

    static func drive<L: ReorderLayout>(_ engine: ReorderEngine<L>, header: TraceHeader, stateStore: StateStore?, recording: String,
                                        from: String, to: String, keys: [(Character, shift: Bool)] = []) throws(TraceError)
        -> (live: ReplayResult, replayed: ReplayResult, header: TraceHeader) {
        let start = centre(of: from, in: engine)!, end = centre(of: to, in: engine)!
        let header = SessionContent.recordingHeader(header, engine: engine, pixelScale: 1, recorded: nil)
        let recorder = try SessionRecorder(path: recording, header: header)
        var model = WindowModel(session: LiveSession(engine: engine, recorder: recorder, stateStore: stateStore),
                                translator: InputTranslator(windowSize: engine.viewport, listViewport: { $0 }),
                                playback: nil, tuningPanel: TuningPanel(lastPreset: nil),
                                profilePath: recording + ".profile.json", holdAtEnd: false)
        var t = 0.0
        func frame() {
            t += 1.0 / 60
            model.endInput(at: t)
            model.tick(at: t)
            model.endFrame()
        }
        for (key, shift) in keys {
            model.take(.keyDown(keycode: SDLKeycode.character(key), isRepeat: false, shift: shift), at: t)
            frame()
        }
        model.routeLive(.down(finger, start), at: t)
        for _ in 0..<40 { frame() }
        for step in 1...20 {
            let p = Double(step) / 20
            model.routeLive(.move(finger, Point(x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p)), at: t)
            frame()
        }
        for _ in 0..<10 { frame() }
        model.routeLive(.up(finger, end), at: t)
        for _ in 0..<40 { frame() }
        let live = model.session.finish()
        return (live, try Replay.run(path: recording), header)
    }

    static func liveDrag(list name: String, from: String, to: String, keys: [(Character, shift: Bool)] = [],
                         recording: String? = nil) throws -> (live: ReplayResult, replayed: ReplayResult, header: TraceHeader) {
        try liveDrag(options: try AppOptions.parse(["--list", SampleLists.path(name), "--no-state"]), from: from, to: to, keys: keys,
                     recording: recording)
    }

    static func liveDrag(options: AppOptions, from: String, to: String, keys: [(Character, shift: Bool)] = [],
                         recording: String? = nil) throws -> (live: ReplayResult, replayed: ReplayResult, header: TraceHeader) {
        let directory = TemporaryDirectory()
        let name = options.listPath ?? "demo"
        let content = try SessionContent.load(options: options)
        let header = content.engineHeader(liveViewport: content.viewport ?? AppOptions.defaultSize.points)
        var task = LiveDrag(header: header, stateStore: content.stateStore, recording: recording ?? directory.file("live.trace.jsonl"),
                            from: from, to: to, keys: keys)
        return try header.withEngine(file: name, &task)
    }

    @Test func aRowDraggedOntoAnotherSectionsRowMovesThereAndTheRecordingReplaysToTheSameResult() throws {
        let (live, replayed, header) = try Self.liveDrag(list: "sections", from: "pears", to: "rice")
        #expect(live == replayed)
        #expect(header.layout.kind == "sections")
        let move = try #require(live.moves.first)
        #expect(move.id == "pears" && move.fromSection == "fruit" && move.toSection == "pantry")
        #expect(live.sections?.first { $0.id == "pantry" }?.rows.contains("pears") == true)
        #expect(live.sections?.first { $0.id == "fruit" }?.rows == ["apples", "plums"])
    }

    @Test func aRowDroppedOnAnEmptySectionsHeaderOpensThatSection() throws {
        let (live, replayed, _) = try Self.liveDrag(list: "sections", from: "apples", to: "later")
        #expect(live == replayed)
        #expect(live.sections?.first { $0.id == "later" }?.rows == ["apples"])
    }

    @Test func aGridItemDraggedOntoAnotherTakesItsSlotAndTheRecordingReplaysToTheSameResult() throws {
        let (live, replayed, header) = try Self.liveDrag(list: "grid", from: "t1", to: "t6")
        #expect(live == replayed)
        #expect(header.layout.kind == "grid")
        #expect(live.moves.map(\.id) == ["t1"])
        // Lifted, t1 leaves a hole and the items after it flow back: the finger at t6's old centre is
        // over the slot t5 had, and t1 lands there.
        #expect(Array(live.order.prefix(6)) == ["t2", "t3", "t4", "t5", "t1", "t6"], "\(live.order)")
    }

    @Test func aHorizontalGridDragReplaysToTheSameResult() throws {
        let (live, replayed, _) = try Self.liveDrag(list: "grid-horizontal", from: "h1", to: "h5")
        #expect(live == replayed)
        #expect(live.moves.map(\.id) == ["h1"])
    }

    /// `--replay` of each layout's sample trace: the window's model plays it to the headless result.
    struct Playback: EngineTask {
        var playback: TracePlayback

        func run<L: ReorderLayout>(_ engine: ReorderEngine<L>) throws(TraceError) -> ReplayResult {
            var model = WindowModel(session: LiveSession(engine: engine, recorder: nil, stateStore: nil),
                                    translator: InputTranslator(windowSize: engine.viewport, listViewport: { $0 }),
                                    playback: playback, tuningPanel: TuningPanel(lastPreset: nil),
                                    profilePath: "/nonexistent/profile.json", holdAtEnd: false)
            var wall = 0.0
            while !(model.playback?.isFinished ?? true) {
                wall += 1.0 / 60
                model.feedReplay(atWallTime: wall)
            }
            return model.session.finish(eventLines: model.playback?.eventLines)
        }
    }

    @Test(arguments: ["sections-move-into-empty", "sections-swap-across", "sections-constrained", "grid-drag",
                      "grid-horizontal-autoscroll", "list-swap"])
    func eachLayoutsSampleTracePlaysInTheWindowToItsHeadlessResult(name: String) throws {
        let path = SampleTraces.path(name)
        let options = try AppOptions.parse(["--replay", path])
        let content = try SessionContent.load(options: options)
        var task = Playback(playback: try #require(content.playback))
        let played = try content.engineHeader(liveViewport: Size(width: 1, height: 1)).withEngine(file: path, &task)
        #expect(played == (try Replay.run(path: path)))
    }

    // MARK: Live tuning of the layouts' values

    static func tuningLines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            .filter { $0.contains(#""type":"tuning""#) }
    }

    @Test func keyASwitchesSectionsToDHsExchangeAndTheChangeIsRecordedAsATuningLine() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("swap.trace.jsonl")
        let (live, replayed, _) = try Self.liveDrag(list: "sections", from: "apples", to: "carrots", keys: [("a", false)], recording: path)
        #expect(live == replayed)
        #expect(Self.tuningLines(path).map { $0.contains(#""set":{"crossSection":"swap"}"#) } == [true])
        let move = try #require(live.moves.first)
        #expect(move.swappedWith == "carrots" && move.fromSection == "fruit" && move.toSection == "veg")
        #expect(live.sections?.map(\.rows.count) == [3, 3, 0, 3], "an exchange keeps every section's size")
    }

    @Test func keyMSwitchesAGridToSwapModeAndShiftAGoesBackward() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("mode.trace.jsonl")
        let (live, replayed, _) = try Self.liveDrag(list: "grid", from: "t1", to: "t6", keys: [("m", false), ("a", true)], recording: path)
        #expect(live == replayed)
        let lines = Self.tuningLines(path)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""set":{"reorderMode":"swap"}"#) == true)
        #expect(lines.last?.contains(#""set":{"crossSection":"none"}"#) == true, "shift+a: move back to none")
        #expect(live.moves.first?.swappedWith == "t6")
        #expect(Array(live.order.prefix(6)) == ["t6", "t2", "t3", "t4", "t5", "t1"], "the two exchanged, nothing else moved")
    }

    // MARK: Demo content

    @Test(arguments: DemoLayout.allCases)
    func eachLayoutsDemoOpensWithOneOption(layout: DemoLayout) throws {
        let content = try SessionContent.load(options: try AppOptions.parse(["--layout", layout.rawValue, "--no-state"]))
        #expect(content.rows.count == (layout == .list ? ListSource.demoCount : DemoLayout.count))
        switch (layout, content.header.layout) {
        case (.list, .list): break
        case (.sections, .sections(_, let sections)):
            #expect(sections.map(\.id) == ["fruit", "veg", "dairy", "later", "bakery", "pantry"])
            #expect(!content.rows.contains { $0.section == "later" }, "one section is left empty to drop into")
        case (.grid, .grid(let style)):
            #expect(style.scrollDirection == .vertical)
            #expect(content.tuning.dragStyle == .collection && content.tuning.dropAnimationSeconds == 0.4)
        case (.gridHorizontal, .grid(let style)):
            #expect(style.scrollDirection == .horizontal)
        default:
            Issue.record("--layout \(layout.rawValue) gave \(content.header.layout.kind)")
        }
        #expect(content.name == (layout == .list ? "demo" : "demo-" + layout.rawValue), "its own remembered order")
    }
}
