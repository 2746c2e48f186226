import ReorderKit
import ReorderTrace

/// The window's `--live-feed` (docs/live-data.md "A live feed"): a seeded stream of edits, as another
/// party would make them. Every `periodSeconds` a row is inserted at the top; half a period later,
/// now and then, a row is deleted, resized or moved by the other party. No clock: it is asked for
/// the edits due up to a time (`due(upTo:sparing:)`), the session's input time, and gives the same
/// edits for the same seed and times. The edits are the trace's `RowEdit`s, fed and recorded like
/// any input, so a recording replays exactly whatever the feed did.
///
/// Bounded: past `initialCount + growth` rows every insert comes with a delete, so a long session
/// does not grow the list without end. It keeps its own set of the ids present (what rows are
/// present does not depend on gestures), so every id it names is present and every new id is new.
public struct LiveFeed: Sendable {
    /// Where its edits go: a list, sections (inserts at the top of the first, remote moves to the
    /// top of one), or a grid (items need a width).
    public enum Shape: Equatable, Sendable {
        case list
        case sections([String])
        case grid
    }

    /// Rows the feed may add above the rows it started with before every insert brings a delete:
    /// two screens of the demo list's rows, enough to watch the list grow.
    public static let growth = 24
    /// Feed steps caught up in one call at most: a window that stalled (a suspended laptop) gets a
    /// few edits, not one per missed period.
    static let catchUpLimit = 4
    /// The allowed `--live-feed-rate` (seconds between inserts): 20 a second at most, one an hour at least.
    public static let periodRange = 0.05...3600.0
    public static let defaultPeriod = 2.0

    public let shape: Shape
    public let periodSeconds: Double
    private var random: SplitMix64
    private var present: Set<String>
    /// The ids present, in no order (a row leaves by swapping with the last: O(1)).
    private var ids: [String]
    private let cap: Int
    /// The size of a row the feed inserts (a grid item's width too), from the list's first row.
    private let template: Size
    private var serial = 0
    /// The time of the next step (nil while stopped) and whether it is an insert or the other edit.
    private var next: Double?
    private var nextIsInsert = true
    public var isRunning: Bool { next != nil }

    /// `rows`: the rows present when the feed is made; `periodSeconds` is clamped to `periodRange`.
    public init(seed: UInt64, periodSeconds: Double = LiveFeed.defaultPeriod, rows: [Row], shape: Shape) {
        random = SplitMix64(seed: seed ^ 0x4C49_5645_4645_4544)  // "LIVEFEED"
        let period = periodSeconds.isFinite ? periodSeconds : Self.defaultPeriod
        self.periodSeconds = min(max(period, Self.periodRange.lowerBound), Self.periodRange.upperBound)
        self.shape = shape
        ids = rows.map(\.id)
        present = Set(ids)
        cap = rows.count + Self.growth
        // A feed row should look like a row of this list: its first row's size, kept to 8...400 pt.
        let first = rows.first
        let height = min(max(first?.height ?? (shape == .grid ? 96 : 60), 8), 400)
        let width = min(max(first?.width ?? 96, 8), 400)
        template = Size(width: width, height: height)
    }

    public var count: Int { ids.count }

    /// Starts (or restarts) the feed: its first insert is due a period after `t`.
    public mutating func start(at t: Double) {
        next = (t.isFinite ? t : 0) + periodSeconds
        nextIsInsert = true
    }

    public mutating func stop() { next = nil }

    /// The edits due up to `t`, in order; `sparing`: a row the feed must not delete (the one in the
    /// person's hand: resizing and moving it are the rules worth seeing, taking it away is not).
    public mutating func due(upTo t: Double, sparing: String? = nil) -> [RowEdit] {
        guard var at = next, t.isFinite else { return [] }
        var edits: [RowEdit] = []
        var steps = 0
        while at <= t, steps < Self.catchUpLimit * 2 {
            if nextIsInsert {
                edits += insertStep(sparing: sparing)
            } else if let edit = otherEdit(sparing: sparing) {
                edits.append(edit)
            }
            nextIsInsert.toggle()
            at += periodSeconds / 2
            steps += 1
        }
        // Behind by more than the catch-up: the rest is skipped, the next step a half period on.
        next = at <= t ? t + periodSeconds / 2 : at
        return edits
    }

    // MARK: Steps

    private mutating func insertStep(sparing: String?) -> [RowEdit] {
        var edits: [RowEdit] = []
        let section: String?
        switch shape {
        case .list, .grid: section = nil
        case .sections(let sectionIDs):
            guard let first = sectionIDs.first else { return [] }  // no section: no row can be
            section = first
        }
        let row = newRow()
        edits.append(.insert([row], at: 0, section: section))
        ids.append(row.id)
        present.insert(row.id)
        // Past the cap a delete goes with each insert, of a row other than the new one.
        if ids.count > cap, let gone = pickIndex(excluding: [row.id, sparing]) {
            edits.append(delete(gone))
        }
        return edits
    }

    /// Now and then (three times in four) a delete, a resize or a remote move.
    private mutating func otherEdit(sparing: String?) -> RowEdit? {
        switch roll(4) {
        case 0:
            return pickIndex(excluding: [sparing]).map { delete($0) }
        case 1:
            guard let id = pickID() else { return nil }
            let factor = [0.75, 1.5, 1][roll(3)]
            let width: Double? = shape == .grid ? template.width * factor : nil
            return .update(id: id, RowChanges(height: template.height * factor, width: width))
        case 2:
            guard let id = pickID() else { return nil }
            switch shape {
            case .list, .grid:
                return .reorder(id: id, to: roll(ids.count), section: nil)
            case .sections(let sectionIDs):
                // A section's row count depends on drags: its top is always an index it has.
                return .reorder(id: id, to: 0, section: sectionIDs[roll(sectionIDs.count)])
            }
        default:
            return nil
        }
    }

    private mutating func newRow() -> Row {
        var id: String
        repeat {
            serial += 1
            id = "feed-\(serial)"
        } while present.contains(id)  // a list may have its own row of that name
        return Row(id: id, height: template.height, label: "New row \(serial)",
                   width: shape == .grid ? template.width : nil)
    }

    private mutating func delete(_ index: Int) -> RowEdit {
        let id = ids[index]
        ids.swapAt(index, ids.count - 1)
        ids.removeLast()
        present.remove(id)
        return .delete(ids: [id])
    }

    /// A random present row's index in `ids`, not one of `excluding`; nil when there is none.
    private mutating func pickIndex(excluding: [String?]) -> Int? {
        let excluded = Set(excluding.compactMap { $0 }.filter(present.contains))
        guard ids.count > excluded.count else { return nil }
        // Excluded rows are at most two: a few draws find another.
        while true {
            let i = roll(ids.count)
            if !excluded.contains(ids[i]) { return i }
        }
    }

    private mutating func pickID() -> String? {
        pickIndex(excluding: []).map { ids[$0] }
    }

    /// 0..<n from the seeded generator (n > 0); a modulo, whose bias at n of a few million is 1e-13.
    private mutating func roll(_ n: Int) -> Int {
        Int(random.next() % UInt64(n))
    }
}
