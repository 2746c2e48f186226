import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderAnalysis
import TestSupport

@Suite struct AnalysisCorpusTests {
    @Test func generatedSessionsAreValidLabelledTraces() throws {
        for (name, text) in LabelledSession.corpus(count: 5) {
            let trace = try SweepTrace(bytes: Array(text.utf8), name: name)
            #expect((500...2100).contains(trace.eventCount), "\(name): \(trace.eventCount) events")
            let labelled = trace.labelledDowns
            #expect(labelled.values.reduce(0, +) >= 5)
            // Under the defaults most presses are decided as meant.
            let score = try trace.score(longPressSeconds: 0.5, allowableMovement: 10)
            #expect(score.correct > score.errors, "\(name): \(score)")
        }
    }

    @Test func generatorIsSeeded() {
        #expect(LabelledSession.corpus(count: 2).map(\.text) == LabelledSession.corpus(count: 2).map(\.text))
        #expect(LabelledSession.corpus(count: 1, seed: 1)[0].text != LabelledSession.corpus(count: 1, seed: 2)[0].text)
    }
}
