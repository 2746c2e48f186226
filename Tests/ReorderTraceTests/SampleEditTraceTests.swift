import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The sample traces of docs/trace-format.md "Edits", one a rule (their expected results are compared
/// byte for byte by SampleTraceTests): what each shows.
@Suite struct SampleEditTraceTests {
    static func result(_ name: String) throws -> ReplayResult { try Replay.run(path: SampleTraces.path(name)) }

    @Test func insertAboveDragKeepsTheRowUnderTheFingerAndTheImposterWhereTheyWere() throws {
        let reader = try TraceReader(path: SampleTraces.path("edit-insert-above-drag"))
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        var checked = false
        while let event = try reader.next() {
            guard case .edit = event.event, case .dragging(let drag) = engine.interaction else {
                engine.handle(event)
                continue
            }
            let under = { (e: Engine) in e.layout.row(atSlot: e.layout.slot(at: e.contentPoint(drag.location))!).id }
            let before = (under(engine), engine.imposter!, engine.scrollOffset)
            engine.handle(event)
            #expect(under(engine) == before.0 && engine.scrollOffset == before.2 + 300)
            #expect(abs(engine.imposter!.top - before.1.top) <= 1e-9 && engine.imposter!.row.id == "row15")
            checked = true
        }
        #expect(checked)
        let result = try Self.result("edit-insert-above-drag")
        #expect(result.moves == [ReplayMove(id: "row15", from: 17, to: 20, t: result.moves[0].t)] && result.edits == 1)
        #expect(result.order.prefix(2) == ["new-a", "new-b"] && result.order.count == 32)
    }

    @Test func deletingTheLiftedRowEndsTheDragAndMovesNothing() throws {
        let result = try Self.result("edit-delete-lifted")
        #expect(result.ended.map(\.id) == ["row03"] && result.moves.isEmpty && result.drags == 1)
        let left: [String] = (0..<30).filter { $0 != 3 }.map { i in i < 10 ? "row0\(i)" : "row\(i)" }
        #expect(result.order == left)
    }

    @Test func theLiftedRowMadeTallerAndUnmovableIsStillDropped() throws {
        let result = try Self.result("edit-update-lifted")
        #expect(result.moves.map(\.id) == ["row02"] && result.moves[0].to == 5)
    }

    @Test func aRemoteMoveOfTheLiftedRowFollowsThePersonsMove() throws {
        let result = try Self.result("edit-remote-reorder")
        #expect(result.moves.map(\.remote) == [false, true] && result.moves.map(\.to) == [5, 20])
        #expect(result.order[0] == "row09" && result.order[20] == "row01")
    }

    @Test func aDeletedPressAndARowInsertedUnderARestingFingerLiftNothing() throws {
        let result = try Self.result("edit-press-deleted")
        #expect(result.drags == 0 && result.edits == 2 && !result.order.contains("row04") && result.order.count == 11)
    }

    @Test func sectionsKeepTheDragAndTheRemoteMoveChangesTheSection() throws {
        let result = try Self.result("edit-sections")
        #expect(result.moves.map(\.remote) == [false, true])
        #expect(result.moves.last?.fromSection == "veg" && result.moves.last?.toSection == "pantry")
        #expect(result.sections?.first { $0.id == "pantry" }?.rows.first == "carrots")
    }

    @Test func aGridKeepsItsFirstLineOnScreenAcrossAnInsert() throws {
        let result = try Self.result("edit-grid")
        #expect(result.scrollOffset == 330 && result.edits == 2 && !result.order.contains("t20") && result.order.count == 42)
    }
}
