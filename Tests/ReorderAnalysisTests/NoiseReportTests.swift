import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// The noise report on recordings whose jitter is known, worked out by hand below.
@Suite struct NoiseReportTests {
    typealias Sample = TouchTracks.Sample

    /// Three contacts on a panel of 10 units per millimetre shown at 0.5 pt per unit, reporting
    /// every 10 ms:
    /// - 0: lands at (100, 100) and jitters 4 units in x on every other report for 0.5 s, then lifts.
    /// - 1: lands at (500, 500), holds exactly still for 0.2 s, then drags 100 units a report.
    /// - 2: a pan, 60 units a report (6 mm) from its down on.
    static let made: TouchTracks = {
        let still: [Sample] = (0..<50).map { (i: Int) -> Sample in
            let x: Double = i % 2 == 1 ? 104 : 100
            return Sample(t: Double(i) / 100, x: x, y: 100)
        }
        let held: [Sample] = (0...20).map { (i: Int) -> Sample in Sample(t: 1 + Double(i) / 100, x: 500, y: 500) }
        let dragged: [Sample] = (1...5).map { (i: Int) -> Sample in
            let x: Double = 500 + Double(100 * i)
            return Sample(t: 1.2 + Double(i) / 100, x: x, y: 500)
        }
        let hold = held + dragged
        let pan: [Sample] = (0..<10).map { (i: Int) -> Sample in
            let y: Double = 100 + Double(60 * i)
            return Sample(t: 2 + Double(i) / 100, x: 100, y: y)
        }
        let contacts = [TouchTracks.Contact(samples: still, up: 0.5), TouchTracks.Contact(samples: hold, up: 1.26),
                        TouchTracks.Contact(samples: pan, up: 2.1)]
        return TouchTracks(file: "made.events", device: "Made", unit: "device units", pointsPerUnit: (0.5, 0.5),
                           unitsPerMillimetre: (10, 10), contacts: contacts)
    }()

    @Test func restsAreFoundAndThePanIsNone() {
        let report = NoiseReport(Self.made)
        #expect(report.rests.map(\.contact) == [0, 1])
        #expect(abs(report.rests[0].seconds - 0.5) < 1e-12)  // it never left: down to up
        #expect(abs(report.rests[1].seconds - 0.2) < 1e-12)  // down to its last report within 5 mm
        #expect(report.rests[0].farthest == 2 && report.rests[1].farthest == 0)
        #expect(report.restRadius == "5 mm")
        #expect(abs(report.reportInterval! - 0.01) < 1e-9)
    }

    @Test func jitterFromTheDownPointByHand() throws {
        // Contact 0: 49 reports after its down, 25 of them 4 units away (0.4 mm, 2 pt), 24 at 0;
        // contact 1: 20 reports at 0. Of 69 values, 25 are 4: RMS = sqrt(25 x 16 / 69).
        let fromDown = try #require(NoiseReport(Self.made).fromDown)
        #expect(fromDown.units.count == 69)
        #expect(abs(fromDown.units.rms - (25.0 * 16 / 69).squareRoot()) < 1e-12)
        // Nearest rank: p95 is the 66th smallest of 69 (4), p99 the 69th (4); 44 zeros come first.
        #expect(fromDown.units.p95 == 4 && fromDown.units.p99 == 4 && fromDown.units.max == 4)
        #expect(fromDown.points.max == 2 && fromDown.millimetres?.max == 0.4)
        #expect(abs(fromDown.points.rms - fromDown.units.rms / 2) < 1e-12)
    }

    @Test func jitterFromReportToReportByHand() throws {
        // Contact 0: 49 steps of 4 units; contact 1: 20 steps of 0. p95 = 66th of 69 = 4; median 4.
        let steps = try #require(NoiseReport(Self.made).frameToFrame)
        #expect(steps.units.count == 69 && steps.units.p95 == 4)
        #expect(abs(steps.units.rms - (49.0 * 16 / 69).squareRoot()) < 1e-12)
    }

    @Test func tapsAndWhatTheyMean() {
        let report = NoiseReport(Self.made)
        // Only contact 0 never left its 5 mm and lifted within a second: a 0.5 s tap.
        #expect(report.taps == [0.5] && report.tapMedian == 0.5 && report.tapP95 == 0.5)
        #expect(report.allowableMovement99 == 2 && report.longPress99 == 0.5)
        #expect(!report.restsConclude && report.text.contains("allowableMovement: no recommendation from 2 rests (2 pt would have kept 99% still)"))
        #expect(report.text.contains("longPressSeconds: no recommendation from 1 tap (above 0.5 s would have kept 99% taps)"))
        #expect(report.notes == [
            "2 rests: too few to conclude anything about allowableMovement (record at least 20 presses held still)",
            "1 tap: too few to conclude anything about the long press (record at least 20 taps)",
        ])
    }

    @Test func theNinetyNinthPercentileOfManyRests() {
        // 200 still taps whose farthest report is 0.1, 0.2 ... 20 pt (0.2 ... 40 units): the 198th
        // smallest is 19.8 pt; their durations 0.101 ... 0.3 s, p99 the 198th, 0.298 s.
        let contacts: [TouchTracks.Contact] = (1...200).map { (i: Int) -> TouchTracks.Contact in
            let t = Double(i)
            let samples = [Sample(t: t, x: 0, y: 0), Sample(t: t + 0.05, x: t / 5, y: 0)]
            return TouchTracks.Contact(samples: samples, up: t + 0.1 + t / 1000)
        }
        let tracks = TouchTracks(file: "many.trace.jsonl", device: nil, unit: "device units", pointsPerUnit: (0.5, 0.5),
                                 unitsPerMillimetre: nil, contacts: contacts)
        let report = NoiseReport(tracks)
        #expect(report.rests.count == 200 && report.taps.count == 200 && report.restRadius == "30 pt")
        #expect(report.allowableMovement99 == 19.8)
        #expect(report.longPress99 == 0.3)  // 0.298 rounded up to the hundredth
        #expect(report.notes == ["no millimetres: the axes give no resolution"])
        #expect(report.restsConclude && report.tapsConclude)
        #expect(report.text.contains("allowableMovement that keeps 99% of the rests still: 19.8 pt"))
        #expect(report.text.contains("longPressSeconds that keeps 99% of the taps taps: above 0.3 s"))
        // Two reports a contact, 50 ms apart.
        #expect(abs(report.reportInterval! - 0.05) < 1e-9 && report.text.contains("reports: every 50.00 ms (median), 20.0 Hz"))
    }

    /// Quick taps of three reports 8 ms apart, 0.2 s between taps, and as many taps of one report:
    /// the gaps between contacts outnumber the panel's own and must not count.
    @Test func theIntervalIsMeasuredWithinContactsOnly() {
        var contacts: [TouchTracks.Contact] = []
        for i in 0..<10 {
            let t = 0.2 * Double(i)
            let samples = i % 2 == 0 ? (0..<3).map { Sample(t: t + 0.008 * Double($0), x: 0, y: 0) } : [Sample(t: t, x: 0, y: 0)]
            contacts.append(TouchTracks.Contact(samples: samples, up: t + 0.05))
        }
        // A trace's move and up at one time are one report, not a gap of 0.
        contacts[0].samples.append(contacts[0].samples.last!)
        let tracks = TouchTracks(file: "taps", device: nil, unit: "device units", pointsPerUnit: (1, 1), unitsPerMillimetre: nil, contacts: contacts)
        let report = NoiseReport(tracks)
        #expect(abs(report.reportInterval! - 0.008) < 1e-12)
        #expect(report.text.contains("reports: every 8.00 ms (median), 125.0 Hz"))
    }

    @Test func noContactWithTwoReportsMakesTheIntervalUnknownInTextAndJSON() {
        let contacts = (0..<5).map { TouchTracks.Contact(samples: [Sample(t: Double($0), x: 0, y: 0)], up: Double($0) + 0.09) }
        let report = NoiseReport(TouchTracks(file: "taps", device: nil, unit: "device units", pointsPerUnit: (1, 1), unitsPerMillimetre: nil,
                                             contacts: contacts))
        #expect(report.reportInterval == nil)
        #expect(report.text.split(separator: "\n")[1] == "  reports: interval unknown (no contact has two reports)")
        // JSON: the key is there, null, as every figure that does not exist.
        #expect(report.json.contains(#""contacts":5,"reportInterval":null,"#))
    }

    @Test func aTraceIsReadInPoints() throws {
        let reader = try TraceReader(path: SampleTraces.path("tap"))
        let report = NoiseReport(try TouchTracks(trace: reader))
        #expect(report.unit == "pt" && report.contacts == 1 && report.taps.count == 1)
        #expect(report.notes.last == "no millimetres: a trace has no screen density")
        #expect(report.json.hasPrefix(#"{"file":""#) && report.json.contains(#""unit":"pt","contacts":1,"#))
    }

    /// A trace that gives `pointsPerMillimetre` is measured in millimetres too, with the 5 mm rest
    /// radius (it was read as having no density).
    @Test func aTraceWithADensityIsMeasuredInMillimetres() throws {
        let text = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"pointsPerMillimetre":6.3,"rows":[{"id":"a","height":44}]}"#
            + "\n" + #"{"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":100}"#
            + "\n" + #"{"t":0.1,"type":"move","pointer":"touch","id":1,"x":103.15,"y":100}"#
            + "\n" + #"{"t":0.2,"type":"up","pointer":"touch","id":1,"x":100,"y":100}"# + "\n"
        let report = NoiseReport(try TouchTracks(trace: TraceReader(bytes: Array(text.utf8), name: "dense.trace.jsonl")))
        #expect(report.restRadius == "5 mm")
        #expect(!report.notes.contains { $0.hasPrefix("no millimetres") }, "\(report.notes)")
        let fromDown = try #require(report.fromDown?.millimetres)
        #expect(abs(fromDown.max - 0.5) < 1e-9, "3.15 pt at 6.3 pt/mm: \(fromDown)")
    }
}
