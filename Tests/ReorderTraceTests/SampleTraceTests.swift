import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The readable traces in Resources/traces double as regression tests: each one's expected result.
@Suite struct SampleTraceTests {
    static let twelve = ["milk", "eggs", "bread", "butter", "cheese", "apples", "bananas", "coffee", "tea", "rice",
                         "pasta", "tomatoes"]

    /// Replays through the engine directly, to see state the result JSON only hashes (the selection).
    func engineAfter(_ name: String) throws -> Engine {
        let reader = try TraceReader(path: SampleTraces.path(name))
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        while let event = try reader.next() { engine.handle(event) }
        engine.finish()
        return engine
    }

    @Test func tapSelectsTheRowAndMovesNothing() throws {
        let result = try Replay.run(path: SampleTraces.path("tap"))
        #expect(result.order == Self.twelve)
        #expect(result.drags == 0 && result.moves.isEmpty && result.scrollOffset == 0)
        #expect(try engineAfter("tap").selectedID == "eggs")
    }

    @Test func dragDownMovesMilkBelowBread() throws {
        let result = try Replay.run(path: SampleTraces.path("drag-down"))
        #expect(result.order.prefix(4) == ["eggs", "bread", "milk", "butter"])
        #expect(result.moves == [ReplayMove(id: "milk", from: 0, to: 2, t: 1.2)])
        #expect(result.drags == 1)
    }

    @Test func dragUpMovesCheeseToTheTop() throws {
        let result = try Replay.run(path: SampleTraces.path("drag-up"))
        #expect(result.order.prefix(3) == ["cheese", "milk", "eggs"])
        #expect(result.moves == [ReplayMove(id: "cheese", from: 4, to: 0, t: 1.2)])
    }

    @Test func quickPanScrollsAndCoastsWithoutLifting() throws {
        let result = try Replay.run(path: SampleTraces.path("quick-pan"))
        #expect(result.drags == 0 && result.moves.isEmpty)
        #expect(result.scrollOffset > 160)  // more than the finger's own 160 pt: it coasted
        #expect(result.scrollOffset < 1000)
        let engine = try engineAfter("quick-pan")
        #expect(engine.selectedID == nil)
    }

    @Test func holdingAtTheBottomEdgeAutoscrollsAndDropsFarDown() throws {
        let result = try Replay.run(path: SampleTraces.path("autoscroll-bottom"))
        #expect(result.drags == 1)
        #expect(result.moves.count == 1)
        #expect(result.moves[0].id == "eggs" && result.moves[0].from == 1 && result.moves[0].to > 12)
        #expect(result.scrollOffset > 300)
    }

    @Test func focusLostMidDragCompletesTheDropInPlace() throws {
        let result = try Replay.run(path: SampleTraces.path("focus-lost"))
        #expect(result.moves == [ReplayMove(id: "eggs", from: 1, to: 3, t: 1)])
        #expect(result.order.prefix(4) == ["milk", "bread", "butter", "eggs"])
    }

    @Test func secondFingerCannotStealTheDrag() throws {
        let result = try Replay.run(path: SampleTraces.path("second-finger"))
        #expect(result.moves == [ReplayMove(id: "milk", from: 0, to: 2, t: 1.1)])
    }

    @Test func unmovableRowNeverLifts() throws {
        let result = try Replay.run(path: SampleTraces.path("unmovable-row"))
        #expect(result.drags == 0 && result.order == Self.twelve)
        #expect(try engineAfter("unmovable-row").selectedID == "coffee")
    }

    @Test func escapePutsTheRowBack() throws {
        let result = try Replay.run(path: SampleTraces.path("escape-cancels"))
        #expect(result.drags == 1 && result.moves.isEmpty && result.order == Self.twelve)
    }

    @Test func theKeyboardTheTapToMoveAndTheDragSamplesMakeOneMove() throws {
        let move = ReplayMove(id: "eggs", from: 1, to: 3, t: 0)
        var orders: [[String]] = []
        for (name, drags, t) in [("keyboard-move", 0, 3.0), ("tap-to-move", 0, 1.6), ("drag-same-move", 1, 2.2)] {
            let result = try Replay.run(path: SampleTraces.path(name))
            var expected = move
            expected.t = t
            #expect(result.moves == [expected], "\(name)")
            #expect(result.drags == drags, "\(name): drags counts pointer lifts only")
            #expect(result.announcements.last?.text == "Eggs dropped. Moved from position 2 to 4.", "\(name)")
            orders.append(result.order)
        }
        #expect(orders[0] == orders[1] && orders[1] == orders[2])
        #expect(orders[0].prefix(5) == ["milk", "bread", "butter", "eggs", "cheese"])
    }

    @Test func everySampleReplaysToTheSameHashTwice() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: SampleTraces.directory.path).filter { $0.hasSuffix(".trace.jsonl") }
        #expect(names.count >= 6)
        for name in names {
            let path = SampleTraces.directory.appendingPathComponent(name).path
            let first = try Replay.run(path: path), second = try Replay.run(path: path)
            #expect(first == second, "\(name)")
            // Parsed once, replayed from memory: the same result (what the tuning sweep relies on).
            let (header, events) = try TraceReader.readAll(path: path)
            let parsed = try Replay.run(header: header, events: events, file: path)
            #expect(parsed == first, "\(name)")
        }
    }

    /// Each sample's result, committed beside it by another process (`replay --json`): a result that
    /// depends on the process (Dictionary order is seeded per process) or the machine differs here.
    @Test func everySampleReplaysToItsCommittedExpectedResult() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: SampleTraces.directory.path)
            .filter { $0.hasSuffix(".trace.jsonl") }.sorted()
        #expect(names.count >= 9)
        let regenerate = "if the change is meant, run `sh Resources/traces/regenerate-expected.sh` and commit the new files"
        for name in names {
            let trace = SampleTraces.directory.appendingPathComponent(name).path
            let expectedPath = String(trace.dropLast(".trace.jsonl".count)) + ".expected.json"
            guard let expected = try? String(contentsOfFile: expectedPath, encoding: .utf8) else {
                Issue.record("\(expectedPath) is missing: \(regenerate)")
                continue
            }
            let replayed = try Replay.run(path: trace).json + "\n"
            #expect(replayed == expected, "\(name) no longer replays to \(expectedPath) (got \(replayed)); \(regenerate)")
        }
    }

    @Test func aTraceThatEndsMidDragCompletesItInPlace() throws {
        // drag-down cut right after the finger has carried Milk below Bread, before the release.
        let lines = try String(contentsOfFile: SampleTraces.path("drag-down"), encoding: .utf8).split(separator: "\n")
        let cut = lines.prefix { !$0.contains("\"type\":\"up\"") }.joined(separator: "\n") + "\n"
        let reader = try TraceReader(bytes: Array(cut.utf8), name: "cut")
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        let result = Replay.run(&engine, events: try reader.readRemaining())
        #expect(result.order.prefix(3) == ["eggs", "bread", "milk"])
        #expect(result.moves.count == 1 && result.drags == 1)
        #expect(engine.interaction == .idle)
    }
}

/// The samples' slow tests (seconds each): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct SampleTraceSlowTests {
    @Test func aMillionRowDemoListReplays() throws {
        // A hand-written trace on the built-in generated list: lift row 3, drag it down 4 rows, drop.
        let text = """
            {"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"demo":{"count":1000000,"seed":7}}
            {"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":5}
            {"t":0.5,"type":"frame"}
            {"t":0.6,"type":"move","pointer":"touch","id":1,"x":100,"y":300}
            {"t":0.7,"type":"up","pointer":"touch","id":1,"x":100,"y":300}

            """
        let reader = try TraceReader(bytes: Array(text.utf8), name: "million")
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        let result = Replay.run(&engine, events: try reader.readRemaining())
        #expect(result.order.count == 1_000_000)
        #expect(result.moves.count == 1 && result.moves[0].id == "r0" && result.moves[0].to > 0)
        #expect(result.order[result.moves[0].to] == "r0")
    }
}
