/// Two sets of defaults, kept apart on purpose (`docs/trace-format.md`, "Defaults belong to the
/// format, not to the engine"):
/// - a new session's: what the app starts a live session, a study block or an import with; it may
///   change from release to release, because every writer then writes its whole tuning;
/// - the format's: what a version-1 trace, list file or profile means by a name it does not give,
///   which is what the engine did before that name existed. It never changes: a recording does not
///   depend on the engine's version.
///
/// Every name added since the first version-1 files, with what the engine did before it (found with
/// `git log -S` on `Tuning.swift`); only `panStart` did something else than its new-session default:
/// - `flickMaximumSpeed` (the review fixes, a day after the first traces): 8000 pt/s. Before it a
///   flick was not capped at all, which no finite value says; no sample trace flicks faster.
/// - `crossSection`, `reorderMode`: `move`, `insert` (before them there were no sections and every
///   drop inserted).
/// - `panStart` (issue 10): `down`. Before it a pan followed the finger from its down point, jumping
///   by the slop; new sessions start with `slop`.
/// - `activation`, `activationDistance`: `hold`, 8 (only the long press lifted a row).
/// - `autoscrollRampSeconds`, `autoscrollRampCurve`, `reorderDwellSeconds`: 0, `linear`, 0 (autoscroll
///   at full speed at once, the blank moved at once).
/// - `mouse`, `pen`: none (every pointer used the top level).
/// - `inputFilters` (issue 11): none (positions as they came).
/// A grid means `dragStyle: collection` and `dropAnimationSeconds` 0.4 when it names neither, in both
/// sets (the UICollectionView seed's look and spring; grid traces read them so since soon after grids
/// existed).
extension Tuning {
    /// The tuning a new session of `layout` starts from: `Tuning()`, and for a grid the
    /// UICollectionView seed's look and its spring drop over 0.4 s.
    public static func sessionDefault(for layout: LayoutSpec) -> Tuning {
        var tuning = Tuning()
        if case .grid = layout {
            tuning.dragStyle = .collection
            tuning.dropAnimationSeconds = 0.4
        }
        return tuning
    }

    /// What a version-1 file of `layout` means by every tuning name it does not give (see above).
    public static func formatDefault(for layout: LayoutSpec) -> Tuning {
        var tuning = sessionDefault(for: layout)
        tuning.panStart = .down  // every recording made before `panStart` existed followed from the down point
        return tuning
    }
}
