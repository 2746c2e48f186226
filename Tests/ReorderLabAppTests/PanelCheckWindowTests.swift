import Foundation
import Testing
import ReorderKit
import ReorderSDL
import ReorderSupport
import ReorderTrace
@testable import ReorderLabApp
@testable import ReorderLabCLI
import TestSupport

/// `reorder-lab panel-check`'s window on SDL's dummy driver, taps pushed with SDL_PushEvent: the
/// command's report after the last tap is what `--analyze` prints on the recording it wrote.
@Suite struct PanelCheckWindowTests {
    let files = TemporaryDirectory()
    /// 127 pixels per inch at pixel scale 1: 5 pt/mm.
    static let size = Size(width: 640, height: 480), ppi = "127"

    /// The command's lines, and its exit status.
    final class Captured: @unchecked Sendable {
        var out: [String] = []
        var err: [String] = []
        var console: Console { Console(out: { self.out.append($0) }, err: { self.err.append($0) }) }
    }

    /// Runs `reorder-lab panel-check ARGUMENTS` with its window on the tests' SDL, after `push`.
    func runWindow(_ arguments: [String], push: (_ targets: [Point]) throws -> Void) throws -> (ReorderSupport.ExitStatus, Captured) {
        let captured = Captured()
        let status = try SDLTestSupport.withSDL { video in
            while SDLEvent.poll() != nil {}
            try push(PanelCheckCommand.targets(viewport: Self.size, pointsPerMillimetre: 5))
            let scene = Scene(text: TextCache(libraries: video.libraries))
            return PanelCheckCommand.run(arguments, console: captured.console) { options in
                do {
                    return try PanelCheckLaunch.run(options, video: video, scene: scene, targets: PanelCheckCommand.targets)
                } catch {
                    Issue.record("the window did not open: \(error)")
                    return PanelCheckOutcome(status: .ioError, recording: nil, completed: false)
                }
            }
        }
        return (status, captured)
    }

    /// A tap on each target, reported 6 pt right of it and 3 pt above (an offset panel), on a touch
    /// device of the test's, its finger resting with a report 1 pt off in between.
    static func pushTaps(_ targets: [Point]) throws {
        func normalised(_ p: Point) -> (Float, Float) { (Float(p.x / size.width), Float(p.y / size.height)) }
        for target in targets {
            let (x, y) = normalised(Point(x: target.x + 6, y: target.y - 3))
            let (x1, y1) = normalised(Point(x: target.x + 7, y: target.y - 3))
            try SDLEvent.push(.fingerDown(touchID: 7, fingerID: 1, x: x, y: y, windowID: 0))
            try SDLEvent.push(.fingerMotion(touchID: 7, fingerID: 1, x: x1, y: y1, windowID: 0))
            try SDLEvent.push(.fingerUp(touchID: 7, fingerID: 1, x: x1, y: y1, windowID: 0))
        }
    }

    @Test func pushedTapsReachTheReportAnalyzePrintsOnTheRecording() throws {
        let recording = files.file("session.trace.jsonl")
        let (status, window) = try runWindow(["-o", recording, "--size", "640x480", "--ppi", Self.ppi, "--software"], push: Self.pushTaps)
        #expect(status == .success, "\(window.err)")
        let analyze = Captured()
        #expect(PanelCheckCommand.run(["--analyze", recording], console: analyze.console) == .success)
        #expect(!window.out.isEmpty && window.out == analyze.out)
        #expect(window.err == analyze.err && analyze.err == ["\(recording):1: warning: the window was not full screen: a calibration matrix is relative to the whole output, so this one is right only where the window covered it"])
        let report = window.out.joined(separator: "\n")
        #expect(report.contains("11 targets tapped") && report.contains("window: 640 x 480 pt, 5.000 pt/mm"), "\(report)")
        #expect(report.contains("offset: at the centre, touches are reported 1.5 mm from the finger"), "\(report)")

        let again = files.file("again.trace.jsonl")
        let (jsonStatus, json) = try runWindow(["-o", again, "--size", "640x480", "--ppi", Self.ppi, "--software", "--json"], push: Self.pushTaps)
        let analyzeJSON = Captured()
        #expect(jsonStatus == .success && PanelCheckCommand.run(["--analyze", again, "--json"], console: analyzeJSON.console) == .success)
        #expect(json.out.count == 1 && json.out == analyzeJSON.out)
    }

    @Test func escapeAfterOneTapPrintsNoReportAndKeepsTheRecording() throws {
        let recording = files.file("stopped.trace.jsonl")
        let (status, window) = try runWindow(["-o", recording, "--size", "640x480", "--software"]) { targets in
            try Self.pushTaps(Array(targets.prefix(1)))
            try SDLEvent.push(.keyDown(keycode: SDLKeycode.escape, isRepeat: false))
        }
        #expect(status == .success && window.out.isEmpty)
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.split(separator: "\n").filter { $0.contains("panel:target") }.count == 2, "the first target and the second, shown when Escape came")
        #expect(text.hasSuffix("\n") && text.contains(#""panel":{"fullscreen":false,"#))
    }
}
