#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace
import ReorderAnalysis
import ReorderPlot
import ReorderImport

/// `reorder-lab noise RECORDINGS... [--json] [--png FILE] [--viewport WxH]`: how much each
/// recording's touchscreen jitters while a finger rests, and the tuning that would absorb it. The
/// figures are `NoiseReport` in ReorderAnalysis, the picture `NoisePicture` in ReorderPlot, the
/// device-unit contacts the importers'; this is the files and the arguments.
enum NoiseCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab noise", operands: CommandOperands("RECORDINGS", noun: "recording", count: .oneOrMore, help: [
            "traces (.jsonl), libinput record files (.yml, .yaml) and evemu recordings (anything else;",
            "one without its own description uses NAME.desc beside NAME.WHAT.events, as evemu-devices names them)",
        ]), options: [
            .flag("--json", \.json, help: ["one JSON object per recording, one per line, instead of the text"]),
            PictureFile.option(\.png, help: [
                "also draw the jitter histograms and the rests' scatter (checked before anything is read)",
            ]),
            .text("--ts-conf", "FILE", expects: "a FILE", help: [
                "measure kernel recordings after tslib's filters (a ts.conf), as import-evemu --ts-conf applies them",
            ], field: \.tsConf),
            .text("--filter", "MODULES", expects: "tslib modules, e.g. \"median depth=7\"", help: [
                "the same given here (ts.conf module lines without the word module, separated by ;)",
            ], field: \.filter),
            .value("--viewport", "WxH", expects: "WIDTHxHEIGHT in points, both > 0 (e.g. 480x800)", help: [
                "points a kernel recording's range is stretched onto, as import-evemu does (default 480x800)",
            ]) {
                guard let size = ImportCommandSupport.parseViewport($1) else { return false }
                $0.viewport = size
                return true
            },
        ], column: 18)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Per recording: the median interval between two reports of the same contact (unknown when
        no contact has two: the gaps between contacts are the person's, not the panel's); the rests
        (a contact from its down to its last report within 5 mm of the down point, or 30 pt
        where the axes give no resolution, kept when at least 0.1 s long) and their jitter: distances
        from the down point and from report to report, RMS, p95, p99 and max (nearest rank), in the
        recording's units, points and millimetres where known; taps (never beyond the radius, up
        within 1 s) and their median and p95 durations; the smallest allowableMovement that keeps 99%
        of the rests still and the long press that keeps 99% of the taps taps. With fewer than 20
        rests or taps it says it cannot conclude. --ts-conf / --filter measure what a device's tslib
        chain lets out instead of what the panel sent.
        exit status: 0 done; 1 a file could not be read or the picture not written; 2 malformed
        recording (FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var files: [String] = []
        var json = false
        var png: String?
        var viewport: Size?
        var tsConf: String?
        var filter: String?
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        if let exit = PictureFile.check(options.png, inputs: options.files, program: "reorder-lab noise", console: console) { return exit }
        var reports: [NoiseReport] = []
        let filters: TSConf?
        do throws(TraceError) {
            filters = try ImportCommandSupport.filters(tsConf: options.tsConf, filter: options.filter, console: console)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        for file in options.files {
            do throws(TraceError) {
                let (tracks, warnings) = try tracks(file, viewport: options.viewport, filters: filters)
                warnings.forEach(console.err)
                reports.append(NoiseReport(tracks))
            } catch {
                console.err(error.description)
                return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
            }
        }
        if options.json {
            reports.forEach { console.out($0.json) }
        } else {
            console.out(reports.map(\.text).joined(separator: "\n\n"))
        }
        if let exit = PictureFile.write(options.png, program: "reorder-lab noise", console: console, draw: { try NoisePicture.file(reports, format: $0) }) { return exit }
        return ExitStatus.success
    }

    /// The file's contacts, read as what its name says it is.
    static func tracks(_ file: String, viewport: Size?, filters: TSConf?) throws(TraceError) -> (TouchTracks, warnings: [String]) {
        let options = ImportOptions(viewport: viewport, filters: filters)
        let lower = file.lowercased()
        if lower.hasSuffix(".jsonl") {
            // Points, not device units: tslib's filters have nothing to work on.
            var warnings = filters == nil ? [] : ["\(file.escapedForMessage):1: warning: a trace is in points: the tslib filters apply to kernel recordings only"]
            let reader = try TraceReader(path: file) { warnings.append($0) }
            return (try TouchTracks(trace: reader), warnings)
        }
        if lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") {
            return try LibinputImport.tracks(recordingPath: file, options: options)
        }
        return try EvemuImport.tracks(recordingPath: file, descriptionPath: evemuDescription(beside: file), options: options)
    }

    /// evemu-devices keeps a device's description once as NAME.desc and its recordings as
    /// NAME.WHAT.events: the description for a recording that has none of its own.
    static func evemuDescription(beside file: String) -> String? {
        // The first line that is neither a comment nor blank is within the first 64 KiB of any evemu file.
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 65_536)
        let count = read(fd, &head, head.count)
        guard count > 0 else { return nil }
        let text = String(decoding: head[..<count], as: UTF8.self)
        // Split on the scalar: in a CRLF file "\r\n" is one Character, and splitting Characters on
        // "\n" left the whole head one line.
        let firstLine = text.unicodeScalars.split(separator: "\n").lazy.map(Substring.init)
            .first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        guard firstLine?.hasPrefix("E:") == true else { return nil }
        let directory = FileIO.directory(of: file), name = FileIO.fileName(of: file)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let description = directory + "/" + name[..<dot] + ".desc"
        return access(description, R_OK) == 0 ? description : nil
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.files = operands
            if options.tsConf != nil && options.filter != nil { throw ArgumentError("--ts-conf and --filter: give one of them") }
        }
    }
}
