import Testing
@testable import ReorderKit

/// The scenario driver itself: its exhaustive mode fails a scenario that leaves an event unasserted.
@Suite struct EngineDriverTests {
    @Test func anExhaustiveDriverFailsOnAnEventTheScenarioDidNotTake() {
        withKnownIssue("the press's events were never taken") {
            let driver = ListDriver(rows: 10, exhaustive: true)
            driver.press(row: 2)
        }
    }

    @Test func anExhaustiveDriverPassesWhenEveryEventIsTaken() {
        let driver = ListDriver(rows: 10, exhaustive: true)
        driver.press(row: 2)
        driver.hold(0.6)
        #expect(driver.state == .dragging)
        #expect(driver.keyEvents().contains { if case .lifted = $0 { true } else { false } })
        driver.drop()
        #expect(driver.drops().count == 1)
    }

    @Test func aDriverThatIsNotExhaustiveLetsEventsGoUnasserted() {
        let driver = ListDriver(rows: 10)
        driver.press(row: 2)
        driver.hold(0.6)
        #expect(driver.state == .dragging)
    }
}
