import ReorderKit
import ReorderSupport
import ReorderTrace

/// Live tuning in the window: the panel's share of the pointers, the tuning keys, and saving the
/// profile. Every change reaches the engine as a `tuning` input through `feedLive`, so it is
/// recorded as a `tuning` line and a headless replay of the recording changes the tuning at the
/// same moment. During a replay the trace alone sets the tuning: these change nothing.
extension WindowModel {
    /// Live input goes to the tuning panel first: a pointer that went down in the open panel (or on
    /// the column it docks in) is the panel's until it lifts, and the engine (and the recording)
    /// never sees it.
    mutating func routeLive(_ input: InputEvent, at t: Double) {
        let layout = OverlayLayout(window: translator.windowSize, engine: session.engine).tuningPanel(tuningPanel)
        switch tuningPanel.handle(input, layout: layout) {
        case .notMine: feedLive(input, at: t)
        case .taken: break
        case .command(let command): run(command, at: t)
        }
    }

    /// The slider values set during this poll, as one `tuning` input: a slider dragged across the
    /// panel is one line per frame in the recording, not one per motion event.
    mutating func feedSliders(at t: Double) {
        guard let values = tuningPanel.takeSliderValues(comparedTo: session.engine.tuning), playback == nil else { return }
        feedLive(.tuning(values), at: t)
    }

    /// A tuning key or panel button.
    mutating func tune(_ command: TuningCommand, at t: Double) {
        guard playback == nil else {
            eventLog.note("replay: the trace sets the tuning", at: session.engine.now)
            return
        }
        let change = command.change(from: session.engine.tuning, lastPreset: tuningPanel.lastPreset)
        if let preset = change.preset { tuningPanel.lastPreset = preset }
        eventLog.note(change.note, at: t)
        if !change.values.isEmpty { feedLive(.tuning(change.values), at: t) }
    }

    /// `w`: the tuning in force, as a profile, to `--tuning FILE` or ./reorder-lab.tuning.json.
    mutating func saveTuning(at t: Double) {
        let path = profilePath
        let now = playback == nil ? t : session.engine.now
        do throws(ProfileError) {
            try TuningProfile.save(session.engine.tuning, to: path)
            eventLog.note("tuning saved: \(FileIO.fileName(of: path))", at: now)
            Playground.printError("reorder-lab: tuning saved to \(path)")
        } catch {
            eventLog.note("tuning NOT saved (see terminal)", at: now)
            Playground.printError("reorder-lab: could not save the tuning: \(error)")
        }
    }

    /// A replayed `tuning` line for the event log: "set longPressSeconds 0.4, allowableMovement 8".
    static func describe(_ patch: TuningPatch) -> String {
        let values = patch.jsonObject
        return "set " + values.keys.sorted().map { "\($0) \(values[$0]!.jsonText)" }.joined(separator: ", ")
    }
}
