import Foundation
import ReorderImport

/// The evemu recordings of real touchscreens written as `libinput record` YAML
/// (Tests/ReorderImportTests/Fixtures/libinput, made by its make.sh from ../evemu).
public enum LibinputFixtures {
    public static let directory = root.appendingPathComponent("Tests/ReorderImportTests/Fixtures/libinput")
    public static let atmel = "atmel-maxtouch.1-finger-drag-up-down.yml"
    public static let ep0430 = "ep0430m09.2-finger-scroll-down.yml"
    public static let ntrig = "ntrig-multitouch.1-finger-drag-nw-se.yml"
    /// N-Trig (no INPUT_PROP_DIRECT), Atmel, EP0430, as devices 0, 1, 2.
    public static let threeDevices = "three-devices.yml"

    /// The evemu recording each was converted from.
    public static let evemuSource = [atmel: EvemuFixtures.atmel, ep0430: EvemuFixtures.ep0430, ntrig: EvemuFixtures.ntrig]

    public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    public static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: directory.appendingPathComponent(name))) }

    public static func imported(_ name: String, device: LibinputDeviceChoice = .touchscreen,
                                options: ImportOptions = ImportOptions()) throws -> ImportResult {
        try LibinputImport.convert(recording: bytes(name), recordingName: path(name), device: device, options: options)
    }
}
