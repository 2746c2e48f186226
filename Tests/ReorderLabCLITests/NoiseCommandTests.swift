import Foundation
import Testing
import ReorderKit
@testable import ReorderLabCLI
import ReorderPlot
import TestSupport

/// `reorder-lab noise` as a user meets it (the figures themselves are `NoiseReportTests`).
@Suite struct NoiseCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["noise"] + arguments) }

    @Test func everyKindOfRecordingIsReadAndTheSameDeviceMeasuresTheSame() throws {
        let png = files.file("noise.png")
        let result = run(EvemuFixtures.path(EvemuFixtures.ep0430), LibinputFixtures.path(LibinputFixtures.ep0430),
                         EvemuFixtures.path(EvemuFixtures.ntrig), SampleTraces.path("tap"), "--json", "--png", png)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.count == 4)
        // The evemu recording and its libinput copy: one device, the same figures.
        let evemu = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        let libinput = try JSONSerialization.jsonObject(with: Data(result.out[1].utf8)) as! [String: Any]
        #expect((evemu["fromDown"] as? NSDictionary) == (libinput["fromDown"] as? NSDictionary) && evemu["fromDown"] is NSDictionary)
        #expect(evemu["reportInterval"] as? Double == libinput["reportInterval"] as? Double)
        #expect(evemu["unit"] as? String == "device units")
        // The N-Trig recording's description is found beside it (NAME.desc for NAME.WHAT.events).
        let ntrig = try JSONSerialization.jsonObject(with: Data(result.out[2].utf8)) as! [String: Any]
        #expect(ntrig["device"] as? String == "N-Trig MultiTouch")
        let tap = try JSONSerialization.jsonObject(with: Data(result.out[3].utf8)) as! [String: Any]
        #expect(tap["unit"] as? String == "pt" && tap["taps"] as? Int == 1)
        let picture = try PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(picture.width == 884 && picture.height > 4 * 250)
    }

    /// A CRLF copy of the N-Trig recording and its description: the description is found beside
    /// it as for the LF files (the first line was looked for in Characters, where "\r\n" is one).
    @Test func aCRLFRecordingFindsItsDescriptionAsItsLFCopyDoes() throws {
        let lf = run(EvemuFixtures.path(EvemuFixtures.ntrig), "--json")
        for name in [EvemuFixtures.ntrig, EvemuFixtures.ntrigDescription] {
            let text = String(decoding: try EvemuFixtures.bytes(name), as: UTF8.self)
            _ = files.write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: name)
        }
        let crlf = run(files.file(EvemuFixtures.ntrig), "--json")
        #expect(crlf.status == 0 && crlf.err.isEmpty && lf.status == 0, "\(crlf.err)")
        #expect(crlf.out.map { $0.replacingOccurrences(of: files.file(""), with: "") }
                == lf.out.map { $0.replacingOccurrences(of: EvemuFixtures.directory.path + "/", with: "") })
    }

    /// tslib's fast-taps recording: no contact has two reports, so the interval is unknown (null),
    /// not the 221 ms between taps.
    @Test func fastTapsGiveAnUnknownIntervalInTextAndJSON() throws {
        let path = EvemuFixtures.directory.deletingLastPathComponent().appendingPathComponent("tslib/atmel-maxtouch.1-finger-fast-taps.events").path
        let text = run(path), json = run(path, "--json")
        #expect(text.status == 0 && text.out.joined(separator: "\n").contains("\n  reports: interval unknown (no contact has two reports)\n"), "\(text.out)")
        let object = try JSONSerialization.jsonObject(with: Data(json.out[0].utf8)) as! [String: Any]
        #expect(object["reportInterval"] is NSNull && object["contacts"] as? Int == 9)
    }

    @Test func theTextSaysPlainlyWhenThereIsTooLittleToConclude() {
        let result = run(EvemuFixtures.path(EvemuFixtures.atmel))
        #expect(result.status == 0)
        #expect(result.out.joined(separator: "\n").contains("note: 0 rests: too few to conclude anything about allowableMovement"))
        #expect(result.out.joined(separator: "\n").contains("reports: every 13.77 ms (median), 72.6 Hz"))
    }

    @Test func aFilterChainIsMeasuredOnKernelRecordingsOnly() throws {
        let raw = run(EvemuFixtures.path(EvemuFixtures.ep0430), "--json")
        let filtered = run(EvemuFixtures.path(EvemuFixtures.ep0430), SampleTraces.path("tap"), "--json", "--filter", "iir N=8 D=10")
        #expect(raw.status == 0 && filtered.status == 0 && filtered.out.count == 2)
        // What the chain lets out is measured, not what the panel sent (NoiseTracksTests has the figures).
        #expect(filtered.out[0] != raw.out[0] && filtered.out[0].contains(#""unit":"device units""#))
        #expect(filtered.err == ["\(SampleTraces.path("tap")):1: warning: a trace is in points: the tslib filters apply to kernel recordings only"])
        #expect(run(EvemuFixtures.path(EvemuFixtures.atmel), "--filter", "x", "--ts-conf", "y").status == 64)
    }

    @Test func badInputsAndArguments() throws {
        let bad = files.file("bad.yml")
        try "version: 1\ndevices: [\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let malformed = run(bad)
        #expect(malformed.status == 2 && malformed.err.first?.hasPrefix("\(bad):2: not valid YAML") == true, "\(malformed.err)")
        #expect(run("/nonexistent/x.events").status == 1)
        #expect(run().status == 64)
        #expect(run(bad, "--png", "x.jpg").status == 64)
        #expect(run(bad, "--png", bad).status == 64)
        #expect(run(EvemuFixtures.path(EvemuFixtures.atmel), "--png", "/nonexistent/dir/x.png").status == 1)
        #expect(run("--help").out.first?.hasPrefix("usage: reorder-lab noise RECORDINGS...") == true)
    }
}
