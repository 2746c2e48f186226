import ReorderKit
import ReorderTrace

/// Records a window session as a trace (`--record FILE`): the header, then every input the engine
/// was given, flushed at the end of every frame so a crash loses at most the frame in progress.
///
/// Every failure is thrown as a `TraceError` naming the file (and the line being written); nothing
/// is dropped quietly. After a failure or `close()`, `record` and `endFrame` throw. A disk that
/// fills up stops the recording at a line boundary (`TraceFileWriter`): the file replays as far
/// as it got, and the error says where it ends.
public final class SessionRecorder {
    public let path: String
    private var writer: TraceFileWriter?
    /// The last `t` written: the trace format forbids going back.
    private var lastT = 0.0
    /// Lines written (the header is line 1), for messages after the writer is gone.
    public private(set) var lineCount = 0
    /// The frame line recorded last, held back until its present returned (`endFrame(presented:)`)
    /// or the next line comes, so the line can carry `presented`.
    private var pendingFrame: TimedEvent?

    /// Creates (or truncates) the file and writes the header. A header giving the demo list as
    /// `demo` is written with its rows spelled out, as the format asks of recordings (a replay must
    /// not depend on this program's generator).
    public convenience init(path: String, header: TraceHeader) throws(TraceError) {
        try self.init(header: header, writer: TraceFileWriter(path: path))
    }

    /// Records through `writer` (tests give one whose disk fills up), which must be new.
    init(header: TraceHeader, writer: TraceFileWriter) throws(TraceError) {
        self.path = writer.path
        var header = header
        if case .demo = header.rows { header.rows = .explicit(header.rows.makeRows()) }
        try writer.write(header: header)
        try writer.flush()
        self.writer = writer
        lineCount = writer.lineCount
    }

    /// A header for a live session: the rows as the engine starts with them (after restoring a
    /// remembered order), the tuning in force, and facts about the machine (`recorded`).
    public convenience init(path: String, viewport: Size, rows: [Row], tuning: [String: JSONValue],
                            scrollOffset: Double = 0, pixelScale: Double = 1, recorded: JSONValue?) throws(TraceError) {
        try self.init(path: path, header: TraceHeader(viewport: viewport, rows: .explicit(rows), tuning: tuning,
                                                      scrollOffset: scrollOffset, pixelScale: pixelScale, recorded: recorded))
    }

    /// Appends one event line (buffered until `endFrame`, or 64 KiB). A frame line is held until its
    /// frame ends (`endFrame(presented:)`) or the next line comes, so it can carry `presented`.
    ///
    /// A `t` earlier than the last is written as the last: the engine takes such an input at its
    /// current time anyway (`ReorderEngine.handle`), so the replay sees what the live engine saw.
    /// Event sources can disagree by a millisecond (SDL's touch and render timestamps come from
    /// different clocks on some drivers).
    public func record(_ event: TimedEvent) throws(TraceError) {
        let writer = try open()
        // The frame held back goes first, so the line an error names is the line it would have been.
        try writePendingFrame(writer)
        guard event.t.isFinite else {
            throw fail(writer, "cannot record an event at t = \(event.t): trace times are finite")
        }
        var event = event
        event.t = max(event.t, lastT, 0)
        lastT = event.t
        if case .frame = event.event {
            pendingFrame = event
            return
        }
        try write(event, writer)
    }

    /// Hands the frame's lines to the kernel: after this they survive the program crashing.
    /// `presented`: when the frame's present returned (seconds, the trace's clock), written as the
    /// frame line's `presented` (never before its `t`; left out when not finite).
    public func endFrame(presented: Double? = nil) throws(TraceError) {
        let writer = try open()
        if let presented, presented.isFinite, pendingFrame != nil {
            pendingFrame!.presented = max(presented, pendingFrame!.t)
        }
        try writePendingFrame(writer)
        do throws(TraceError) {
            try writer.flush()
        } catch {
            self.writer = nil
            throw error
        }
    }

    /// Flushes and closes the file. Closing twice does nothing the second time.
    public func close() throws(TraceError) {
        guard let writer else { return }
        do throws(TraceError) {
            try writePendingFrame(writer)
        } catch {
            self.writer = nil
            throw error
        }
        self.writer = nil
        try writer.close()
    }

    private func writePendingFrame(_ writer: TraceFileWriter) throws(TraceError) {
        guard let frame = pendingFrame else { return }
        pendingFrame = nil
        try write(frame, writer)
    }

    private func write(_ event: TimedEvent, _ writer: TraceFileWriter) throws(TraceError) {
        do throws(TraceError) {
            try writer.write(event)
            lineCount = writer.lineCount
        } catch {
            self.writer = nil
            throw error
        }
    }

    public var isOpen: Bool { writer != nil }

    private func open() throws(TraceError) -> TraceFileWriter {
        guard let writer else { throw TraceError(file: path, line: lineCount, message: "the recording is closed") }
        return writer
    }

    private func fail(_ writer: TraceFileWriter, _ message: String) -> TraceError {
        TraceError(file: path, line: writer.lineCount + 1, message: message)
    }
}
