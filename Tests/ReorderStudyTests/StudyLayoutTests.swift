import Testing
import ReorderKit
import ReorderTrace
import TestSupport
@testable import ReorderStudy

/// The study list in each layout, and the study's `layout` key.
@Suite struct StudyLayoutTests {
    static func definition(_ layout: StudyLayout, viewport: Size = Size(width: 480, height: 704)) -> StudyDefinition {
        StudyDefinition(seed: 3, tasksPerBlock: 4, practiceTasks: 0, viewport: viewport, conditions: try! StudyCondition.presets("ios,android"),
                        layout: layout)
    }

    @Test func everyLayoutShowsTheSameGroceriesInTheSameOrder() {
        for layout in StudyLayout.allCases {
            #expect(layout.rows.map(\.id) == StudyList.rows.map(\.id))
            #expect(layout.rows.map(\.label) == StudyList.rows.map(\.label))
        }
        #expect(StudyLayout.list.rows == StudyList.rows)
        let sections = StudyLayout.sections.rows
        #expect(sections.map { $0.section ?? "" } == ["a1", "a2", "a3", "a4"].flatMap { Array(repeating: $0, count: 10) })
        #expect(sections.map(\.height) == StudyList.rows.map(\.height))
        let grid = StudyLayout.grid.rows
        #expect(grid.allSatisfy { $0.width == 140 })
        #expect(grid.map(\.height) == StudyList.rows.map { $0.height * 2 })
    }

    /// Spans along y as each engine lays the rows out: a list's are the heights end to end, the
    /// sections' start under a 28 pt header, a grid's three cards a line are centred in it.
    @Test func spansAreWhereEachLayoutsEnginePutsTheRows() {
        let viewport = Size(width: 480, height: 704)
        let list = StudyLayout.list.spans(of: StudyLayout.list.rows, viewport: viewport)
        #expect(list.prefix(3) == [0...66, 66...154, 154...200])
        let sections = StudyLayout.sections.spans(of: StudyLayout.sections.rows, viewport: viewport)
        #expect(sections.first == 28...94)
        #expect(sections[10].lowerBound == sections[9].upperBound + 28, "aisle 2's header between rows 10 and 11")
        let grid = StudyLayout.grid.spans(of: StudyLayout.grid.rows, viewport: viewport)
        // Centred in a line as thick as its tallest card (176 pt), the next line 12 pt below it.
        #expect(grid.prefix(3).map { ($0.lowerBound + $0.upperBound) / 2 } == [100, 100, 100])
        #expect(grid.prefix(3).map(\.lowerBound) == [34, 12, 54])
        #expect(grid[3].lowerBound >= 12 + 176 + 12)
        #expect(StudyLayout.list.contentExtent(viewport: viewport) == StudyList.contentHeight)
    }

    @Test func aListStudysFileHasNoLayoutKeyAndTheOthersReadBack() throws {
        #expect(!Self.definition(.list).jsonText.contains("layout"))
        for layout in [StudyLayout.sections, .grid] {
            let text = Self.definition(layout).jsonText
            #expect(text.contains(" \"layout\":\"\(layout.rawValue)\",\n"))
            #expect(try StudyDefinition(bytes: Array(text.utf8), name: "study.json") == Self.definition(layout))
        }
        #expect(try StudyDefinition(bytes: Array(Self.definition(.list).jsonText.utf8), name: "study.json").layout == .list)
    }

    @Test func aLayoutThisProgramDoesNotKnowIsAnErrorOnItsLine() {
        let text = Self.definition(.grid).jsonText
        for (value, message) in [("\"tiles\"", "`layout` must be one of list|sections|grid; got \"tiles\""),
                                 ("3", "`layout` must be one of list|sections|grid as a string; got a number")] {
            let bad = text.replacingOccurrences(of: "\"grid\"", with: value)
            #expect(throws: TraceError(file: "study.json", line: 4, message: message)) {
                try StudyDefinition(bytes: Array(bad.utf8), name: "study.json")
            }
        }
    }

    @Test func anotherLayoutIntoTheSameFolderSaysWhatDiffers() throws {
        let directory = TemporaryDirectory()
        _ = try StudyFolder.open(directory.file("s"), asking: Self.definition(.list))
        #expect(throws: StudySetupError.self) { try StudyFolder.open(directory.file("s"), asking: Self.definition(.grid)) }
        #expect(Self.definition(.list).differences(from: Self.definition(.grid)) == ["layout list (asked: grid)"])
        #expect(try StudyFolder.open(directory.file("s"), asking: Self.definition(.list)).definition.layout == .list)
    }

    /// A participant keeps the layout they started on: study.json edited to another is refused, naming it.
    @Test func aStudyJSONEditedToAnotherLayoutIsRefusedForThoseWhoStarted() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: Self.definition(.list))
        let p1 = try folder.participant("p1")
        #expect(!directory.read("s/p1/participant.json")!.contains("layout"), "a list study's participant.json is as it was")
        directory.write(Self.definition(.grid).jsonText, to: "s/study.json")
        let edited = try StudyFolder.open(directory.file("s"), asking: Self.definition(.grid))
        let refused = failure(TraceError.self) { _ = try edited.participant("p1") }
        #expect(refused?.message.contains("layout list (now grid); their tasks would no longer pair") == true, "\(String(describing: refused))")
        // A grid study's participant keeps "layout":"grid" and reads back the same.
        let grid = try StudyFolder.open(directory.file("g"), asking: Self.definition(.grid))
        let p2 = try grid.participant("p2")
        #expect(directory.read("g/p2/participant.json")!.contains(#""layout":"grid""#))
        #expect(try grid.participant("p2") == p2 && p2.study?.layout == .grid && p1.study?.layout == .list)
    }

    /// Far tasks need the content to be 3.5 viewports: the grid's 40 cards fill less than the list.
    @Test func theTallestViewportDependsOnTheLayout() {
        #expect(StudyLayout.list.maximumViewportHeight(width: 480) == StudyList.maximumViewportHeight)
        let grid = StudyLayout.grid.maximumViewportHeight(width: 480)
        #expect(grid < StudyList.maximumViewportHeight && grid >= 704, "the default window's viewport fits every layout")
        #expect(Self.definition(.grid, viewport: Size(width: 480, height: grid)).problem == nil)
        let problem = Self.definition(.grid, viewport: Size(width: 480, height: grid + 1)).problem
        #expect(problem?.contains("the study's grid is") == true)
    }

    /// In sections, the row's place next to its reference counts only in the reference's section.
    @Test func aRowDroppedNextToItsReferenceButInTheNextSectionIsNotPlaced() {
        let sections = [Section(id: "a"), Section(id: "b")]
        let task = StudyTask(block: 1, index: 1, kind: .reorder, row: "x", reference: (.below, "r"))
        func layout(_ rows: [(String, String)]) -> SectionListLayout {
            SectionListLayout(sections: sections, rows: rows.map { Row(id: $0.0, height: 44, section: $0.1) })
        }
        let inA = layout([("r", "a"), ("x", "a"), ("y", "b")]), inB = layout([("r", "a"), ("x", "b"), ("y", "b")])
        #expect(TaskJudge.isPlaced(task, order: inA.orderedIDs) && TaskJudge.isPlaced(task, order: inB.orderedIDs))
        #expect(TaskJudge.sharesSection(task, layout: inA, order: inA.orderedIDs))
        #expect(!TaskJudge.sharesSection(task, layout: inB, order: inB.orderedIDs))
        let list = ListLayout(rows: [Row(id: "r", height: 44), Row(id: "x", height: 44)])
        #expect(TaskJudge.sharesSection(task, layout: list, order: ["r", "x"]))
    }
}
