/// One section as a trace header gives it (`sections: [{id, title?, headerHeight?}]`).
public struct Section: Equatable, Sendable {
    public var id: String
    public var title: String?
    /// The header's own height in points; nil takes the layout's.
    public var headerHeight: Double?

    public init(id: String, title: String? = nil, headerHeight: Double? = nil) {
        self.id = id
        self.title = title
        self.headerHeight = headerHeight
    }
}

/// A row's place in a sectioned list: its section and its index among that section's rows.
public struct SectionRow: Hashable, Comparable, Sendable {
    public var section: Int
    public var index: Int

    public init(section: Int, index: Int) {
        self.section = section
        self.index = index
    }

    public static func < (a: SectionRow, b: SectionRow) -> Bool {
        a.section != b.section ? a.section < b.section : a.index < b.index
    }
}

/// What is under a content point of a sectioned list.
public enum SectionHit: Equatable, Sendable {
    case header(Int)
    case row(SectionRow)
}

/// Why rows cannot be arranged in the given sections (the trace reader turns this into FILE:LINE:).
public enum SectionGroupingError: Error, Equatable, Sendable {
    /// Row `row` (its index in `rows`) has no `section`, or names one that is not declared.
    case unknownSection(row: Int, id: String?)
    /// Row `row` belongs to a section that came earlier: a section's rows must be consecutive and
    /// sections must appear in the order of `sections`.
    case outOfOrder(row: Int, id: String)
}

/// The contract's sectioned list in content points: for each section in order its header (the
/// section's `headerHeight`, else the layout's, else 28 pt), then its rows, stacked without gaps from
/// content y = 0. Built like `ListLayout`: row heights as prefix sums over the committed order, plus
/// one prefix sum of header heights and each section's first row, so every top is O(1), a hit test is
/// two binary searches (O(log sections + log rows)), and committing a move rewrites only what lies
/// between its two ends: O(|rows between| + |sections between|).
///
/// The geometry without the lifted row (what placement measures, see `SectionPlacement`) is
/// `SectionCompaction`, O(1) arithmetic on the same arrays.
public struct SectionLayout: Sendable {
    /// UITableView's plain-style section header height in points.
    public static let defaultHeaderHeight = 28.0

    /// The rows as given; never reordered.
    public let rows: [Row]
    public let sections: [Section]
    /// `order[i]` is the index into `rows` of committed row i (all sections, top to bottom).
    private var order: [Int32]
    /// `tops[i]`: the summed height of committed rows 0..<i (headers left out); `tops[count]` all rows.
    private var tops: [Double]
    /// `headersAbove[s]`: the summed height of the headers of sections 0..<s.
    private let headersAbove: [Double]
    /// `firstRow[s]`: committed index of section s's first row; `firstRow[sections.count]` is `count`.
    private var firstRow: [Int]

    /// `rows` must be grouped as `grouping(rows:in:)` checks (the trace reader rejects other files).
    public init(sections: [Section], rows: [Row], headerHeight: Double? = nil) {
        let counts: [Int]
        do { counts = try Self.grouping(rows: rows, in: sections) } catch {
            preconditionFailure("rows not grouped by section: \(error)")
        }
        precondition(rows.count < Int(Int32.max), "more rows than a layout can index")
        self.rows = rows
        self.sections = sections
        order = (0..<Int32(rows.count)).map { $0 }
        var tops = [Double](repeating: 0, count: rows.count + 1)
        for (i, row) in rows.enumerated() { tops[i + 1] = tops[i] + row.height }
        self.tops = tops
        var headersAbove = [Double](repeating: 0, count: sections.count + 1)
        var firstRow = [Int](repeating: 0, count: sections.count + 1)
        let fallback = headerHeight ?? Self.defaultHeaderHeight
        for (s, section) in sections.enumerated() {
            headersAbove[s + 1] = headersAbove[s] + (section.headerHeight ?? fallback)
            firstRow[s + 1] = firstRow[s] + counts[s]
        }
        self.headersAbove = headersAbove
        self.firstRow = firstRow
    }

    /// How many rows each section holds, or why the rows are not consecutive per section in the
    /// order of `sections`.
    public static func grouping(rows: [Row], in sections: [Section]) throws(SectionGroupingError) -> [Int] {
        var index: [String: Int] = [:]
        for (s, section) in sections.enumerated() { index[section.id] = s }
        var counts = [Int](repeating: 0, count: sections.count)
        var current = 0
        for (i, row) in rows.enumerated() {
            guard let id = row.section, let s = index[id] else { throw .unknownSection(row: i, id: row.section) }
            guard s >= current else { throw .outOfOrder(row: i, id: id) }
            current = s
            counts[s] += 1
        }
        return counts
    }

    public var count: Int { order.count }
    public var sectionCount: Int { sections.count }
    public var contentHeight: Double { headersAbove[sections.count] + tops[order.count] }

    public func rowCount(inSection s: Int) -> Int { firstRow[s + 1] - firstRow[s] }
    public func headerHeight(ofSection s: Int) -> Double { headersAbove[s + 1] - headersAbove[s] }
    public func headerTop(ofSection s: Int) -> Double { headersAbove[s] + tops[firstRow[s]] }

    /// The committed index, across all sections, of a row's place.
    public func flatIndex(of place: SectionRow) -> Int { firstRow[place.section] + place.index }

    public func row(at place: SectionRow) -> Row { rows[Int(order[flatIndex(of: place)])] }
    public func top(of place: SectionRow) -> Double { headersAbove[place.section + 1] + tops[flatIndex(of: place)] }

    /// A row's frame; rows and headers span the viewport's width.
    public func frame(of place: SectionRow, width: Double) -> LayoutRect {
        LayoutRect(x: 0, y: top(of: place), width: width, height: row(at: place).height)
    }

    public func headerFrame(ofSection s: Int, width: Double) -> LayoutRect {
        LayoutRect(x: 0, y: headerTop(ofSection: s), width: width, height: headerHeight(ofSection: s))
    }

    /// The header or row whose span holds `y` (top inclusive), nil above the first header or below
    /// the last row. Sections first (the last header whose top is <= y), then rows within it.
    public func hit(atContentY y: Double) -> SectionHit? {
        guard y >= 0, y < contentHeight, !sections.isEmpty else { return nil }
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if headerTop(ofSection: mid) <= y { low = mid } else { high = mid - 1 }
        }
        let s = low
        let rowsTop = headersAbove[s + 1] + tops[firstRow[s]]
        if y < rowsTop { return .header(s) }
        // Last row of the section whose top is <= y; y is inside the section, so there is one.
        var first = firstRow[s], last = firstRow[s + 1] - 1
        let local = y - headersAbove[s + 1]
        while first < last {
            let mid = (first + last + 1) >> 1
            if tops[mid] <= local { first = mid } else { last = mid - 1 }
        }
        return .row(SectionRow(section: s, index: first - firstRow[s]))
    }

    /// The place of the row at committed index `i` (0..<count): the last section whose first row is at
    /// or before it (empty sections before it share its first index and are passed over).
    public func place(ofFlat i: Int) -> SectionRow {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if firstRow[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return SectionRow(section: low, index: i - firstRow[low])
    }

    /// Row ids top to bottom across all sections, in committed order.
    public var orderedIDs: [String] { order.map { rows[Int($0)].id } }

    /// Each section's row ids, empty sections included: the result's `sections`.
    public var sectionRowIDs: [(id: String, rows: [String])] {
        sections.indices.map { s in
            (sections[s].id, (firstRow[s]..<firstRow[s + 1]).map { rows[Int(order[$0])].id })
        }
    }

    // MARK: Committing

    /// Moves the row at `from` so that it ends at `to` (`to.index` counts the destination section's
    /// rows after the move; any section, an empty one included).
    public mutating func move(from: SectionRow, to: SectionRow) {
        let a = from.section, b = to.section
        let source = flatIndex(of: from)
        let destination = firstRow[b] - (b > a ? 1 : 0) + to.index
        if b > a {
            for s in (a + 1)...b { firstRow[s] -= 1 }
        } else if b < a {
            for s in (b + 1)...a { firstRow[s] += 1 }
        }
        order.moveElement(from: source, to: destination)
        let lower = min(source, destination), upper = max(source, destination)
        for i in lower...upper { tops[i + 1] = tops[i] + rows[Int(order[i])].height }
    }

    /// Exchanges the rows at committed indices `a` and `b` (`reorderMode: swap`): each takes the
    /// other's place and section, so section sizes stay. O(|b - a|) for the tops between.
    public mutating func swapRows(_ a: Int, _ b: Int) {
        guard a != b else { return }
        order.swapAt(a, b)
        for i in min(a, b)...max(a, b) { tops[i + 1] = tops[i] + rows[Int(order[i])].height }
    }

    /// The cross-section exchange (`crossSection: swap`): the row at `lifted` ends at `to` (index
    /// among the other section's rows once `partner` has left it), and `partner` ends in the lifted
    /// row's section at `partnerTo` (index among that section's rows once the lifted row has left it).
    /// Section sizes stay as they were.
    public mutating func exchange(lifted: SectionRow, to: SectionRow, partner: SectionRow, partnerTo: Int) {
        precondition(partner.section == to.section && to.section != lifted.section, "an exchange crosses sections")
        // First the lifted row into the partner's section, where it will stand once the partner
        // has gone; then the partner into the lifted row's section.
        let p = partner.index < to.index ? to.index + 1 : to.index
        move(from: lifted, to: SectionRow(section: to.section, index: p))
        let partnerNow = partner.index < p ? partner.index : partner.index + 1
        move(from: SectionRow(section: partner.section, index: partnerNow),
             to: SectionRow(section: lifted.section, index: partnerTo))
    }

    // MARK: Without the lifted row

    /// The geometry with the row at `lifted` taken out: what placement rules measure.
    public func compaction(lifting lifted: SectionRow) -> SectionCompaction {
        let flat = flatIndex(of: lifted)
        return SectionCompaction(layout: self, lifted: lifted, flat: flat, height: rows[Int(order[flat])].height)
    }

    // The compaction reads the committed arrays directly.
    fileprivate func committedTop(_ i: Int) -> Double { tops[i] }
    fileprivate func committedFirstRow(_ s: Int) -> Int { firstRow[s] }
    fileprivate func headersAbove(_ s: Int) -> Double { headersAbove[s] }
    fileprivate func committedHeight(_ i: Int) -> Double { rows[Int(order[i])].height }
}

/// A sectioned list with one row taken out (the one being dragged), in O(1) arithmetic over the
/// committed layout. Indices here count the rows that remain: section `lifted.section` has one row
/// fewer, and its later rows come one index earlier.
public struct SectionCompaction: Sendable {
    public let layout: SectionLayout
    public let lifted: SectionRow
    /// The lifted row's committed index across all sections.
    let flat: Int
    /// The lifted row's height: the blank's height.
    public let height: Double

    public var sectionCount: Int { layout.sectionCount }

    public func rowCount(inSection s: Int) -> Int { layout.rowCount(inSection: s) - (s == lifted.section ? 1 : 0) }

    /// Index across all sections, among the remaining rows, of section s's first remaining row.
    func firstRow(_ s: Int) -> Int { layout.committedFirstRow(s) - (s > lifted.section ? 1 : 0) }

    /// The summed height of the first `k` remaining rows.
    func rowsAbove(_ k: Int) -> Double {
        k <= flat ? layout.committedTop(k) : layout.committedTop(k + 1) - height
    }

    public func headerTop(ofSection s: Int) -> Double { layout.headersAbove(s) + rowsAbove(firstRow(s)) }
    public func headerHeight(ofSection s: Int) -> Double { layout.headerHeight(ofSection: s) }

    /// Top of remaining row `index` of section s; with `index == rowCount(inSection: s)`, the bottom
    /// of the section's last row. Also the top of a blank put before that row.
    public func top(section s: Int, index: Int) -> Double { layout.headersAbove(s + 1) + rowsAbove(firstRow(s) + index) }

    public func height(section s: Int, index: Int) -> Double {
        let k = firstRow(s) + index
        return layout.committedHeight(k < flat ? k : k + 1)
    }

    /// The place in the committed layout of remaining row `index` of section s.
    public func committedPlace(section s: Int, index: Int) -> SectionRow {
        SectionRow(section: s, index: s == lifted.section && index >= lifted.index ? index + 1 : index)
    }

    /// Content height without the lifted row.
    public var contentHeight: Double { layout.contentHeight - height }
}
