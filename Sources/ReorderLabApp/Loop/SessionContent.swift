import ReorderKit
import ReorderSession
import ReorderTrace

/// What a window session shows: a replayed trace's header, or a list (with the remembered order
/// restored), with the notes worth printing before the window opens.
struct SessionContent {
    var name: String
    var header: TraceHeader
    var rows: [Row]
    var tuning: Tuning
    /// The viewport the content asks for (a trace's, or a list file's), if any.
    var viewport: Size?
    var playback: TracePlayback?
    var stateStore: StateStore?
    var notes: [String] = []

    static func load(options: AppOptions) throws -> SessionContent {
        var content: SessionContent
        do throws(TraceError) {
            if let path = options.replayPath {
                content = try trace(path)
            } else {
                content = try list(options: options)
            }
        } catch {
            throw PlaygroundError(message: error.description, status: error.isIOError ? Playground.failure : Playground.malformed)
        }
        do {
            content.tuning = try content.header.makeTuning()
        } catch {
            throw PlaygroundError(message: "reorder-lab: \(error)", status: Playground.malformed)
        }
        try content.applyStartTuning(options: options)
        return content
    }

    /// `--preset` over the list's tuning, or `--tuning FILE` instead of both (a profile is a whole
    /// tuning): the engine starts with the result, so a recording's header has it. (AppOptions refuses
    /// both with `--replay`.)
    private mutating func applyStartTuning(options: AppOptions) throws {
        if let preset = options.preset {
            preset.apply(to: &tuning)
            header.tuning.merge(preset.jsonObject) { $1 }
        }
        guard let path = options.tuningPath else { return }
        let loaded: TuningProfile.Loaded?
        do throws(TraceError) {
            loaded = try TuningProfile.load(path: path)
        } catch {
            throw PlaygroundError(message: error.description, status: error.isIOError ? Playground.failure : Playground.malformed)
        }
        guard let loaded else {
            notes.append("reorder-lab: \(path) does not exist yet: starting from the list's tuning; w writes it")
            return
        }
        notes += loaded.warnings
        // A profile is a whole tuning: a name it leaves out means its format default, as in a trace
        // header (one saved by `w` before `panStart` existed still starts with `down`).
        var profiled = Tuning.formatDefault(for: header.layout)
        profiled.apply(loaded.values)
        tuning = profiled
        header.tuning = profiled.jsonObject
    }

    /// The header the window's engine is built from (`TraceHeader.withEngine`): the content's, with
    /// the rows the session starts with (the remembered order restored) and, for a live session,
    /// the list's viewport in the window (a replay keeps the trace's, as the headless replay does).
    func engineHeader(liveViewport: Size) -> TraceHeader {
        var header = self.header
        if playback == nil { header.viewport = liveViewport }
        header.rows = .explicit(rows)
        return header
    }

    /// The header a recording of a live session starts with: the engine's header (its layout and
    /// sections, the rows in their sections) with the engine's viewport, tuning and offset, so the
    /// recording replays headless to the live result.
    static func recordingHeader<L: ReorderLayout>(_ header: TraceHeader, engine: ReorderEngine<L>, pixelScale: Double,
                                                  recorded: JSONValue?) -> TraceHeader {
        var header = header
        header.viewport = engine.viewport
        header.tuning = engine.tuning.jsonObject
        header.scrollOffset = engine.scrollOffset
        header.pixelScale = pixelScale
        header.recorded = recorded
        return header
    }

    /// A trace to replay brings its own rows, viewport and tuning.
    private static func trace(_ path: String) throws(TraceError) -> SessionContent {
        let playback = try TracePlayback(path: path, speed: 1)
        let header = playback.header
        return SessionContent(name: path.split(separator: "/").last.map(String.init) ?? path, header: header,
                              rows: header.rows.makeRows(), tuning: Tuning(), viewport: header.viewport,
                              playback: playback, notes: playback.warnings)
    }

    /// A list file (or the demo list), in the order remembered from the last session.
    private static func list(options: AppOptions) throws(TraceError) -> SessionContent {
        let list = try ListSource.load(path: options.listPath, layout: options.layout ?? .list)
        var rows = list.rows
        var notes = list.warnings
        let stateStore = StateStore.forSession(options: options, list: list)
        if let stateStore {
            var sections: [Section]?
            if case .sections(_, let listed) = list.layout { sections = listed }
            let restored = stateStore.restore(rows: rows, sections: sections)
            rows = restored.rows
            if let report = restored.report { notes.append(report) }
        }
        let header = TraceHeader(viewport: list.viewport ?? AppOptions.defaultSize.points, rows: .explicit(rows), layout: list.layout,
                                 tuning: list.tuning, scrollOffset: list.scrollOffset, pixelScale: list.pixelScale)
        return SessionContent(name: list.name, header: header, rows: rows, tuning: Tuning(), viewport: list.viewport,
                              stateStore: stateStore, notes: notes)
    }
}
