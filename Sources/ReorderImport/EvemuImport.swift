#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderTrace

/// Converts `evemu-record` output into a trace (`docs/trace-format.md`): the recording's
/// touches as `touch` pointers in viewport points, time from its first event, `frame` lines at a
/// fixed rate. Pure: bytes in, trace out; the command line does the files.
///
/// Errors are the first problem, `FILE:LINE: message`, in whichever file has it (the recording or
/// the separate description).
public enum EvemuImport {
    /// - Parameters:
    ///   - recording: what `evemu-record` wrote; only `E:` lines and comments when `description` is given.
    ///   - recordingName, descriptionName: stand in for the paths in messages; their last components
    ///     go into the header's `recorded` facts.
    ///   - description: a separate device description (`evemu-describe`), or nil when the recording
    ///     starts with its own.
    public static func convert(recording: [UInt8], recordingName: String, description: [UInt8]? = nil, descriptionName: String? = nil,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try TouchPipeline.convert(read(recording: LineReader(source: .memory(recording), bufferSize: bufferSize), recordingName: recordingName,
                                       description: description.map { LineReader(source: .memory($0), bufferSize: bufferSize) },
                                       descriptionName: descriptionName), options: options)
    }

    /// The same from files, read line by line (a recording is never loaded whole). A file that
    /// cannot be opened or read is a `TraceError` at line 1 whose message starts "cannot open" or
    /// "cannot read" (`isIOError`).
    public static func convert(recordingPath: String, descriptionPath: String? = nil,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try TouchPipeline.convert(read(path: recordingPath, descriptionPath: descriptionPath), options: options)
    }

    /// The recording's contacts in device units, for the noise report (`options` gives the
    /// viewport that defines points); with the warnings the import would print.
    public static func tracks(recordingPath: String, descriptionPath: String? = nil,
                              options: ImportOptions = ImportOptions()) throws(TraceError) -> (TouchTracks, warnings: [String]) {
        try TouchPipeline.tracks(read(path: recordingPath, descriptionPath: descriptionPath), options: options)
    }

    /// What tslib's `ts_print_mt` prints for the recording through `conf`: `SLOT X Y PRESSURE` lines.
    public static func tsLines(recordingPath: String, descriptionPath: String? = nil, conf: TSConf) throws(TraceError) -> [String] {
        try TouchPipeline.tsLines(read(path: recordingPath, descriptionPath: descriptionPath), conf: conf)
    }

    private static func read(path: String, descriptionPath: String?) throws(TraceError) -> TouchPipeline.Recorded {
        try read(recording: try lines(path), recordingName: path,
                 description: try descriptionPath.map { (path: String) throws(TraceError) in try lines(path) },
                 descriptionName: descriptionPath)
    }

    /// 64 KiB: a few thousand E: lines per read; the reader grows it for a longer line.
    private static let bufferSize = 64 * 1024

    private static func lines(_ path: String) throws(TraceError) -> LineReader {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TraceError(file: path, line: 1, message: "cannot open: \(String(cString: strerror(errno)))", isIOError: true)
        }
        return LineReader(source: .file(fd), bufferSize: bufferSize)
    }

    private static func read(recording: LineReader, recordingName: String, description: LineReader?,
                             descriptionName: String?) throws(TraceError) -> TouchPipeline.Recorded {
        let recorded = try EvemuParser.parse(recording, name: recordingName, role: description == nil ? .recording : .eventsOnly)
        let device: DeviceDescription
        if let description {
            let name = descriptionName ?? "description"
            guard let parsed = try EvemuParser.parse(description, name: name, role: .description).description else {
                throw TraceError(file: name, line: 1, message: "no device description: expected N:, I:, B: and A: lines")
            }
            device = parsed
        } else {
            guard let parsed = recorded.description else {
                throw TraceError(file: recordingName, line: 1, message: "no device description and no events: nothing to import")
            }
            device = parsed
        }
        guard !recorded.events.isEmpty else {
            throw TraceError(file: recordingName, line: recorded.lineCount, message: "no events (E: lines): nothing to import")
        }
        var facts: [String: JSONValue] = ["source": .string("evemu"), "file": .string(TouchPipeline.baseName(recordingName))]
        if description != nil, let descriptionName { facts["descriptionFile"] = .string(TouchPipeline.baseName(descriptionName)) }
        if let version = device.formatVersion { facts["evemuVersion"] = .string(version) }
        return TouchPipeline.Recorded(device: device, events: recorded.events, name: recordingName, facts: facts)
    }
}
