import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
@testable import ReorderImport
import TestSupport

/// Kernel recordings as the noise report reads them: device units, points through the viewport,
/// millimetres through the axes' resolution; a made-up recording with known jitter and the shared ones.
@Suite struct NoiseTracksTests {
    /// A made-up protocol B touchscreen, 0...1000 x 0...2000 at 10 units per mm.
    static let device = """
        N: Made Up
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 3 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 2000 0 0 10
        A: 39 0 65535 0 0 0

        """

    /// On `device`: a finger lands at (500, 1000), reports every
    /// 10 ms for 0.3 s with x 503 on every other report, and lifts at 0.31 s.
    static let jittering: String = {
        var text = Self.device + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 500
            E: 0.000000 0003 0036 1000
            E: 0.000000 0000 0000 0

            """
        for i in 1...30 {
            text += String(format: "E: 0.%06d 0003 0035 %d\nE: 0.%06d 0000 0000 0\n", i * 10_000, i % 2 == 1 ? 503 : 500, i * 10_000)
        }
        return text + "E: 0.310000 0003 0039 -1\nE: 0.310000 0000 0000 0\n"
    }()

    @Test func aMadeUpRecordingWithKnownJitter() throws {
        let files = TemporaryDirectory()
        let path = files.write(Self.jittering, to: "made.events")
        let (tracks, warnings) = try EvemuImport.tracks(recordingPath: path)
        #expect(warnings.isEmpty && tracks.unit == "device units" && tracks.contacts.count == 1)
        #expect(tracks.pointsPerUnit == (0.48, 0.4))  // 480 x 800 pt over 1000 x 2000 units
        let report = NoiseReport(tracks)
        // 30 reports after the down: 15 at 3 units (1.44 pt, 0.3 mm), 15 at 0.
        let fromDown = try #require(report.fromDown)
        #expect(fromDown.units.count == 30 && abs(fromDown.units.rms - 4.5.squareRoot()) < 1e-12)
        #expect(fromDown.units.p95 == 3 && fromDown.units.max == 3)
        #expect(abs(fromDown.points.max - 1.44) < 1e-12 && abs(fromDown.millimetres!.max - 0.3) < 1e-12)
        // Every step is 3 units.
        #expect(report.frameToFrame?.units.rms == 3 && report.frameToFrame?.units.count == 30)
        #expect(abs(report.reportInterval! - 0.01) < 1e-9 && report.restRadius == "5 mm")
        #expect(report.taps.count == 1 && abs(report.taps[0] - 0.31) < 1e-9)
        #expect(report.allowableMovement99 == 1.5 && report.longPress99 == 0.31)
    }

    /// The times of the SYN_REPORT lines, read here independently of the parser.
    static func reportTimes(_ name: String) throws -> [Double] {
        var times: [Double] = []
        for line in String(decoding: try EvemuFixtures.bytes(name), as: UTF8.self).split(separator: "\n") {
            let fields: [Substring] = line.split(whereSeparator: { (c: Character) -> Bool in c == " " || c == "\t" })
            if fields.count >= 5, fields[0] == "E:", fields[2] == "0000", fields[3] == "0000", fields[4] == "0000" {
                times.append(Double(fields[1])!)
            }
        }
        return times
    }

    @Test func theAtmelRecordingReportsEvery13point77Milliseconds() throws {
        // One finger down from the first report to the last, which lifts it: the intervals between the others.
        let times = try Self.reportTimes(EvemuFixtures.atmel).dropLast()
        let intervals = zip(times, times.dropFirst()).map { $1 - $0 }.sorted()
        let (tracks, _) = try EvemuImport.tracks(recordingPath: EvemuFixtures.path(EvemuFixtures.atmel))
        let report = NoiseReport(tracks)
        #expect(abs(report.reportInterval! - intervals[(intervals.count - 1) / 2]) < 1e-9)
        #expect(abs(report.reportInterval! - 0.013772) < 1e-9)
        // A drag from its first report on: no rest, no tap, and the report says so.
        #expect(report.rests.isEmpty && report.taps.isEmpty && report.allowableMovement99 == nil)
        #expect(report.notes.first == "0 rests: too few to conclude anything about allowableMovement (record at least 20 presses held still)")
        // The libinput copy gives the same tracks.
        let (fromYAML, _) = try LibinputImport.tracks(recordingPath: LibinputFixtures.path(LibinputFixtures.atmel))
        #expect(fromYAML.contacts == tracks.contacts)
    }

    @Test func aFilterQuietsTheJitter() throws {
        let files = TemporaryDirectory()
        let path = files.write(Self.jittering, to: "made.events")
        let options = ImportOptions(filters: try TSConf(filter: "median depth=3"))
        let report = NoiseReport(try EvemuImport.tracks(recordingPath: path, options: options).0)
        // A median of 3 over 500, 503, 500, 503 ... is 500 or 503 by turns from its second output on:
        // the jitter stays 3 units from where the filtered contact lands, which is one report late.
        #expect(report.fromDown?.units.max == 3)
        let smoothed = NoiseReport(try EvemuImport.tracks(recordingPath: path, options: ImportOptions(filters: try TSConf(filter: "iir N=7 D=8"))).0)
        // The IIR keeps 7/8 of where it was: the 3-unit flicker shrinks to at most 1 unit around 501 to 502.
        #expect(smoothed.fromDown!.units.max < 3 && smoothed.frameToFrame!.units.max <= 1)
    }

    /// Taps 0.2 s apart: four of three reports 8 ms apart, the others one report (a finger held
    /// still reports nothing until its up). The gaps between taps outnumber the panel's interval.
    static let quickTaps: String = {
        var text = Self.device
        for tap in 0..<12 {
            let start = 200_000 * tap
            text += String(format: "E: %d.%06d 0003 0039 %d\nE: %d.%06d 0003 0035 500\nE: %d.%06d 0003 0036 1000\nE: %d.%06d 0000 0000 0\n",
                           start / 1_000_000, start % 1_000_000, tap + 1, start / 1_000_000, start % 1_000_000, start / 1_000_000, start % 1_000_000,
                           start / 1_000_000, start % 1_000_000)
            var last = start
            if tap < 4 {
                for k in 1...2 {
                    last = start + 8_000 * k
                    text += String(format: "E: %d.%06d 0003 0035 %d\nE: %d.%06d 0000 0000 0\n", last / 1_000_000, last % 1_000_000, 500 + k,
                                   last / 1_000_000, last % 1_000_000)
                }
            }
            let up = start + 90_000
            text += String(format: "E: %d.%06d 0003 0039 -1\nE: %d.%06d 0000 0000 0\n", up / 1_000_000, up % 1_000_000, up / 1_000_000, up % 1_000_000)
        }
        return text
    }()

    @Test func quickTapsReportThePanelsIntervalNotTheirPace() throws {
        let files = TemporaryDirectory()
        let (tracks, warnings) = try EvemuImport.tracks(recordingPath: files.write(Self.quickTaps, to: "taps.events"))
        #expect(warnings.isEmpty && tracks.contacts.count == 12)
        // 8 gaps of 8 ms within taps; counted between reports of any contact it was 0.2 s or 0.184 s.
        #expect(abs(NoiseReport(tracks).reportInterval! - 0.008) < 1e-9)
    }

    @Test func tslibsFastTapsRecordingHasNoContactWithTwoReports() throws {
        // Every tap is a down report and an up report 80 to 110 ms later: the panel reports nothing
        // while the finger rests, so there is no interval to measure (it said every 221 ms, 4.5 Hz).
        let path = TSFilterTests.tslib.appendingPathComponent("atmel-maxtouch.1-finger-fast-taps.events").path
        let report = NoiseReport(try EvemuImport.tracks(recordingPath: path).0)
        #expect(report.contacts == 9 && report.reportInterval == nil)
        #expect(report.text.contains("reports: interval unknown (no contact has two reports)"))
    }
}
