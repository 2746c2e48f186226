import ReorderKit
import ReorderText
import ReorderTrace

/// A panel-check recording as read: each target (its `panel:target` mark) with the touch that tapped
/// it, and what the header says of the window and the touch devices.
public struct PanelSession: Equatable, Sendable {
    /// One report of a tap's contact, viewport points and seconds (the noise report's sample).
    public typealias Sample = TouchTracks.Sample

    /// A target and its tap.
    public struct Tap: Equatable, Sendable {
        /// Where the target was, viewport points.
        public var target: Point
        /// The line of its mark.
        public var line: Int
        /// The viewport when it was shown (the window may have changed size since the header).
        public var viewport: Size
        /// Every report of the contact, its down first.
        public var samples: [Sample]

        public init(target: Point, line: Int, viewport: Size, samples: [Sample]) {
            self.target = target
            self.line = line
            self.viewport = viewport
            self.samples = samples
        }

        /// Where the touch was reported: the mean of its reports, so that jitter while the finger
        /// rests averages out rather than deciding the fit.
        public var reported: Point {
            let n = Double(samples.count)
            return Point(x: samples.reduce(0) { $0 + $1.x / n }, y: samples.reduce(0) { $0 + $1.y / n })
        }
    }

    public var file: String
    public var header: TraceHeader
    public var taps: [Tap]
    /// Touches that belonged to no target (before the first mark, or a second one for a target).
    public var strayContacts: Int
    /// Whether a `resize` came during the session.
    public var resized: Bool

    public init(file: String, header: TraceHeader, taps: [Tap], strayContacts: Int = 0, resized: Bool = false) {
        self.file = file
        self.header = header
        self.taps = taps
        self.strayContacts = strayContacts
        self.resized = resized
    }

    /// Reads a recording: every `panel:target` mark must be followed by a touch (the first contact
    /// that goes down after it and before the next mark), inside the viewport. Problems are thrown as
    /// `FILE:LINE:` errors: a mark that does not parse or lies outside the viewport, a target without
    /// a tap, no targets at all. Mouse and pen presses are not touches and are left out, unless the
    /// header's `panel` says `mouseTaps` (then the mouse's are the taps).
    public init(reader: TraceReader) throws(TraceError) {
        file = reader.file
        header = reader.header
        taps = []
        strayContacts = 0
        resized = false
        var viewport = reader.header.viewport
        /// The target shown now and not yet tapped: its point and line.
        var waiting: (target: Point, line: Int)?
        /// The contact being recorded and the tap it belongs to.
        var open: (pointer: PointerID, tap: Int)?
        // `panel-check --mouse`: the mouse's presses are the taps (a session without a touchscreen).
        let tapKinds: Set<PointerKind> = reader.header.panel?.mouseTaps == true ? [.touch, .mouse] : [.touch]
        while let timed = try reader.next() {
            switch timed.event {
            case .mark(let label) where PanelTargetMark.isTarget(label):
                if let waiting { throw Self.untapped(waiting, file: file, next: reader.lineNumber) }
                let point: Point
                switch PanelTargetMark.parse(label) {
                case .success(let parsed): point = parsed
                case .failure(let error): throw TraceError(file: file, line: reader.lineNumber, message: error.message)
                }
                guard (0...viewport.width).contains(point.x), (0...viewport.height).contains(point.y) else {
                    throw TraceError(file: file, line: reader.lineNumber, message: "\(PanelTargetMark.prefix) x=\(point.x.formatted) y=\(point.y.formatted) is outside the \(viewport.width.formatted) x \(viewport.height.formatted) viewport")
                }
                waiting = (point, reader.lineNumber)
            case .down(let pointer, let point) where tapKinds.contains(pointer.kind):
                guard let target = waiting, open == nil else {
                    strayContacts += 1
                    continue
                }
                taps.append(Tap(target: target.target, line: target.line, viewport: viewport, samples: [Sample(t: timed.t, x: point.x, y: point.y)]))
                open = (pointer, taps.count - 1)
                waiting = nil
            case .move(let pointer, let point), .up(let pointer, let point):
                guard let contact = open, contact.pointer == pointer else { continue }
                taps[contact.tap].samples.append(Sample(t: timed.t, x: point.x, y: point.y))
                if case .up = timed.event { open = nil }
            case .cancel(let pointer):
                // Taken away by the system: not a tap. Its target waits for another.
                guard let contact = open, contact.pointer == pointer else { continue }
                let tap = taps.removeLast()
                waiting = (tap.target, tap.line)
                open = nil
            case .resize(let size):
                viewport = size
                resized = true
            default:
                continue
            }
        }
        if let waiting { throw Self.untapped(waiting, file: file, next: nil) }
        guard !taps.isEmpty else {
            throw TraceError(file: file, line: 1, message: "no \(PanelTargetMark.prefix) marks: not a panel-check recording")
        }
    }

    private static func untapped(_ waiting: (target: Point, line: Int), file: String, next: Int?) -> TraceError {
        let before = next.map { "before the next target (line \($0))" } ?? "before the end"
        return TraceError(file: file, line: waiting.line,
                          message: "target x=\(waiting.target.x.formatted) y=\(waiting.target.y.formatted) has no tap \(before)")
    }
}
