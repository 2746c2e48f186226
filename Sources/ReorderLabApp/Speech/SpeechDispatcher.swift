import CSpeechd
import Foundation

/// `--speak`: announcements to speech-dispatcher, the speech service Orca and the other Linux screen
/// readers speak through. The connection is opened at the first announcement, not at start, so a
/// session that announces nothing never touches it; when it cannot be opened (no speech-dispatcher
/// running or installed) or stops taking text, one plain line says so and the window goes on silent.
public final class SpeechDispatcher: AnnouncementSpeaker {
    private var connection: UnsafeMutablePointer<SPDConnection>?
    /// Given up: said once, never tried again (a retry a key press would stall the frame).
    private var failed = false
    /// Where the one line goes (standard error in the window).
    private let report: (String) -> Void

    public init(report: @escaping (String) -> Void) {
        self.report = report
    }

    deinit {
        if let connection { spd_close(connection) }
    }

    public func speak(_ text: String) {
        guard !failed, let connection = open() else { return }
        // The newest announcement replaces what is still being said, as an assertive live region
        // does: after five quick arrow presses the person hears the position the row is at now.
        _ = spd_cancel(connection)
        if spd_say(connection, SPD_TEXT, text) < 0 {
            give("reorder-lab --speak: speech-dispatcher stopped taking text; announcements are shown in the window only")
        }
    }

    private func open() -> UnsafeMutablePointer<SPDConnection>? {
        if let connection { return connection }
        var error: UnsafeMutablePointer<CChar>?
        // Autospawn, as spd-say and Orca do: on a desktop speech-dispatcher starts with its first client.
        connection = spd_open2("reorder-lab", "announcements", nil, SPD_MODE_SINGLE, nil, 1, &error)
        if connection == nil {
            let why = error.map { String(cString: $0) } ?? "no reason given"
            free(error)
            give("reorder-lab --speak: speech-dispatcher is not running (\(Self.oneLine(why))); announcements are shown in the window only")
        }
        return connection
    }

    private func give(_ line: String) {
        failed = true
        if let connection { spd_close(connection) }
        connection = nil
        report(line)
    }

    /// libspeechd's reasons can span lines; the report is one.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
