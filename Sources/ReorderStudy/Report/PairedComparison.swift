/// Two conditions compared within participants: each pair is one participant's task of the same
/// index under both (the same kind and difficulty, other rows), so the person and the task's
/// difficulty cancel out of each difference.
public struct PairedComparison: Equatable, Sendable {
    /// Below this many pairs the report says "not enough pairs" and concludes nothing: with 4,
    /// even all four one way gives a sign test p of 0.125.
    public static let minimumPairs = 5
    /// A difference is claimed only when its interval excludes 0 and the sign test agrees at this level.
    public static let significance = 0.05

    /// What sums up the differences. Times: the median, which one slow task cannot move. Errors:
    /// the mean, errors per task as the table gives them; most tasks have none under either
    /// condition, so the median difference is 0 even when one side errs in every other pair.
    public enum Statistic: String, Sendable {
        case median, mean
    }

    public var statistic: Statistic
    /// Differences are a - b: below 0, a was lower (faster, or fewer errors).
    public var differences: [Double]
    /// Pairs where a was lower, where b was, and ties.
    public var aLower: Int
    public var bLower: Int
    public var ties: Int { differences.count - aLower - bLower }
    /// nil below `minimumPairs`.
    /// The statistic of the differences.
    public var difference: Double?
    public var interval: BootstrapInterval?
    public var signTestP: Double?

    public init(differences: [Double], statistic: Statistic = .median) {
        self.differences = differences
        self.statistic = statistic
        aLower = differences.filter { $0 < 0 }.count
        bLower = differences.filter { $0 > 0 }.count
        guard differences.count >= Self.minimumPairs else { return }
        switch statistic {
        case .median:
            difference = median(differences)
            interval = BootstrapInterval.ofMedian(differences)
        case .mean:
            difference = mean(differences)
            interval = BootstrapInterval.ofMean(differences)
        }
        signTestP = ReorderStudy.signTestP(plus: aLower, minus: bLower)
    }

    public var pairs: Int { differences.count }
    public var hasEnoughPairs: Bool { pairs >= Self.minimumPairs }

    public enum Verdict: String, Sendable {
        case aLower, bLower, noClearDifference, notEnoughPairs
    }

    /// A side is named only when the interval excludes 0 and the sign test is below `significance`.
    public var verdict: Verdict {
        guard let interval, let p = signTestP else { return .notEnoughPairs }
        guard interval.excludesZero, p < Self.significance else { return .noClearDifference }
        // The interval and the majority of pairs point the same way whenever the median does; the
        // check keeps a contradiction (possible only in theory) from being named a winner.
        if interval.upper < 0, aLower > bLower { return .aLower }
        if interval.lower > 0, bLower > aLower { return .bLower }
        return .noClearDifference
    }
}
