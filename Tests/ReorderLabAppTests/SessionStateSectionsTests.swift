import Foundation
import ReorderKit
import ReorderLabCLI
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
import TestSupport

/// The remembered order of a sectioned list: which section each row is in comes back with the order,
/// and a file that no longer fits the list (rows gone or new, sections gone, an order that breaks
/// the grouping) restores what is valid, never loses or repeats a row, and says what it did.
@Suite struct SessionStateSectionsTests {
    static let sections = [Section(id: "fruit"), Section(id: "veg"), Section(id: "later")]
    static let rows = [Row(id: "apples", height: 44, section: "fruit"), Row(id: "pears", height: 44, section: "fruit"),
                       Row(id: "carrots", height: 44, section: "veg"), Row(id: "beans", height: 44, section: "veg")]

    static func store(_ directory: TemporaryDirectory) -> StateStore {
        StateStore(path: directory.file("s.order.json"), listName: "sections", identity: "/lists/sections.list.json")
    }

    static func placed(_ rows: [Row]) -> [String] { rows.map { "\($0.section ?? "-")/\($0.id)" } }

    @Test func aRowMovedIntoAnEmptySectionIsThereNextLaunch() throws {
        let directory = TemporaryDirectory()
        try Self.store(directory).save(order: ["apples", "carrots", "beans", "pears"],
                                       sections: [("fruit", ["apples"]), ("veg", ["carrots", "beans"]), ("later", ["pears"])])
        #expect(directory.read("s.order.json")?.contains(#""sections":[{"id":"fruit","rows":["apples"]},{"id":"veg","rows":["carrots","beans"]},{"id":"later","rows":["pears"]}]"#) == true)
        let restored = Self.store(directory).restore(rows: Self.rows, sections: Self.sections)
        #expect(Self.placed(restored.rows) == ["fruit/apples", "veg/carrots", "veg/beans", "later/pears"])
        #expect(restored.report == nil)
        // What comes back is a valid sectioned list: the engine lays it out.
        #expect((try? SectionLayout.grouping(rows: restored.rows, in: Self.sections)) != nil)
    }

    @Test func anOrderThatBreaksTheGroupingIsGroupedAgainAndSaysSo() throws {
        let directory = TemporaryDirectory()
        // An order of another shape (saved by hand, or for the flat list the file once was).
        try Self.store(directory).save(order: ["carrots", "apples", "beans", "pears"])
        let restored = Self.store(directory).restore(rows: Self.rows, sections: Self.sections)
        #expect(Self.placed(restored.rows) == ["fruit/apples", "fruit/pears", "veg/carrots", "veg/beans"])
        #expect(restored.report == Self.store(directory).path
                + ": the saved order did not keep each section's rows together: they were grouped by section again")
    }

    @Test func unknownRowsAndSectionsAreLeftOutAndNoRowIsLost() throws {
        let directory = TemporaryDirectory()
        try Self.store(directory).save(order: ["gone", "beans", "apples"],
                                       sections: [("fruit", ["apples"]), ("compost", ["beans", "gone"])])
        let restored = Self.store(directory).restore(rows: Self.rows, sections: Self.sections)
        // beans stays in veg (compost is no section of the list); pears and carrots, unsaved, follow.
        #expect(Self.placed(restored.rows) == ["fruit/apples", "fruit/pears", "veg/beans", "veg/carrots"])
        let report = try #require(restored.report)
        #expect(report.contains("1 saved id is no longer in the list, 2 rows not in the saved order went to the end"), "\(report)")
        #expect(report.contains(#"saved sections the list no longer has ("compost"): their rows stay in the list's sections"#), "\(report)")
        #expect(Set(restored.rows.map(\.id)) == Set(Self.rows.map(\.id)) && restored.rows.count == Self.rows.count)
    }

    /// A file written by hand or by another program: a row in two sections, a row in none. Each
    /// row still comes back once, and the report says which section it went to and why.
    @Test func aRowInTwoSavedSectionsOrInNoneIsRepairedAndSaysSo() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.order.json")
        try #"{"version":1,"list":"sections","source":"/lists/sections.list.json","order":["apples","pears","carrots","beans"],"sections":[{"id":"later","rows":["apples","pears"]},{"id":"veg","rows":["pears"]}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let restored = Self.store(directory).restore(rows: Self.rows, sections: Self.sections)
        // pears stays in "later" (named there first); carrots and beans, in no saved section, stay in veg.
        #expect(Self.placed(restored.rows) == ["veg/carrots", "veg/beans", "later/apples", "later/pears"])
        let report = try #require(restored.report)
        #expect(report.hasPrefix(path + ": "), "\(report)")
        #expect(report.contains(#"a row is in two saved sections ("pears" in "later" and "veg"): it stays in the first"#), "\(report)")
        #expect(report.contains(#"2 saved rows are in no saved section ("carrots", "beans"): they stay in their section of the list"#),
                "\(report)")
        #expect(!report.contains("\n"))
    }

    @Test func aGridsOrderIsAnyPermutation() throws {
        let directory = TemporaryDirectory()
        let tiles = (1...4).map { Row(id: "t\($0)", height: 100, width: 100) }
        try Self.store(directory).save(order: ["t3", "t1", "t4", "t2"])
        #expect(Self.store(directory).restore(rows: tiles).rows.map(\.id) == ["t3", "t1", "t4", "t2"])
    }

    /// The session saves each drop with the sections, and the next launch of the list restores them.
    @Test func theWindowsSessionSavesTheSectionsOnADropAndTheNextLaunchRestoresThem() throws {
        let directory = TemporaryDirectory()
        let state = directory.file("state.json")
        let options = try AppOptions.parse(["--list", SampleLists.path("sections"), "--state", state])
        let (live, _, _) = try WindowLayoutTests.liveDrag(options: options, from: "pears", to: "later")
        #expect(live.sections?.first { $0.id == "later" }?.rows == ["pears"])
        let next = try SessionContent.load(options: options)
        #expect(next.notes.isEmpty, "\(next.notes)")
        #expect(next.rows.first { $0.id == "pears" }?.section == "later")
        #expect(next.rows.map(\.id) == live.order)
    }
}
