import ReorderKit

/// What the live feed (`LiveFeed`) just changed, lit for a moment so the person sees it: a fading
/// fill on rows inserted, resized or moved by the other party, and a fading bar where a row on
/// screen was deleted. The window notes each edit before it is fed; `ListView` draws the marks
/// under the imposter (which draws last), at the engine's time.
public struct FeedHighlights: Sendable {
    /// Seconds a mark takes to fade out: long enough to catch the eye, short enough to be gone
    /// before the feed's next insert at its fastest useful rate (one a second and more).
    public static let fadeSeconds = 1.2
    /// The rows on screen a delete is looked for among: a screen of rows is a few dozen.
    static let onScreenLimit = 256

    /// Where a deleted row was drawn, in viewport points, and when.
    public struct Gone: Equatable, Sendable {
        public var left, top, width, height: Double
        public var since: Double
    }

    /// Lit rows: id to the time of the edit (seconds, the session's clock).
    public private(set) var lit: [String: Double] = [:]
    public private(set) var gone: [Gone] = []

    public init() {}

    /// Notes `edit`, read against `engine` as it is before the edit is fed, at `t`.
    public mutating func note<L: ReorderLayout>(_ edit: RowEdit, before engine: ReorderEngine<L>, at t: Double) {
        switch edit {
        case .insert(let rows, _, _):
            for row in rows { lit[row.id] = t }
        case .update(let id, _), .reorder(let id, _, _):
            lit[id] = t
        case .delete(let ids):
            for id in ids { lit[id] = nil }
            for row in engine.visibleRows(limit: Self.onScreenLimit) where !row.isBlank && ids.contains(row.row.id) {
                gone.append(Gone(left: row.left, top: row.top, width: row.width, height: row.height, since: t))
            }
        }
    }

    /// Forgets the marks that have faded by `t`: at most a few seconds of edits are kept.
    public mutating func prune(at t: Double) {
        lit = lit.filter { t - $0.value < Self.fadeSeconds }
        gone.removeAll { t - $0.since >= Self.fadeSeconds }
    }

    /// 1 just after the edit at `since`, falling to 0 when it has faded; 0 after (or before) that.
    public static func strength(since: Double, at t: Double) -> Double {
        let age = t - since
        guard age >= 0, age < fadeSeconds else { return 0 }
        return 1 - age / fadeSeconds
    }

    public var isEmpty: Bool { lit.isEmpty && gone.isEmpty }
}
