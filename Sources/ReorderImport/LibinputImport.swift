import ReorderKit
import ReorderText
import ReorderTrace

/// Converts `libinput record` output (YAML) into a trace, through the pipeline the evemu importer
/// uses (`TouchPipeline`): the same contacts, range mapping, pointers, frames and errors. Pure apart
/// from reading the file: the command line writes the trace.
///
/// The recording is streamed through libyaml's event parser; only the chosen device's events are
/// kept (as `EvdevEvent`s, 40 bytes each, about a third of their YAML text).
public enum LibinputImport {
    /// - Parameters:
    ///   - recording: what `libinput record` wrote; `recordingName` stands in for its path in messages,
    ///     and its last component goes into the header's `recorded` facts.
    ///   - device: which of the recorded devices to import.
    public static func convert(recording: [UInt8], recordingName: String, device: LibinputDeviceChoice = .touchscreen,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try TouchPipeline.convert(read(name: recordingName, device: device) { YAMLEvents(bytes: recording, name: recordingName) },
                                  options: options)
    }

    /// The same from a file. One that cannot be opened or read is an I/O `TraceError` at line 1
    /// (`isIOError`). It is read twice only when no device is a touchscreen and the only device with
    /// X/Y axes is taken instead (its events were read past the first time).
    public static func convert(recordingPath: String, device: LibinputDeviceChoice = .touchscreen,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try TouchPipeline.convert(read(path: recordingPath, device: device), options: options)
    }

    /// The chosen device's contacts in device units, for the noise report (`options` gives the
    /// viewport that defines points); with the warnings the import would print.
    public static func tracks(recordingPath: String, device: LibinputDeviceChoice = .touchscreen,
                              options: ImportOptions = ImportOptions()) throws(TraceError) -> (TouchTracks, warnings: [String]) {
        try TouchPipeline.tracks(read(path: recordingPath, device: device), options: options)
    }

    /// What tslib's `ts_print_mt` prints for the chosen device through `conf`: `SLOT X Y PRESSURE` lines.
    public static func tsLines(recordingPath: String, device: LibinputDeviceChoice = .touchscreen, conf: TSConf) throws(TraceError) -> [String] {
        try TouchPipeline.tsLines(read(path: recordingPath, device: device), conf: conf)
    }

    private static func read(path: String, device: LibinputDeviceChoice) throws(TraceError) -> TouchPipeline.Recorded {
        try read(name: path, device: device) { () throws(TraceError) in try YAMLEvents(path: path) }
    }

    private static func read(name: String, device choice: LibinputDeviceChoice,
                             open: () throws(TraceError) -> YAMLEvents) throws(TraceError) -> TouchPipeline.Recorded {
        var reader = LibinputReader(yaml: try open(), choice: choice)
        var recording = try reader.read()
        if recording.chosen == nil {
            let fallback = try onlyDeviceWithAxes(recording, choice: choice, name: name)
            var again = LibinputReader(yaml: try open(), choice: .index(fallback.index))
            recording = try again.read()
            recording.warnings.add("no device has INPUT_PROP_DIRECT and multitouch axes; device \(fallback.summary), the only one with X/Y axes, is imported (a touchpad has no INPUT_PROP_DIRECT either: choose with --device N)",
                                   file: name, line: fallback.line)
        }
        let chosen = recording.devices[recording.chosen!]
        guard !recording.events.isEmpty else {
            throw TraceError(file: name, line: chosen.line, message: "device \(chosen.summary) has no evdev events: nothing to import")
        }
        var facts: [String: JSONValue] = ["source": .string("libinput"), "file": .string(TouchPipeline.baseName(name)),
                                          "deviceIndex": .number(Double(chosen.index))]
        if let node = chosen.node { facts["node"] = .string(node) }
        if let version = recording.libinputVersion { facts["libinputVersion"] = .string(version) }
        return TouchPipeline.Recorded(device: recording.description!, events: recording.events, name: name, facts: facts,
                                      warnings: recording.warnings)
    }

    /// The device to take when the choice matched none: for the default, the only device with X/Y
    /// axes; otherwise an error listing what there is.
    private static func onlyDeviceWithAxes(_ recording: LibinputRecording, choice: LibinputDeviceChoice,
                                           name: String) throws(TraceError) -> LibinputRecording.Device {
        let devices = recording.devices
        let listing = devices.map(\.summary).joined(separator: ", ")
        let first = devices.first!.line
        switch choice {
        case .index(let index):
            throw TraceError(file: name, line: first, message: "no device \(index): the recording has \(devices.count), from 0: \(listing)")
        case .node(let node):
            throw TraceError(file: name, line: first, message: "no device with node \(node.quotedForMessage): the recording has \(listing)")
        case .touchscreen:
            let withAxes = devices.filter(\.hasAxes)
            guard !withAxes.isEmpty else {
                // No device to choose with --device N: say what the devices are instead.
                let what = devices.map { "\($0.summary): \($0.reports)" }.joined(separator: "; ")
                throw TraceError(file: name, line: first,
                                 message: "no device in the recording has X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y), so there are no touches to import; its \(devices.count == 1 ? "device is" : "\(devices.count) devices are") \(what)")
            }
            guard withAxes.count == 1 else {
                throw TraceError(file: name, line: first,
                                 message: "no touchscreen (INPUT_PROP_DIRECT with ABS_MT_POSITION_X/Y) among the \(devices.count) devices, and \(withAxes.count) have X/Y axes: choose one with --device N (\(listing))")
            }
            return withAxes[0]
        }
    }
}
