import Testing
@testable import ReorderKit

/// Where the blank goes in a sectioned list, for every row lifted, every rule, and every imposter
/// position from above the content to below it in steps of 0.5 pt, on `SectionLayoutTests`' list
/// (mixed row and header heights, empty sections first, in the middle and last).
@Suite struct SectionPlacementTests {
    let layout = SectionLayoutTests.layout()
    var places: [SectionRow] {
        (0..<layout.sectionCount).flatMap { s in (0..<layout.rowCount(inSection: s)).map { SectionRow(section: s, index: $0) } }
    }

    /// Imposter tops from 50 pt above the content to 50 pt below it, every 0.5 pt.
    func restingTops(_ compaction: SectionCompaction) -> [Double] {
        Array(stride(from: -50.0, through: compaction.contentHeight + 50, by: 0.5))
    }

    @Test(arguments: CrossSection.allCases)
    func aRestingImposterNeverMovesTheBlankAgain(rule: CrossSection) {
        for lifted in places {
            let compaction = layout.compaction(lifting: lifted)
            let start = SectionTarget(blank: lifted)
            for top in restingTops(compaction) {
                for hysteresis in [0.0, 3] {
                    // The blank moves once for where the imposter is, then the finger rests: the
                    // next frames must leave it where it is.
                    let first = SectionPlacement.target(rule, in: compaction, imposterTop: top, current: start, hysteresis: hysteresis)
                    let second = SectionPlacement.target(rule, in: compaction, imposterTop: top, current: first, hysteresis: hysteresis)
                    let third = SectionPlacement.target(rule, in: compaction, imposterTop: top, current: second, hysteresis: hysteresis)
                    #expect(second == first && third == first, "\(rule) lifting \(lifted) at top \(top)")
                }
            }
        }
    }

    @Test(arguments: CrossSection.allCases)
    func movingTheImposterDownNeverMovesTheBlankUp(rule: CrossSection) {
        for lifted in places {
            let compaction = layout.compaction(lifting: lifted)
            var previous: SectionTarget?
            // A drag that has reached the top of the list, then goes steadily down.
            var current = SectionPlacement.target(rule, in: compaction, imposterTop: -50)
            for top in restingTops(compaction) {
                let target = SectionPlacement.target(rule, in: compaction, imposterTop: top)
                if let previous { #expect(!(target.blank < previous.blank), "\(rule) lifting \(lifted) at top \(top)") }
                previous = target
                // With hysteresis, along a steady drag down.
                let next = SectionPlacement.target(rule, in: compaction, imposterTop: top, current: current, hysteresis: 3)
                #expect(!(next.blank < current.blank), "\(rule) with hysteresis lifting \(lifted) at top \(top)")
                current = next
            }
        }
    }

    /// What the imposter can reach while dragged over the whole list, for each lifted row.
    func reached(_ rule: CrossSection, lifting lifted: SectionRow) -> Set<SectionRow> {
        let compaction = layout.compaction(lifting: lifted)
        return Set(restingTops(compaction).map { SectionPlacement.target(rule, in: compaction, imposterTop: $0).blank })
    }

    @Test func withMoveEveryPlaceInEverySectionIsReachableEmptySectionsAndSectionEndsIncluded() {
        for lifted in places {
            let compaction = layout.compaction(lifting: lifted)
            var all = Set<SectionRow>()
            for s in 0..<layout.sectionCount {
                for j in 0...compaction.rowCount(inSection: s) { all.insert(SectionRow(section: s, index: j)) }
            }
            #expect(reached(.move, lifting: lifted) == all, "lifting \(lifted)")
        }
    }

    @Test func withNoneTheBlankStaysInItsOwnSectionAndReachesAllOfIt() {
        for lifted in places {
            let own = (0..<layout.rowCount(inSection: lifted.section)).map { SectionRow(section: lifted.section, index: $0) }
            #expect(reached(.none, lifting: lifted) == Set(own), "lifting \(lifted)")
        }
    }

    @Test func withSwapSectionSizesNeverChangeAndEmptySectionsAreNeverEntered() {
        for lifted in places {
            let compaction = layout.compaction(lifting: lifted)
            for top in restingTops(compaction) {
                let target = SectionPlacement.target(.swap, in: compaction, imposterTop: top)
                var after = layout
                if let partner = target.partner {
                    after.exchange(lifted: lifted, to: target.blank, partner: partner.from, partnerTo: partner.to)
                } else {
                    #expect(target.blank.section == lifted.section)
                    after.move(from: lifted, to: target.blank)
                }
                #expect((0..<after.sectionCount).map(after.rowCount(inSection:)) == (0..<layout.sectionCount).map(layout.rowCount(inSection:)),
                        "lifting \(lifted) at top \(top)")
            }
            // Every section with rows is reachable, and every place in it.
            let sections = Set(reached(.swap, lifting: lifted).map(\.section))
            #expect(sections == Set((0..<layout.sectionCount).filter { layout.rowCount(inSection: $0) > 0 }))
        }
    }

    @Test(arguments: CrossSection.allCases)
    func anImposterRestingExactlyOverTheDrawnBlankKeepsItThere(rule: CrossSection) {
        for lifted in places {
            let compaction = layout.compaction(lifting: lifted)
            let targets = Set(restingTops(compaction).map { SectionPlacement.target(rule, in: compaction, imposterTop: $0) }.map(Key.init))
            for key in targets {
                let top = compaction.blankTop(key.target)
                #expect(SectionPlacement.target(rule, in: compaction, imposterTop: top) == key.target, "\(rule) lifting \(lifted), blank at \(key.target)")
            }
        }
    }

    @Test func draggingDownPastAnEmptySectionsHeaderMiddleOpensTheBlankUnderIt() {
        // "b" (fruit 1, 120 pt) dragged down: past veg's header middle it enters veg at its top,
        // and past the empty middle section's header middle the blank opens under that header.
        let lifted = SectionRow(section: 1, index: 1)
        let compaction = layout.compaction(lifting: lifted)
        let vegHeader = compaction.headerTop(ofSection: 2)
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: vegHeader + 9.5).blank == SectionRow(section: 1, index: 2))
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: vegHeader + 10).blank == SectionRow(section: 2, index: 0))
        let emptyHeader = compaction.headerTop(ofSection: 3)
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: emptyHeader + 18).blank == SectionRow(section: 3, index: 0))
        // ... and holds there until the next header's middle.
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: emptyHeader + 36 + 6.2).blank == SectionRow(section: 3, index: 0))
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: emptyHeader + 36 + 6.25).blank == SectionRow(section: 4, index: 0))
    }

    @Test func aRowTallerThanASectionsLastRowCanStillLandAtThatSectionsEnd() {
        // "d" (200 pt) from veg up into fruit, whose last row "c" is 30 pt: the end of fruit is
        // where its top is past c's middle and not yet past veg's header middle.
        let compaction = layout.compaction(lifting: SectionRow(section: 2, index: 0))
        let cMiddle = compaction.top(section: 1, index: 2) + 15
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: cMiddle).blank == SectionRow(section: 1, index: 3))
        #expect(SectionPlacement.target(.move, in: compaction, imposterTop: cMiddle - 0.5).blank == SectionRow(section: 1, index: 2))
    }

    @Test func anExchangeDownTradesWithTheFirstRowEnteredWhichGoesToTheEndOfTheHomeSection() {
        let lifted = SectionRow(section: 1, index: 0)  // "a"
        let compaction = layout.compaction(lifting: lifted)
        let target = SectionPlacement.target(.swap, in: compaction, imposterTop: compaction.headerTop(ofSection: 2) + 10)
        #expect(target == SectionTarget(blank: SectionRow(section: 2, index: 0),
                                        partner: .init(from: SectionRow(section: 2, index: 0), to: 2)))
        // Past the empty middle section's header, the drag goes on in "later", trading with "f".
        let later = SectionPlacement.target(.swap, in: compaction, imposterTop: compaction.headerTop(ofSection: 3) + 20)
        #expect(later.partner?.from == SectionRow(section: 2, index: 0))  // still veg: the empty one is passed over
        let further = SectionPlacement.target(.swap, in: compaction, imposterTop: compaction.headerTop(ofSection: 4) + 6.25)
        #expect(further == SectionTarget(blank: SectionRow(section: 4, index: 0),
                                         partner: .init(from: SectionRow(section: 4, index: 0), to: 2)))
    }

    @Test func anExchangeUpTradesWithTheLastRowEnteredWhichGoesToTheStartOfTheHomeSection() {
        let lifted = SectionRow(section: 4, index: 2)  // "h"
        let compaction = layout.compaction(lifting: lifted)
        let target = SectionPlacement.target(.swap, in: compaction, imposterTop: compaction.headerTop(ofSection: 4))
        #expect(target == SectionTarget(blank: SectionRow(section: 2, index: 1),
                                        partner: .init(from: SectionRow(section: 2, index: 1), to: 0)))
    }

    /// Targets as set members.
    struct Key: Hashable {
        let target: SectionTarget
        func hash(into hasher: inout Hasher) {
            hasher.combine(target.blank)
            hasher.combine(target.partner?.from)
            hasher.combine(target.partner?.to)
        }
    }
}

/// What is drawn mid-drag is what a drop there commits: every header, every row, the blank.
@Suite struct SectionDrawnGeometryTests {
    let layout = SectionLayoutTests.layout()

    @Test(arguments: CrossSection.allCases)
    func theDrawnListIsTheListTheTargetWouldCommit(rule: CrossSection) {
        for s in 0..<layout.sectionCount {
            for j in 0..<layout.rowCount(inSection: s) {
                let lifted = SectionRow(section: s, index: j)
                let compaction = layout.compaction(lifting: lifted)
                var targets: [SectionTarget] = []
                for top in stride(from: -50.0, through: compaction.contentHeight + 50, by: 0.5) {
                    let target = SectionPlacement.target(rule, in: compaction, imposterTop: top)
                    if targets.last != target { targets.append(target) }
                }
                for target in targets { expectDrawnEqualsCommitted(compaction, target, "\(rule) lifting \(lifted) to \(target)") }
            }
        }
    }

    func expectDrawnEqualsCommitted(_ compaction: SectionCompaction, _ target: SectionTarget, _ context: String) {
        var after = layout
        let liftedID = layout.row(at: compaction.lifted).id
        if let partner = target.partner {
            after.exchange(lifted: compaction.lifted, to: target.blank, partner: partner.from, partnerTo: partner.to)
        } else {
            after.move(from: compaction.lifted, to: target.blank)
        }
        var committedTop: [String: Double] = [:]
        for s in 0..<after.sectionCount {
            #expect(compaction.drawnHeaderTop(ofSection: s, for: target) == after.headerTop(ofSection: s), "\(context): header \(s)")
            for j in 0..<after.rowCount(inSection: s) {
                let place = SectionRow(section: s, index: j)
                committedTop[after.row(at: place).id] = after.top(of: place)
            }
        }
        #expect(compaction.blankTop(target) == committedTop[liftedID], "\(context): the blank")
        for s in 0..<compaction.sectionCount {
            for j in 0..<compaction.rowCount(inSection: s) {
                let id = layout.row(at: compaction.committedPlace(section: s, index: j)).id
                #expect(compaction.drawnTop(section: s, index: j, for: target) == committedTop[id], "\(context): row \(id)")
            }
        }
    }
}
