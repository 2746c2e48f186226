#if canImport(Glibc)
import Glibc
#endif
import ReorderKit

/// What `reorder-lab panel-check` (the window) was asked to do, read from the command line by
/// ReorderLabCLI (PanelCheckCommand.swift).
public struct PanelCheckOptions: Equatable, Sendable {
    /// `-o FILE`: the recording. Nil: `defaultRecordingPath`, a new name per run in the current folder.
    public var recordingPath: String?
    /// `--size WxH`: a window of that size instead of full screen (tests; the report then warns).
    public var size: WindowSize?
    /// `--mouse`: the mouse's presses are taps too (no touchscreen: tests, a demonstration).
    public var mouse = false
    public var software = false
    public var pixelsPerInch: Double?
    /// Saved at exit, as the window's `--screenshot`: for tests and the pictures in docs/.
    public var screenshotPath: String?

    public init() {}

    /// `panel-check-20261205-182512.trace.jsonl`: UTC, to the second, so that a second check does not
    /// replace the first one's recording.
    public static func defaultRecordingPath(secondsSinceEpoch: Int) -> String {
        var time = time_t(secondsSinceEpoch)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))"
        return "panel-check-\(date)-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec)).trace.jsonl"
    }
}
