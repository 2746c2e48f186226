/// Where the window sends the engine's announcements to be spoken (`--speak`): speech-dispatcher
/// (`SpeechDispatcher`), or in tests a speaker that writes down what it was given.
public protocol AnnouncementSpeaker: AnyObject {
    /// One announcement, as the engine worded it; the latest one matters most (see `SpeechDispatcher`).
    func speak(_ text: String)
}
