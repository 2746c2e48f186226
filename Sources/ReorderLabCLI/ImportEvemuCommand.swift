#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport
import ReorderTrace
import ReorderImport

/// `reorder-lab import-evemu REC.events [--desc DEV.desc] [--viewport WxH] [--list FILE] [--fps N] -o OUT`:
/// an `evemu-record` recording as a trace. The conversion is `EvemuImport` in ReorderImport; this is the
/// files and the arguments.
enum ImportEvemuCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab import-evemu", operands: CommandOperands("REC.events", noun: "recording REC.events", help: [
            "what evemu-record wrote: the device description, then E: lines",
        ]), options: [
            .text("--desc", "DEV.desc", expects: "a FILE", help: [
                "the device description, when REC.events holds only E: lines (evemu-describe's output)",
            ], field: \.description),
            .value("--viewport", "WxH", expects: "WIDTHxHEIGHT in points, both > 0 (e.g. 480x800)", help: [
                "points the touchscreen's range is stretched onto (default: the list's viewport, else 480x800)",
            ]) {
                guard let size = parseViewport($1) else { return false }
                $0.viewport = size
                return true
            },
            .text("--list", "FILE", expects: "a FILE", help: [
                "the trace's rows: a list file or a trace (default: the built-in 200-row demo)",
            ], field: \.list),
            .value("--fps", "N", expects: "a number of frames per second above 0 and at most \(Int(maximumFramesPerSecond))",
                   help: ["frame lines per second (default 60)"]) {
                guard let fps = Double($1), fps.isFinite, fps > 0, fps <= maximumFramesPerSecond else { return false }
                $0.framesPerSecond = fps
                return true
            },
            .value("-o", "OUT.trace.jsonl", expects: "a FILE", aliases: ["--output"], required: true, help: [
                "the trace to write; replaced whole, or left alone when the import fails",
            ]) {
                $0.output = $1
                return true
            },
        ], column: 22)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        The device's X/Y range is stretched onto the viewport; each finger becomes a touch pointer
        (down, move, up); t starts at 0 at the first event. Frames tick at --fps, except in a pause
        of the recording (no E: line) longer than a second: frames for its first second only, then
        none until the next event. Warnings go to standard error.
        exit status: 0 written; 1 a file could not be read or written; 2 malformed recording (one line
        on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    /// Above this, frame lines would outnumber any touchscreen's reports many times over (1 ms apart).
    static let maximumFramesPerSecond = 1_000.0

    struct Arguments: Equatable {
        var recording = ""
        var description: String?
        var viewport: Size?
        var list: String?
        var framesPerSecond: Double = 60
        var output = ""
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit.status
        }

        let result: ImportResult
        do throws(TraceError) {
            var importOptions = ImportOptions(viewport: options.viewport, framesPerSecond: options.framesPerSecond)
            if let listPath = options.list {
                let list = try ListFile(bytes: try readFile(listPath), name: listPath)
                list.warnings.forEach(console.err)
                importOptions.list = list
            }
            result = try EvemuImport.convert(recordingPath: options.recording, descriptionPath: options.description,
                                             options: importOptions)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        result.warnings.forEach(console.err)

        if let problem = OutputFile.replaceAtomically(options.output, with: Array(result.text.utf8)) {
            console.err("\(options.output): \(problem)")
            return ExitStatus.ioError
        }
        let frames = result.events.count { $0.event == .frame }
        let touches = result.touches == 1 ? "1 touch" : "\(result.touches) touches"
        console.out("\(options.output): \(touches) (at most \(result.mostAtOnce) at once, protocol \(result.touchProtocol.rawValue)), "
                    + "\(result.duration.fixed(3)) s, \(result.events.count - frames) input and \(frames) frame lines")
        return ExitStatus.success
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.recording = operands[0]
            // The output replaces whatever has its name: never one of the inputs.
            let inputs = [options.recording] + [options.description, options.list].compactMap { $0 }
            if inputs.contains(where: { OutputFile.isSameFile(options.output, $0) }) {
                throw ArgumentError("-o \(options.output.quotedForMessage) would replace an input file")
            }
        }
    }

    /// `480x800`: two numbers > 0 (fractions allowed: points need not be whole).
    static func parseViewport(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }

    // MARK: Files

    /// The whole file; a failure is an I/O `TraceError` at line 1 (exit 1, not 2).
    static func readFile(_ path: String) throws(TraceError) -> [UInt8] {
        do {
            return try FileIO.read(path)
        } catch {
            throw TraceError(error)
        }
    }

}
