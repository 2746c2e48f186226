import Testing
@testable import ReorderKit

/// Sections through the engine, as a person drags: fruit 0..28 header, apples 28..72, pears 72..116,
/// plums 116..176; veg header 176..204, carrots 204..248, leeks 248..336, beans 336..380; the empty
/// "later" 380..408; pantry's 40 pt header 408..448, rice, flour, salt (which cannot move).
@Suite struct EngineSectionsTests {
    static let sections = [Section(id: "fruit"), Section(id: "veg"), Section(id: "later"), Section(id: "pantry", headerHeight: 40)]
    static let rows = [
        Row(id: "apples", height: 44, section: "fruit"), Row(id: "pears", height: 44, section: "fruit"),
        Row(id: "plums", height: 60, section: "fruit"), Row(id: "carrots", height: 44, section: "veg"),
        Row(id: "leeks", height: 88, section: "veg"), Row(id: "beans", height: 44, section: "veg"),
        Row(id: "rice", height: 44, section: "pantry"), Row(id: "flour", height: 44, section: "pantry"),
        Row(id: "salt", height: 44, movable: false, section: "pantry"),
    ]

    static func driver(_ crossSection: CrossSection = .move, reorderMode: ReorderMode = .insert) -> EngineDriver<SectionListLayout> {
        var tuning = Tuning()
        tuning.crossSection = crossSection
        tuning.reorderMode = reorderMode
        return EngineDriver(SectionEngine(sections: sections, rows: rows, headerHeight: 28,
                                          viewport: Size(width: 400, height: 600), tuning: tuning))
    }

    func sectionRows(_ driver: EngineDriver<SectionListLayout>) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: driver.engine.layout.sectionRowIDs.map { ($0.id, $0.rows) })
    }

    @Test func theStateHashSaysWhichSectionEachRowIsIn() {
        func engine(_ rows: [Row]) -> SectionEngine {
            SectionEngine(sections: Self.sections, rows: rows, headerHeight: 28, viewport: Size(width: 400, height: 600))
        }
        // One flat order, three states: plums last in fruit or first in veg; rice in pantry or in later.
        var plumsInVeg = Self.rows, riceInLater = Self.rows
        plumsInVeg[2].section = "veg"
        riceInLater[6].section = "later"
        let hashes = [engine(Self.rows), engine(plumsInVeg), engine(riceInLater)].map(\.stateHash)
        #expect(engine(plumsInVeg).order == engine(Self.rows).order && engine(riceInLater).order == engine(Self.rows).order)
        #expect(Set(hashes).count == 3, "\(hashes)")
        #expect(engine(Self.rows).stateHash == hashes[0], "the same state, the same hash")
    }

    @Test func aRowDroppedOverAnEmptySectionJoinsIt() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 200, y: 94))  // pears, grabbed 22 pt below its top
        // The imposter's top at 368: past Later's header middle (350 without pears), short of Pantry's (384).
        driver.glide(to: Point(x: 200, y: 390), steps: 30)
        #expect(driver.engine.layout.target?.blank == SectionRow(section: 2, index: 0))
        // The blank opens under Later's header, which the rows above it have moved up by pears' 44 pt.
        #expect(driver.engine.layout.headerTop(ofSection: 2) == 336)
        #expect(driver.engine.layout.frame(ofSlot: 5) == LayoutRect(x: 0, y: 364, width: 400, height: 44))
        driver.drop()
        #expect(sectionRows(driver)["later"] == ["pears"])
        #expect(sectionRows(driver)["fruit"] == ["apples", "plums"])
        #expect(driver.engine.order == ["apples", "plums", "carrots", "leeks", "beans", "pears", "rice", "flour", "salt"])
    }

    @Test func theDropNamesBothSections() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 200, y: 94))
        driver.glide(to: Point(x: 200, y: 390), steps: 30)
        driver.release()
        #expect(driver.drops() == [.dropped(id: "pears", from: 1, to: 5, fromSection: "fruit", toSection: "later")])
    }

    @Test func dhExchangeKeepsSectionSizes() {
        let driver = Self.driver(.swap)
        driver.lift(at: Point(x: 200, y: 50))  // apples
        driver.glide(to: Point(x: 200, y: 250), steps: 30)
        // In Vegetables now: carrots, the row it entered on, is drawn at the end of Fruit.
        #expect(driver.engine.layout.target?.blank.section == 1)
        #expect(driver.engine.layout.exchangePartner.map { driver.engine.layout.row(atSlot: $0).id } == "carrots")
        driver.release()
        #expect(driver.drops() == [.dropped(id: "apples", from: 0, to: 3, swappedWith: "carrots", fromSection: "fruit", toSection: "veg")])
        driver.hold(1)
        #expect(sectionRows(driver)["fruit"] == ["pears", "plums", "carrots"])
        #expect(sectionRows(driver)["veg"] == ["apples", "leeks", "beans"])
    }

    @Test func dhExchangeNeverEntersAnEmptySection() {
        let driver = Self.driver(.swap)
        driver.lift(at: Point(x: 200, y: 358))  // beans, the last vegetable
        driver.glide(to: Point(x: 200, y: 400), steps: 10)  // over Later's header: nothing to exchange with
        #expect(driver.engine.layout.target?.blank.section == 1)
        driver.drop()
        #expect(sectionRows(driver)["later"] == [])
    }

    @Test func noneKeepsTheRowInItsSection() {
        let driver = Self.driver(.none)
        driver.lift(at: Point(x: 200, y: 358))  // beans
        driver.glide(to: Point(x: 200, y: 10), steps: 30)
        driver.drop()
        #expect(sectionRows(driver)["veg"] == ["beans", "carrots", "leeks"])
        #expect(sectionRows(driver)["fruit"] == ["apples", "pears", "plums"])
    }

    @Test func aHeaderNeverLiftsAndATapOnItSelectsNothing() {
        let driver = Self.driver()
        driver.press(at: Point(x: 200, y: 190))  // Vegetables' header
        driver.hold(1)
        #expect(driver.state == .pressing)
        driver.release()
        #expect(driver.engine.selectedID == nil)
        #expect(driver.events().contains { if case .lifted = $0 { true } else { false } } == false)
    }

    @Test func swapModeShowsTheTargetInTheLiftedRowsSlotAndMovesNothingElse() {
        let driver = Self.driver(reorderMode: .swap)
        let before = driver.engine.visibleRows().map(\.top)
        driver.lift(at: Point(x: 200, y: 50))  // apples
        driver.glide(to: Point(x: 200, y: 292), steps: 20)  // the imposter's centre over leeks
        #expect(driver.events().contains(.swapTargeted(slot: 4)))
        let drawn = driver.engine.visibleRows()
        #expect(drawn.map(\.top) == before)  // nothing moved
        #expect(drawn[0].row.id == "leeks" && drawn[4].isBlank)
        driver.release()
        #expect(driver.drops() == [.dropped(id: "apples", from: 0, to: 4, swappedWith: "leeks", fromSection: "fruit", toSection: "veg")])
        driver.hold(1)
        #expect(sectionRows(driver)["fruit"] == ["leeks", "pears", "plums"])
        #expect(sectionRows(driver)["veg"] == ["carrots", "apples", "beans"])
    }

    @Test func swapModeUnderNoneRefusesAnotherSectionsRow() {
        let driver = Self.driver(.none, reorderMode: .swap)
        driver.lift(at: Point(x: 200, y: 50))
        driver.glide(to: Point(x: 200, y: 292), steps: 20)
        driver.drop()
        #expect(driver.engine.order == Self.rows.map(\.id))
    }

    /// The drawn geometry while dragging, at every target the rules can give: rows and headers tile
    /// the content without gaps or overlaps, the hit test finds each drawn row at its frame, every
    /// row is drawn exactly once, and the blank is where `drawnSlot` says.
    @Test(arguments: CrossSection.allCases)
    func theDrawnLayoutIsConsistentAtEveryTarget(rule: CrossSection) {
        for lifted in 0..<Self.rows.count - 1 {
            var engine = SectionEngine(sections: Self.sections, rows: Self.rows, headerHeight: 28, viewport: Size(width: 400, height: 600))
            engine.layout.lift(slot: lifted)
            var tuning = Tuning()
            tuning.crossSection = rule
            var seen: [SectionTarget] = []
            for top in stride(from: -10.0, through: 600, by: 2) {
                let imposter = LayoutRect(x: 0, y: top, width: 400, height: Self.rows[lifted].height)
                let target = engine.layout.placement(imposter: imposter, pointer: Point(x: 0, y: top), rule: PlacementTuning(tuning))
                engine.layout.place(target)
                if seen.last != target { seen.append(target) }
                checkDrawn(engine.layout, lifted: Self.rows[lifted].id)
            }
            #expect(seen.count > 1, "lifting \(lifted) under \(rule): the blank never moved")
        }
    }

    func checkDrawn(_ layout: SectionListLayout, lifted: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var y = 0.0, ids: [String] = []
        var slot = 0
        for s in 0..<layout.sectionCount {
            let header = layout.headerFrame(ofSection: s)
            #expect(header.y == y, "header \(s)", sourceLocation: sourceLocation)
            y += header.height
            while slot < layout.count, layout.hit(atContentY: layout.frame(ofSlot: slot).y)?.section == s {
                let frame = layout.frame(ofSlot: slot)
                #expect(abs(frame.y - y) < 1e-9, "slot \(slot) at \(frame.y), expected \(y)", sourceLocation: sourceLocation)
                #expect(layout.slot(at: Point(x: 5, y: frame.y + frame.height / 2)) == slot, sourceLocation: sourceLocation)
                ids.append(layout.row(atSlot: slot).id)
                y = frame.y + frame.height
                slot += 1
            }
        }
        #expect(slot == layout.count, sourceLocation: sourceLocation)
        #expect(abs(y - layout.contentExtent) < 1e-9, sourceLocation: sourceLocation)
        #expect(Set(ids) == Set(Self.rows.map(\.id)) && ids.count == Self.rows.count, sourceLocation: sourceLocation)
        #expect(layout.blank.map { layout.row(atSlot: $0.position).id } == lifted, sourceLocation: sourceLocation)
    }
}
