import ReorderKit
import ReorderSession

/// The live feed in the window (`--live-feed`, `n`, the tuning panel's button): its edits are fed
/// before each live frame, at the frame's time, through the session (so they are recorded as edit
/// lines and a replay of the recording is the live session), and lit for a moment.
extension WindowModel {
    /// `n` or the panel's button: starts the feed (its first insert a period from now) or stops it.
    /// A replay has no feed: its edits are the trace's.
    mutating func toggleLiveFeed(at t: Double) {
        guard playback == nil else { return }
        var feed = liveFeed ?? LiveFeed(seed: liveFeedOptions.seed, periodSeconds: liveFeedOptions.periodSeconds, engine: session.engine)
        if feed.isRunning {
            feed.stop()
        } else {
            feed.start(at: session.time(t))
        }
        eventLog.note(feed.isRunning ? "live feed on" : "live feed off", at: t)
        liveFeed = feed
    }

    /// The feed's edits due by `t`, each noted for its highlight (against the engine before it) and fed.
    mutating func feedLiveEdits(at t: Double) {
        feedHighlights.prune(at: session.engine.now)
        guard playback == nil, var feed = liveFeed, feed.isRunning else { return }
        for edit in feed.due(upTo: t, sparing: session.engine.imposter?.row.id) {
            feedHighlights.note(edit, before: session.engine, at: session.time(t))
            log(session.feed(.edit(edit), at: t))
        }
        liveFeed = feed
    }
}
