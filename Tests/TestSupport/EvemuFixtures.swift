import Foundation
import ReorderImport

/// The public evemu recordings of real touchscreens (Tests/ReorderImportTests/Fixtures/evemu, copied
/// from ../shared/recordings/evemu).
public enum EvemuFixtures {
    public static let directory = root.appendingPathComponent("Tests/ReorderImportTests/Fixtures/evemu")
    public static let atmel = "atmel-maxtouch.1-finger-drag-up-down.events"
    public static let ep0430 = "ep0430m09.2-finger-scroll-down.events"
    public static let ntrig = "ntrig-multitouch.1-finger-drag-nw-se.events"
    public static let ntrigDescription = "ntrig-multitouch.desc"

    public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    public static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: directory.appendingPathComponent(name))) }

    /// A recording imported as the command line would, without files (the ntrig recording with
    /// its separate description).
    public static func imported(_ name: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
        let description = name == ntrig ? ntrigDescription : nil
        return try EvemuImport.convert(recording: bytes(name), recordingName: path(name),
                                       description: try description.map(bytes), descriptionName: description.map(path),
                                       options: options)
    }
}
