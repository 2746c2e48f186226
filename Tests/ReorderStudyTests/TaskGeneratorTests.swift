import Testing
import ReorderKit
@testable import ReorderStudy

@Suite struct TaskGeneratorTests {
    let viewport = Size(width: 400, height: 600)

    @Test func theStudyListHasFortyUniqueGroceriesOfMixedHeights() {
        let rows = StudyList.rows
        #expect(rows.count == 40)
        #expect(rows.map(\.id) == (0..<40).map { "s\($0)" })
        #expect(Set(rows.compactMap(\.label)).count == 40)
        #expect(rows.allSatisfy { $0.movable && (44...120).contains($0.height) })
        #expect(rows.prefix(4).map(\.height) == [66, 88, 46, 67])
        #expect(Set(rows.map(\.height)).count > 20)
    }

    @Test func seedSevenGivesThisTaskList() {
        let generator = TaskGenerator(seed: 7, viewport: viewport)
        #expect(generator.tasks(block: 1, count: 6).map(TaskMarks.start) == [
            "task:start id=1.1 kind=scroll row=s16 far=0 distance=14 text=Scroll to Pears",
            "task:start id=1.2 kind=tap row=s16 far=0 distance=0 text=Tap Pears",
            "task:start id=1.3 kind=reorder row=s16 below=s18 far=0 distance=2 text=Move Pears below Grapes",
            "task:start id=1.4 kind=tap row=s16 far=0 distance=0 text=Tap Pears",
            "task:start id=1.5 kind=reorder row=s16 above=s8 far=1 distance=10 text=Move Pears above Pasta",
            "task:start id=1.6 kind=scroll row=s22 far=0 distance=14 text=Scroll to Dates",
        ])
        #expect(generator.tasks(block: 2, count: 6).map(\.text) == [
            "Scroll to Dates", "Tap Dates", "Move Dates above Limes", "Tap Dates", "Move Dates below Peas", "Scroll to Apples",
        ])
        #expect(generator.tasks(block: 0, count: 3).map(\.text) == ["Scroll to Dates", "Tap Dates", "Move Dates below Yogurt"])
    }

    @Test func taskJOfEveryBlockHasTheSameKindAndDifficulty() {
        for seed in [1, 7, 12345] as [UInt64] {
            let generator = TaskGenerator(seed: seed, viewport: viewport)
            let blocks = (1...4).map { generator.tasks(block: $0, count: 12) }
            for tasks in blocks.dropFirst() {
                #expect(tasks.map(\.kind) == blocks[0].map(\.kind))
                #expect(tasks.map(\.far) == blocks[0].map(\.far))
                #expect(zip(tasks, blocks[0]).allSatisfy { $0.kind != .reorder || $0.far || $0.distance == $1.distance })
            }
            #expect(Set(blocks.map { $0.map(\.row) }).count > 1, "the rows differ between blocks")
            #expect(blocks[0].filter { $0.kind == .reorder }.map(\.far).contains(true))
            #expect(blocks[0].filter { $0.kind == .reorder }.map(\.far).contains(false))
        }
    }

    /// Replays the generator's tasks on a plain model of the list: every reorder starts from the row
    /// the last task ended on, a far one's reference lies beyond a viewport of rows, a scroll's target
    /// beyond 1.5 viewports, a tap is on the row the last task ended on.
    @Test func tasksStartFromTheRowOnScreenAndFarOnesLieBeyondTheViewport() {
        for (seed, height) in [(3, 600.0), (99, 800), (2026, 480)] as [(UInt64, Double)] {
            let tasks = TaskGenerator(seed: seed, viewport: Size(width: 400, height: height)).tasks(block: 1, count: 30)
            var order = StudyList.rows
            // A first scroll task's anchor is not named by any task: the checks start after it.
            var anchor = tasks[0].row
            if tasks[0].kind != .scroll {
                let p = order.firstIndex { $0.id == anchor }!
                #expect(order[...p].reduce(0) { $0 + $1.height } <= height, "wholly on screen at block start")
            }
            func between(_ a: Int, _ b: Int) -> Double {
                abs(a - b) < 2 ? 0 : order[(min(a, b) + 1)..<max(a, b)].reduce(0) { $0 + $1.height }
            }
            for task in tasks.dropFirst(tasks[0].kind == .scroll ? 1 : 0) {
                let p = order.firstIndex { $0.id == anchor }!
                switch task.kind {
                case .tap:
                    #expect(task.row == anchor)
                case .scroll:
                    let q = order.firstIndex { $0.id == task.row }!
                    #expect(between(p, q) >= 1.5 * height)
                    anchor = task.row
                case .reorder:
                    #expect(task.row == anchor)
                    let reference = task.reference!
                    let q = order.firstIndex { $0.id == reference.row }!
                    #expect(reference.placement == (q > p ? .below : .above))
                    if task.far { #expect(between(p, q) >= height) } else { #expect((2...4).contains(abs(q - p))) }
                    let moved = order.remove(at: p)
                    order.insert(moved, at: q)
                }
            }
        }
    }

    /// A grid's blank takes the place of the card under the finger, so no drag can put a card after
    /// the last one: the tasks never ask for it, and they read in the flow ("after", "before").
    @Test func aGridsTasksReadInTheFlowAndNeverAskForThePlaceAfterTheLastCard() {
        for seed in 1...40 as ClosedRange<UInt64> {
            let generator = TaskGenerator(seed: seed, viewport: Size(width: 480, height: 704), layout: .grid)
            for block in 0...3 {
                var order = StudyList.rows.map(\.id)
                for task in generator.tasks(block: block, count: 12) {
                    guard let reference = task.reference else { continue }
                    #expect(task.inFlow && (task.text.contains(" after ") || task.text.contains(" before ")), "\(task.text)")
                    order.removeAll { $0 == task.row }
                    let at = order.firstIndex(of: reference.row)!
                    order.insert(task.row, at: reference.placement == .below ? at + 1 : at)
                    #expect(order.last != task.row || reference.placement == .above, "seed \(seed) \(task.id): \(task.text)")
                }
            }
        }
    }

    /// A grid task's words come back from its mark as the same task.
    @Test func aGridTasksStartMarkReadsBackAsTheSameTask() throws {
        let tasks = TaskGenerator(seed: 7, viewport: Size(width: 480, height: 704), layout: .grid).tasks(block: 1, count: 6)
        for task in tasks {
            let parsed = try #require(TaskMarks.parseStart(TaskMarks.start(task)))
            #expect(parsed.task == task && parsed.text == task.text)
        }
        #expect(tasks.contains { $0.inFlow && $0.reference != nil })
    }

    /// In sections a far reorder crosses a header: the moved row joins its reference's aisle.
    @Test func sectionTasksCountTheHeadersAndMoveRowsBetweenAisles() {
        let generator = TaskGenerator(seed: 7, viewport: Size(width: 480, height: 704), layout: .sections)
        let aisle = Dictionary(uniqueKeysWithValues: StudyLayout.sections.rows.map { ($0.id, $0.section!) })
        let tasks = (1...3).flatMap { generator.tasks(block: $0, count: 12) }
        #expect(tasks.contains { task in task.reference.map { aisle[$0.row] != aisle[task.row] } ?? false })
        #expect(tasks.allSatisfy { !$0.inFlow })
    }
}
