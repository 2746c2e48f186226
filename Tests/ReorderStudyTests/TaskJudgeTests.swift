import Testing
import ReorderKit
@testable import ReorderStudy

/// The done and failed decisions, scenario by scenario, on the study list (Milk 66 pt, Eggs 88,
/// Tea 46, Coffee 67 from the top) in a 400 x 600 viewport under iOS's 0.5 s and 10 pt.
@Suite struct TaskJudgeTests {
    let tapEggs = StudyTask(block: 1, index: 1, kind: .tap, row: "s1")
    let milkBelowTea = StudyTask(block: 1, index: 1, kind: .reorder, row: "s0", reference: (.below, "s2"), distance: 2)

    @Test func aTapTaskCountsAWrongTapALostTapAndAFalseLiftThenEndsOnTheRightTap() throws {
        var script = try BlockScript([tapEggs, StudyTask(block: 1, index: 2, kind: .tap, row: "s2")])
        try script.frame(at: 0.5)                       // the task appears
        try script.tap("s2", at: 1.0)                   // Tea, not Eggs
        try script.down("s1", at: 2.0)
        try script.move(by: 30, at: 2.1)                // a pan: the tap is lost
        try script.up(at: 2.2)
        try script.lift("s1", at: 3.0)                  // held: Eggs lifts in a tap task
        try script.up(at: 3.7)
        #expect(script.session.records.isEmpty)
        try script.tap("s1", at: 5.0)                   // done at the up, 5.1
        let record = try #require(script.session.records.first)
        #expect(record.outcome == .done)
        #expect(record.errors == [.wrongTap: 1, .lostTap: 1, .falseLift: 1])
        #expect(record.presses == 4)
        #expect(record.reactionSeconds == 1.0 - 0.5)
        #expect(record.seconds == 5.1 - 1.0)
        #expect(script.session.currentTask?.index == 2)
    }

    @Test func aReorderTaskCountsAMissedLiftAndAWrongDropThenEndsWhenMilkLiesBelowTea() throws {
        var script = try BlockScript([milkBelowTea])
        try script.tap("s0", at: 1.0)                   // too short to lift
        try script.lift("s0", at: 2.0)
        try script.up(at: 2.8)                          // dropped where it was
        #expect(script.session.records.isEmpty)
        try script.lift("s0", at: 4.0)
        // Down past Eggs (88) and Tea (46): the blank goes below Tea.
        for (k, t) in [4.7, 4.8, 4.9, 5.0].enumerated() { try script.move(by: k < 3 ? 45 : 0, at: t) }
        try script.up(at: 5.1)
        #expect(script.session.engine.order.prefix(3) == ["s1", "s2", "s0"])
        let record = try #require(script.session.records.first)
        #expect(record.errors == [.missedLift: 1, .wrongDrop: 1])
        #expect(record.presses == 3)
        #expect(record.seconds == 5.1 - 1.0)
        #expect(script.session.isFinished)
    }

    @Test func aDropOfTheRowElsewhereIsAWrongDropAndTheTaskGoesOn() throws {
        var script = try BlockScript([milkBelowTea])
        try script.lift("s0", at: 1.0)
        try script.move(by: 60, at: 1.7)                // one row down only: below Eggs
        try script.up(at: 1.8)
        #expect(script.session.engine.order.prefix(3) == ["s1", "s0", "s2"])
        #expect(script.session.records.isEmpty)
        try script.lift("s0", at: 3.0)                  // Milk, now second: past Tea
        try script.move(by: 40, at: 3.7)
        try script.up(at: 3.8)
        #expect(script.session.records.first?.errors == [.wrongDrop: 1])
        #expect(script.session.records.first?.outcome == .done)
    }

    @Test func aScrollTaskIsDoneOnlyOnceTheListRestsWithTheRowWhollyOnScreen() throws {
        var script = try BlockScript([StudyTask(block: 1, index: 1, kind: .scroll, row: "s25")])
        try script.lift("s1", at: 1.0)                  // a lift in a scroll task
        try script.up(at: 1.7)
        let carrots = script.session.engine.layout.frame(ofSlot: 25)
        // The wheel leaves Carrots 100 pt below the screen's bottom edge.
        try script.feed(.wheel(dx: 0, dy: carrots.y - 600 + 100), at: 3.0)
        try script.feed(.down(script.finger, Point(x: 200, y: 500)), at: 4.0)
        try script.feed(.move(script.finger, Point(x: 200, y: 500 - 100 - carrots.height - 20)), at: 4.1)
        try script.frame(at: 4.3)
        #expect(script.session.records.isEmpty, "on screen, but the finger is still down")
        try script.feed(.up(script.finger, Point(x: 200, y: 500 - 100 - carrots.height - 20)), at: 4.4)
        let record = try #require(script.session.records.first)
        #expect(record.errors == [.falseLift: 1])
        #expect(record.presses == 2)
        #expect(record.seconds == 4.4 - 1.0)
    }

    @Test func aScrollDoneWithTheWheelOrKeysIsTimedFromItsFirstInputAsATouchTaskIs() throws {
        var script = try BlockScript([StudyTask(block: 1, index: 1, kind: .scroll, row: "s25"), StudyTask(block: 1, index: 2, kind: .scroll, row: "s0")])
        try script.frame(at: 1.0)                       // the task appears
        let carrots = script.session.engine.layout.frame(ofSlot: 25)
        try script.frame(at: 2.5)                       // reading: no input yet
        try script.feed(.wheel(dx: 0, dy: carrots.y - 100), at: 3.0)
        let wheeled = try #require(script.session.records.first)
        #expect(wheeled.reactionSeconds == 3.0 - 1.0, "the wheel turn is the first input")
        #expect(wheeled.seconds == 0, "done at the wheel turn that brought Carrots on screen")
        // Back to Milk with the Home key, after a moment's reading.
        try script.frame(at: 4.0)
        try script.feed(.key(.home), at: 4.5)
        try script.frame(at: 5.5)
        let keyed = try #require(script.session.records.last)
        #expect(script.session.records.count == 2)
        #expect(keyed.reactionSeconds == 4.5 - 3.0)
        #expect(keyed.seconds <= 5.5 - 4.5, "from the key, not from the task's start at 3.0")
    }

    @Test func theSkipKeyEndsTheTaskAsSkippedAndShowsTheNext() throws {
        var script = try BlockScript([StudyTask(block: 1, index: 1, kind: .scroll, row: "s25"), tapEggs])
        try script.frame(at: 1.0)
        try script.tap("s2", at: 2.0)
        try script.session.skip(at: 3.0)
        let record = try #require(script.session.records.first)
        #expect(record.outcome == .skipped)
        #expect(record.seconds == 3.0 - 2.0)
        #expect(record.presses == 1)
        #expect(script.session.currentTask?.row == "s1")
    }

    @Test func theRecordingCarriesTheTaskMarksInOrderAndAnIntentBeforeEveryDown() throws {
        var second = milkBelowTea
        second.index = 2
        var script = try BlockScript([tapEggs, second])
        try script.frame(at: 0.5)
        try script.tap("s2", at: 1.0)
        try script.tap("s1", at: 2.0)
        try script.session.skip(at: 3.0)
        #expect(try script.marks() == [
            "task:start id=1.1 kind=tap row=s1 far=0 distance=0 text=Tap Eggs",
            "intent:tap",
            "intent:tap",
            "task:done id=1.1",
            "task:start id=1.2 kind=reorder row=s0 below=s2 far=0 distance=2 text=Move Milk below Tea",
            "task:skipped id=1.2",
        ])
    }
}
