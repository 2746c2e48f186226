import ReorderKit
import ReorderTrace

/// A block's tasks, from the study's seed alone: the same seed, viewport and block number give the
/// same list on every machine.
///
/// Two streams: the template (from the seed) decides each task index's kind and difficulty, the
/// same for every condition block so tasks pair across conditions by index; the block's stream
/// (from the seed and the block number) picks the rows. Practice (block 0) has a template of its own.
/// The generator keeps its own model of the order and of an "anchor", a row surely on screen when
/// the task starts (at block start one of the rows wholly on screen; after a task, the row it ended
/// on), so a reorder always starts from a visible row and a scroll's target starts off screen. The
/// list is made whole before the block, so it cannot follow the person: after a skipped reorder the
/// real order differs from the model's, and a later task's words still hold ("Move S below R" is
/// judged on the real order) though its distance may differ.
///
/// Distances are read off the study's layout (`StudyLayout.spans`): points along the scroll axis
/// as its engine lays the rows out (a section's header counts, a grid's line counts once for the
/// cards side by side in it), and rows as slots in the order (a grid's flow). In sections a
/// reorder's row joins its reference's section, as the judge asks it to.
public struct TaskGenerator: Sendable {
    public var seed: UInt64
    public var viewport: Size
    public var layout: StudyLayout

    public init(seed: UInt64, viewport: Size, layout: StudyLayout = .list) {
        self.seed = seed
        self.viewport = viewport
        self.layout = layout
    }

    /// A reorder's near distance, rows: 2 to 4 (one row is a nudge, five is most of a phone screen).
    static let nearRows = 2...4
    /// A scroll's target lies at least this many viewports beyond the anchor: off screen, and far
    /// enough that reaching it takes a pan or a flick rather than a nudge.
    static let scrollViewports = 1.5

    /// Kind and difficulty of each task index.
    struct Template: Equatable {
        var kind: StudyTaskRecord.Kind
        var far: Bool
        var nearRows: Int
        /// Rows past the first one far enough, for a far reorder or a scroll: 0 to 2, so targets
        /// are not always the nearest row that qualifies.
        var extraRows: Int
    }

    func templates(count: Int, practice: Bool) -> [Template] {
        var random = SplitMix64(seed: practice ? seed ^ 0x5052_4143_5449_4345 : seed)  // "PRACTICE"
        var out: [Template] = []
        var nextFar = random.next() % 2 == 0
        while out.count < count {
            // Every three tasks hold one of each kind, in a seeded order: no block is all taps.
            var kinds: [StudyTaskRecord.Kind] = [.reorder, .scroll, .tap]
            // Fisher-Yates by hand: the standard library's `shuffle` may draw differently in
            // another Swift version, and the list must not change with the compiler.
            for i in stride(from: kinds.count - 1, to: 0, by: -1) { kinds.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            for kind in kinds where out.count < count {
                let r = random.next()
                let near = Self.nearRows.lowerBound + Int(r % UInt64(Self.nearRows.count))
                out.append(Template(kind: kind, far: kind == .reorder && nextFar, nearRows: near, extraRows: Int((r >> 32) % 3)))
                if kind == .reorder { nextFar.toggle() }
            }
        }
        return out
    }

    /// Block `block`'s `count` tasks (block 0: the practice block). A condition block whose rows
    /// would repeat an earlier block's is drawn again (the next attempt's stream), so no two
    /// conditions are measured on the very same rows.
    public func tasks(block: Int, count: Int) -> [StudyTask] {
        guard block >= 1 else { return draw(block: 0, count: count, attempt: 0) }
        var earlier: [[String]] = []
        var tasks: [StudyTask] = []
        for b in 1...block {
            var attempt: UInt64 = 0
            repeat {
                tasks = draw(block: b, count: count, attempt: attempt)
                attempt += 1
            } while earlier.contains(Self.rows(of: tasks)) && attempt < 16
            earlier.append(Self.rows(of: tasks))
        }
        return tasks
    }

    static func rows(of tasks: [StudyTask]) -> [String] { tasks.flatMap(\.highlightedRows) }

    private func draw(block: Int, count: Int, attempt: UInt64) -> [StudyTask] {
        var random = SplitMix64(seed: seed ^ (UInt64(block + 1) &* 0xD1B5_4A32_D192_ED03) ^ (attempt &* 0x8CB9_2BA7_2F3D_8DD7))
        var order = layout.rows
        // At block start the list is at offset 0: the anchor is one of the rows wholly on screen.
        let start = layout.spans(of: order, viewport: viewport)
        var visible = 0
        while visible < start.count, start[visible].upperBound <= viewport.height { visible += 1 }
        var anchor = order[Int(random.next() % UInt64(max(1, visible)))].id
        var tasks: [StudyTask] = []
        for (offset, template) in templates(count: count, practice: block == 0).enumerated() {
            let p = order.firstIndex { $0.id == anchor }!
            let down = random.next() % 2 == 0
            var task = StudyTask(block: block, index: offset + 1, kind: template.kind, row: anchor)
            switch template.kind {
            case .tap:
                break
            case .scroll:
                let target = Self.firstBeyond(layout.spans(of: order, viewport: viewport), from: p,
                                              points: Self.scrollViewports * viewport.height, preferDown: down, extraRows: template.extraRows)
                task.row = order[target].id
                task.distance = abs(target - p)
                anchor = task.row
            case .reorder:
                var target = template.far ? Self.firstBeyond(layout.spans(of: order, viewport: viewport), from: p, points: viewport.height,
                                                             preferDown: down, extraRows: template.extraRows)
                    : Self.nearTarget(count: order.count, from: p, rows: template.nearRows, preferDown: down)
                // A grid's blank takes the place of the item under the finger (`GridPlacement`):
                // after the last item is no place it can reach, so the row goes before it instead.
                if layout == .grid, target == order.count - 1, target > p + 1 { target -= 1 }
                task.reference = (target > p ? .below : .above, order[target].id)
                task.distance = abs(target - p)
                task.far = template.far
                task.inFlow = layout == .grid
                // The row lands next to the reference (in its section): `distance` rows from where it was.
                var moved = order.remove(at: p)
                moved.section = order[target > p ? target - 1 : target].section
                order.insert(moved, at: target)
            }
            tasks.append(task)
        }
        return tasks
    }

    /// The index `rows` away from `p`, down if it fits and `preferDown`, else the other way.
    static func nearTarget(count: Int, from p: Int, rows: Int, preferDown: Bool) -> Int {
        let downFits = p + rows < count, upFits = p - rows >= 0
        if preferDown ? downFits : !upFits { return min(p + rows, count - 1) }
        return max(p - rows, 0)
    }

    /// `extraRows` past the first row whose near edge lies at least `points` beyond row `p`'s far
    /// edge along the scroll axis (`spans`: each row's, in order; in a list, the rows between hold
    /// `points`; fewer extra rows where the list ends), in the preferred direction if there is one
    /// there, else the other; without one in either, the end of the longer side.
    static func firstBeyond(_ spans: [ClosedRange<Double>], from p: Int, points: Double, preferDown: Bool, extraRows: Int = 0) -> Int {
        func search(down: Bool) -> Int? {
            var index = p
            while true {
                index += down ? 1 : -1
                guard spans.indices.contains(index) else { return nil }
                let between = down ? spans[index].lowerBound - spans[p].upperBound : spans[p].lowerBound - spans[index].upperBound
                if between >= points { return down ? min(index + extraRows, spans.count - 1) : max(index - extraRows, 0) }
            }
        }
        if let found = search(down: preferDown) ?? search(down: !preferDown) { return found }
        return p >= spans.count - 1 - p ? 0 : spans.count - 1
    }
}
