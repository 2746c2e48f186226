import Foundation
import Testing
@testable import ReorderKit

/// The one table of tuning parameters, and everything that is made from it.
@Suite struct TuningTableTests {
    /// The table under "## Tuning values" in docs/trace-format.md: its rows, as they stand in the file.
    static func readmeTable() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/trace-format.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "## Tuning values") else { return "" }
        let table = lines[heading...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.joined(separator: "\n")
    }

    @Test func theReadmeTableIsTheGeneratedOne() throws {
        let generated = Tuning.markdownTable
        #expect(try Self.readmeTable() == generated,
                "docs/trace-format.md's table under ## Tuning values is not the one Tuning.parameters makes; replace it with:\n\(generated)")
    }

    @Test func everyStoredParameterHasARowInDeclarationOrder() {
        // One stored dictionary holds the overrides of both pointer kinds, each its own row.
        let stored = Mirror(reflecting: Tuning()).children.compactMap(\.label)
            .flatMap { $0 == "pointerOverrides" ? ["mouse", "pen"] : [$0] }
        #expect(Tuning.names == stored)
        #expect(Tuning().jsonObject.keys.sorted() == stored.sorted())
    }

    @Test func everyValueTheJSONObjectHoldsSetsBackTheSameTuning() throws {
        var tuned = Tuning()
        tuned.longPressSeconds = 0.3
        tuned.reorderingEnabled = false
        tuned.autoscrollCurve = .cubic
        tuned.flickMaximumSpeed = 5000
        tuned.dragStyle = .collection
        var copy = Tuning()
        #expect(try copy.apply(tuned.jsonObject).isEmpty)
        #expect(copy == tuned)
    }

    @Test func valuesOutsideARowsRuleAreRefusedWithItsReason() throws {
        var tuning = Tuning()
        #expect(throws: TuningError(name: "decelerationRate", message: "must be between 0 and 1 (exclusive), got 1")) {
            try tuning.set("decelerationRate", .number(1))
        }
        #expect(throws: TuningError(name: "momentumStopSpeed", message: "must be > 0, got 0")) {
            try tuning.set("momentumStopSpeed", .number(0))
        }
        #expect(throws: TuningError(name: "flickMaximumSpeed", message: "must be a finite number >= 0, got -1")) {
            try tuning.set("flickMaximumSpeed", .number(-1))
        }
        #expect(throws: TuningError(name: "dragStyle", message: "must be one of ats, lifted, collection, got \"flat\"")) {
            try tuning.set("dragStyle", .string("flat"))
        }
        #expect(throws: TuningError(name: "reorderingEnabled", message: "must be a boolean, got a number")) {
            try tuning.set("reorderingEnabled", .number(1))
        }
        #expect(tuning == Tuning(), "nothing refused was set")
        #expect(try tuning.set("someNewerName", .number(1)) == false)
    }
}
