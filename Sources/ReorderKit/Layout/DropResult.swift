/// What a layout's drop (`commit`, or `exchange` for a swap) did beyond moving the row, as the
/// `dropped` event reports it: the row that went the other way and, in sections, the row's section
/// before and after. A layout without sections leaves the sections nil; one that exchanges nothing
/// leaves `swappedWith` nil.
public struct DropResult: Equatable, Sendable {
    /// The id of the row that went the other way (a swap's target, sections' `crossSection: swap`
    /// partner), nil when none did.
    public var swappedWith: String?
    /// The id of the row's section before the drop and after it; nil without sections.
    public var fromSection: String?
    public var toSection: String?

    public init(swappedWith: String? = nil, fromSection: String? = nil, toSection: String? = nil) {
        self.swappedWith = swappedWith
        self.fromSection = fromSection
        self.toSection = toSection
    }
}
