import ReorderKit
import ReorderSession

/// The window's size in points (SDL window coordinates; the drawable may have more pixels).
public struct WindowSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var points: Size { Size(width: Double(width), height: Double(height)) }
}

/// What `reorder-lab [run]` was asked to do: the window's input, read from the command line by
/// ReorderLabCLI (AppOptions+Parse.swift).
public struct AppOptions: Equatable, Sendable {
    public var listPath: String?
    /// `--layout`: the built-in demo of a layout, instead of the list's.
    public var layout: DemoLayout?
    public var statePath: String?
    public var noState = false
    public var recordPath: String?
    public var replayPath: String?
    /// Trace seconds per wall-clock second; only with `replayPath`.
    public var speed = 1.0
    /// Keep the window open after a replay ends; only with `replayPath`.
    public var hold = false
    public var printOrder = false
    public var screenshotPath: String?
    /// Nil when not given: the list's or the trace's viewport, else `defaultSize`.
    public var size: WindowSize?
    public var stats = false
    /// `--latency-flash`: a white square in a corner while a finger or the mouse is down, drawn from
    /// the first frame after the down, for a camera or a photodiode to time touch to photon.
    public var latencyFlash = false
    /// `--speak`: the engine's announcements spoken by speech-dispatcher, where it runs.
    public var speak = false
    /// `--log-transitions`: each change of the engine's state (`old -> input -> new`) on standard error.
    public var logTransitions = false
    /// Force SDL's software renderer.
    public var software = false
    /// Frames per second to pace to; nil paces to the display (vsync).
    public var fps: Double?
    /// `--ppi`: the display's pixels per inch, instead of what SDL reports.
    public var pixelsPerInch: Double?
    /// A tuning profile applied over the list's tuning at start; `w` writes the live tuning back to
    /// it (`TuningProfile`). A file that does not exist yet is no error: `w` creates it.
    public var tuningPath: String?
    /// A platform's long press and allowable movement, applied before `tuningPath`'s values.
    public var preset: TuningPreset?
    /// `--live-feed`: a seeded feed of edits starts with the window (`n` starts and stops it).
    public var liveFeed = false
    /// `--live-feed-seed N`: the feed's seed (the same seed and timing, the same edits).
    public var liveFeedSeed: UInt64 = 1
    /// `--live-feed-rate S`: seconds between the feed's inserts (`LiveFeed.periodRange`).
    public var liveFeedRate = 2.0
    /// `-h` / `--help`: print `usage` and do nothing else.
    public var help = false

    public init() {}

    /// Where the window's `w` writes the tuning.
    public var profilePath: String { tuningPath ?? TuningProfile.defaultPath }

    /// A phone-like portrait window that fits on a 1080p desktop with room to spare.
    public static let defaultSize = WindowSize(width: 480, height: 800)
    /// Smaller than 100 pt shows no row whole; larger than 10000 pt is no screen there is.
    public static let sizeRange = 100...10_000
    /// Above 1000 Hz no display refreshes, and frames would be mostly timer noise.
    public static let fpsRange = 1.0...1000.0
    /// `--live-feed-rate`'s seconds: the feed's own bounds (20 inserts a second to one an hour).
    public static let liveFeedRateRange = LiveFeed.periodRange
}
