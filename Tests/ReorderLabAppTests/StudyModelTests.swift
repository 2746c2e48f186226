import Foundation
import ReorderKit
@testable import ReorderStudy
import ReorderTrace
import Testing
import TestSupport
@testable import ReorderLabApp
@testable import ReorderSDL

/// The study's window without a display: cards, the banner's skip button, blindness to the
/// tuning keys, and the block's session fed as the window feeds it.
@Suite struct StudyModelTests {
    static let screen = StudyScreen(viewport: Size(width: 400, height: 600))
    static let finger = PointerID(.touch, 0)

    /// Two blocks of `tasks` generated tasks each (seed 1), recorded into `folder`.
    static func model(folder: String, tasks: Int = 3) -> StudyModel<ListLayout> {
        let generator = TaskGenerator(seed: 1, viewport: Size(width: screen.list.width, height: screen.list.height))
        let conditions = [StudyCondition(name: "ios", tuning: TuningPreset.ios.tuning), StudyCondition(name: "qt", tuning: TuningPreset.qt.tuning)]
        let plans = conditions.enumerated().map { index, condition in
            let block = StudyBlock(number: index + 1, condition: condition, tasks: generator.tasks(block: index + 1, count: tasks))
            return PlannedBlock(block: block, startTask: 1, rows: StudyList.rows, resume: 0)
        }
        let log = try? TaskLog(path: folder + "/tasks.jsonl")
        return StudyModel(plans: plans, conditionBlocks: 2, screen: screen) { (start: PlannedBlock) throws(TraceError) in
            try StudyBlockSession(block: start.block, participant: "p1", startTask: start.startTask, rows: start.rows,
                                  viewport: Size(width: screen.list.width, height: screen.list.height),
                                  recordingPath: folder + "/" + start.recordingName, recordingName: start.recordingName, log: log)
        }
    }

    static func tap<Layout: ReorderLayout>(_ model: inout StudyModel<Layout>, at point: Point, t: Double) {
        model.routeInput(.down(finger, point), at: t)
        model.routeInput(.up(finger, point), at: t + 0.05)
    }

    static var skipPoint: Point {
        let button = screen.skipButton
        return Point(x: button.x + button.width / 2, y: button.y + button.height / 2)
    }

    @Test func aStudyShowsACardThenTheTasksAndTheSkipButtonEndsOne() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path)
        #expect(model.phase == .card(next: 0))
        #expect(model.card?.title == "Block 1 of 2")
        #expect(model.currentTask == nil)
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        #expect(model.phase == .running)
        let first = try #require(model.currentTask)
        #expect(first.index == 1)
        #expect(model.progress == "Task 1 of 3 · block 1 of 2")
        Self.tap(&model, at: Self.skipPoint, t: 2)
        #expect(model.currentTask?.index == 2)
        #expect(model.records.map(\.outcome) == [.skipped])
        // From the task's start, stamped when the card was tapped away (its up at 1.05 s), to the skip's up at 2.05 s.
        #expect(abs((model.records.first?.seconds ?? 0) - 1) < 1e-9)
    }

    @Test func theStudyIsBlindToTheTuningKeysAndTheLabelKeys() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path)
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        let before = try #require(model.session?.engine.tuning)
        for keycode in [SDLKeycode.rightBracket, SDLKeycode.character("t"), SDLKeycode.character("h"), SDLKeycode.character("1"),
                        SDLKeycode.character("p")] {
            for translated in InputTranslator.translateKey(keycode) { model.route(translated, at: 1.5) }
        }
        #expect(model.session?.engine.tuning == before)
        model.quitting = true
        model.stop()
        let text = try String(contentsOfFile: folder.path + "/block-1-ios.trace.jsonl", encoding: .utf8)
        #expect(!text.contains(#""type":"tuning""#), "no tuning line: the condition's values stay the block's")
        #expect(!text.contains("intent:reorder\"}\n{\"t\":1.5"), "the 1 key's label is not the study's")
        #expect(text.contains("task:start id=1.1"))
    }

    @Test func aStudyFrameLineCarriesWhenItsPresentReturned() throws {
        // The frame loop calls presented(at:) after each present, then endFrame: the block's
        // recording keeps it, as the playground's does, so `lag` can measure a study's drags.
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path)
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        for (t, presented) in [(1.2, 1.215), (1.25, 1.262)] {
            model.tick(at: t)
            model.presented(at: presented, latency: LiveLatency())
            model.endFrame()
        }
        model.tick(at: 1.3)  // not presented (the study stopped first): no key
        model.stop()
        let text = try String(contentsOfFile: folder.path + "/block-1-ios.trace.jsonl", encoding: .utf8)
        #expect(text.contains(#"{"t":1.2,"type":"frame","presented":1.215}"#), "\(text)")
        #expect(text.contains(#"{"t":1.25,"type":"frame","presented":1.262}"#))
        #expect(text.contains(#"{"t":1.3,"type":"frame"}"#))
    }

    @Test func aTapTaskIsDoneByTappingItsRowAndTheBlockEndsOnACard() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path, tasks: 3)
        var tapped = 0
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        var t = 2.0
        while model.phase == .running, let task = model.currentTask, model.session?.runner.block.number == 1 {
            if task.kind == .tap, let engine = model.session?.engine,
               let row = engine.visibleRows().first(where: { $0.row.id == task.row && $0.top >= 0 && $0.top + $0.height <= engine.viewport.height }) {
                Self.tap(&model, at: Point(x: 100, y: row.top + row.height / 2), t: t)
                tapped += 1
                for step in 1...30 { model.tick(at: t + 0.05 + Double(step) / 60) }
            } else {
                Self.tap(&model, at: Self.skipPoint, t: t)
            }
            t += 1
        }
        #expect(model.phase == .card(next: 1))
        #expect(model.card?.title == "Block 2 of 2")
        #expect(model.records.count == 3)
        #expect(tapped == 1, "seed 1's first block has one tap task, on a row on screen")
        #expect(model.records.filter { $0.outcome == .done }.map(\.kind) == [.tap])
        let logged = try TaskLog.read(path: folder.path + "/tasks.jsonl")
        #expect(logged == model.records, "every finished task is in the log at once")
        // The block's recording is closed and replays headless.
        let replay = try Replay.run(path: folder.path + "/block-1-ios.trace.jsonl")
        #expect(replay.events > 0)
    }

    @Test func aDownOnTheBannerNeverReachesTheList() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path)
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        let banner = Point(x: 20, y: Self.screen.banner.y + 20)
        model.routeInput(.down(Self.finger, banner), at: 2)
        #expect(model.session?.engine.activePointer == nil)
        model.routeInput(.move(Self.finger, Point(x: 20, y: 100)), at: 2.1)
        #expect(model.session?.engine.activePointer == nil)
        model.routeInput(.up(Self.finger, Point(x: 20, y: 100)), at: 2.2)
        #expect(model.currentTask?.index == 1, "a tap on the banner outside the skip button skips nothing")
    }

    @Test func theFrameMarksTheTasksRowsAndShowsTheBannerAndTheCard() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path)
        let screen = Self.screen
        func frame() throws -> Surface {
            try SDLTestSupport.withSDL { video in
                let target = try Surface(width: Int(screen.window.width), height: Int(screen.window.height))
                return try withExtendedLifetime(target) {
                    let renderer = try Renderer(surface: target, scale: 1)
                    StudyView(scene: Scene(text: TextCache(libraries: video.libraries))).draw(model, renderer: renderer)
                    return try renderer.readPixels()
                }
            }
        }
        let card = try frame()
        // In the card's left padding (16 pt), 8 pt in: x = 200 was between two glyphs of a line with
        // SDL_ttf's metrics and is on one with Pango's, which set the lines a pixel or two apart.
        let cardLeft = (screen.window.width - min(screen.window.width - 32, 420)) / 2
        #expect(card.pixel(x: Int(cardLeft) + 8, y: Int(screen.window.height / 2)) == Theme.standard.panelFill.alpha(255),
                "the card in the middle")
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        let task = try #require(model.currentTask)
        let row = try #require(model.session?.engine.visibleRows().first { $0.row.id == task.row })
        let running = try frame()
        // The task's row: outlined in the accent colour at its top edge, 1.5 pt in (3 pt wide).
        let column = Scene(text: TextCache(libraries: try SDLTestSupport.withSDL { $0.libraries })).list.column(width: screen.list.width)
        #expect(running.pixel(x: Int(column.x + column.width / 2), y: Int(row.top + 2)) == StudyView.subjectColour)
        // The banner under the list, dark; the skip button lighter on it.
        #expect(running.pixel(x: 4, y: Int(screen.banner.y + 4)) == Theme.standard.panelFill.alpha(255))
        let skip = screen.skipButton
        #expect(running.pixel(x: Int(skip.x + 6), y: Int(skip.y + skip.height / 2)) != Theme.standard.panelFill.alpha(255))
    }

    /// A grid study (`study --layout grid`) in the default window: the cards as the playground draws
    /// them, the task's card outlined at its own frame, the reference's bar on its right edge
    /// ("after"); then Eggs lifted and dragged halfway to Coffee. `REORDER_STUDY_SCREENSHOT=FILE.png`
    /// saves that frame (Resources/screenshots/study-grid.png is one).
    @Test func aGridStudyMarksTheTasksCardsWhereTheGridDrawsThem() throws {
        let folder = TemporaryDirectory()
        let screen = StudyScreen(viewport: Size(width: 480, height: 704))
        let viewport = Size(width: screen.list.width, height: screen.list.height)
        let task = StudyTask(block: 1, index: 1, kind: .reorder, row: "s1", reference: (.below, "s5"), distance: 4, inFlow: true)
        #expect(task.text == "Move Eggs after Butter")
        let plan = PlannedBlock(block: StudyBlock(number: 1, condition: StudyCondition(name: "ios", tuning: TuningPreset.ios.tuning), tasks: [task]),
                                startTask: 1, rows: StudyLayout.grid.rows, resume: 0)
        let log = try TaskLog(path: folder.path + "/tasks.jsonl")
        var model = StudyModel<GridItemLayout>(plans: [plan], conditionBlocks: 1, screen: screen) { (start: PlannedBlock) throws(TraceError) in
            try StudyBlockSession(block: start.block, participant: "p1", layout: .grid, rows: start.rows, viewport: viewport,
                                  recordingPath: folder.path + "/" + start.recordingName, recordingName: start.recordingName, log: log)
        }
        func frame() throws -> Surface {
            try SDLTestSupport.withSDL { video in
                let target = try Surface(width: Int(screen.window.width), height: Int(screen.window.height))
                return try withExtendedLifetime(target) {
                    let renderer = try Renderer(surface: target, scale: 1)
                    StudyView(scene: Scene(text: TextCache(libraries: video.libraries))).draw(model, renderer: renderer)
                    return try renderer.readPixels()
                }
            }
        }
        Self.tap(&model, at: Point(x: 240, y: 300), t: 1)
        let engine = try #require(model.session?.engine)
        let eggs = engine.layout.frame(ofSlot: 1), butter = engine.layout.frame(ofSlot: 5)
        #expect(eggs.x > 100 && butter.y > eggs.y, "Eggs second in the first line, Butter in the second")
        let marked = try frame()
        #expect(marked.pixel(x: Int(eggs.x + eggs.width / 2), y: Int(eggs.y + 2)) == StudyView.subjectColour, "Eggs outlined at its card")
        #expect(marked.pixel(x: Int(butter.x + butter.width - 1), y: Int(butter.y + butter.height / 2)) == StudyView.referenceColour,
                "the bar on Butter's right edge")
        #expect(marked.pixel(x: Int(butter.x + butter.width / 2), y: Int(butter.y + butter.height - 1)) != StudyView.referenceColour,
                "not on its bottom edge, as a row's would be")

        // Eggs held past the long press, then dragged halfway toward Butter.
        let start = Point(x: eggs.x + eggs.width / 2, y: eggs.y + eggs.height / 2)
        model.routeInput(.down(Self.finger, start), at: 2)
        for k in 1...40 { model.tick(at: 2 + Double(k) / 60) }
        #expect(model.session?.engine.imposter != nil, "Eggs lifted")
        let goal = Point(x: butter.x + butter.width / 2, y: butter.y + butter.height / 2)
        for k in 1...12 {
            let f = Double(k) / 24
            let t = 2.7 + Double(k) / 60
            model.routeInput(.move(Self.finger, Point(x: start.x + (goal.x - start.x) * f, y: start.y + (goal.y - start.y) * f)), at: t)
            model.tick(at: t)
        }
        // Held still while the cards the blank passed finish sliding.
        for k in 1...30 { model.tick(at: 2.9 + Double(k) / 60) }
        let dragging = try frame()
        if let path = ProcessInfo.processInfo.environment["REORDER_STUDY_SCREENSHOT"] { try dragging.savePNG(to: path) }
        #expect(dragging.pixel(x: 4, y: Int(screen.banner.y + 4)) == Theme.standard.panelFill.alpha(255), "the banner under the grid")
    }

    @Test func longTaskWordsBreakAtTheSpaceNearestTheMiddle() {
        #expect(StudyView.split("Move Lentils below Mustard") == ["Move Lentils", "below Mustard"])
        #expect(StudyView.split("Milk") == ["Milk"])
    }

    @Test func aFingerStillDownWhenABlockEndsNeverReachesTheNextBlock() throws {
        let folder = TemporaryDirectory()
        var model = Self.model(folder: folder.path, tasks: 2)
        Self.tap(&model, at: Point(x: 200, y: 300), t: 1)
        let resting = PointerID(.touch, 5)
        model.routeInput(.down(resting, Point(x: 200, y: 200)), at: 1.5)
        for t in [2.0, 2.5] { Self.tap(&model, at: Self.skipPoint, t: t) }  // the block's two tasks skipped
        #expect(model.phase == .card(next: 1))
        Self.tap(&model, at: Point(x: 200, y: 300), t: 3)
        #expect(model.phase == .running)
        // The finger that went down in block 1 moves and lifts during block 2.
        model.routeInput(.move(resting, Point(x: 200, y: 260)), at: 3.5)
        model.routeInput(.up(resting, Point(x: 200, y: 260)), at: 3.6)
        model.tick(at: 3.7)
        model.quitting = true
        model.stop()
        for name in ["block-1-ios.trace.jsonl", "block-2-qt.trace.jsonl"] {
            #expect(throws: Never.self, "\(name) replays") { try Replay.run(path: folder.path + "/" + name) }
        }
        let second = try String(contentsOfFile: folder.path + "/block-2-qt.trace.jsonl", encoding: .utf8)
        #expect(!second.contains(#""type":"up""#), "block 2 never saw that finger")
    }
}
