import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace
import ReorderImport

/// What `import-evemu` and `import-libinput` share on the command line: the options that reach the
/// shared pipeline (`--viewport`, `--list`, `--fps`), the output, and how a result is written and told.
protocol ImportCommandArguments {
    var viewport: Size? { get set }
    var list: String? { get set }
    var framesPerSecond: Double { get set }
    var output: String { get set }
    /// `--ts-conf FILE` and `--filter "median depth=7"`, at most one of them.
    var tsConf: String? { get set }
    var filter: String? { get set }
}

enum ImportCommandSupport {
    /// Above this, frame lines would outnumber any touchscreen's reports many times over (1 ms apart).
    static let maximumFramesPerSecond = 1_000.0

    /// `--ts-conf`, `--filter`, `--viewport`, `--list`, `--fps` and `-o`, in that order.
    static func options<Arguments: ImportCommandArguments>() -> [CommandOption<Arguments>] {
        [
            .text("--ts-conf", "FILE", expects: "a FILE", help: [
                "tslib's filters (a ts.conf: module median depth=7 ...) on the device's events, in device units,",
                "before the range mapping, as tslib applies them",
            ], field: \.tsConf),
            .text("--filter", "MODULES", expects: "tslib modules, e.g. \"median depth=7; iir N=8 D=10\"", help: [
                "the same given here: ts.conf module lines without the word module, separated by ;",
            ], field: \.filter),
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
        ]
    }

    /// The pipeline's options from the arguments; reads the list file (its warnings go to standard error).
    static func importOptions(_ arguments: some ImportCommandArguments, console: Console) throws(TraceError) -> ImportOptions {
        var options = ImportOptions(viewport: arguments.viewport, framesPerSecond: arguments.framesPerSecond)
        options.filters = try filters(tsConf: arguments.tsConf, filter: arguments.filter, console: console)
        if let listPath = arguments.list {
            let list = try ListFile(bytes: try readFile(listPath), name: listPath)
            list.warnings.forEach(console.err)
            options.list = list
        }
        return options
    }

    /// Runs `convert` and writes its trace; the exit status.
    static func importAndWrite(_ arguments: some ImportCommandArguments, console: Console,
                               convert: (ImportOptions) throws(TraceError) -> ImportResult) -> ExitStatus {
        let result: ImportResult
        do throws(TraceError) {
            result = try convert(try importOptions(arguments, console: console))
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        result.warnings.forEach(console.err)

        if let problem = OutputFile.replaceAtomically(arguments.output, with: Array(result.text.utf8)) {
            console.err("\(arguments.output.escapedForMessage): \(problem)")
            return ExitStatus.ioError
        }
        let frames = result.events.count { $0.event == .frame }
        let touches = result.touches == 1 ? "1 touch" : "\(result.touches) touches"
        console.out("\(arguments.output.escapedForMessage): \(touches) (at most \(result.mostAtOnce) at once, protocol \(result.touchProtocol.rawValue)), "
                    + "\(result.duration.fixed(3)) s, \(result.events.count - frames) input and \(frames) frame lines")
        return ExitStatus.success
    }

    /// The chain `--ts-conf` or `--filter` gives, or nil; what it passes over goes to standard error.
    static func filters(tsConf: String?, filter: String?, console: Console) throws(TraceError) -> TSConf? {
        let conf: TSConf
        if let tsConf {
            conf = try TSConf(text: String(decoding: try readFile(tsConf), as: UTF8.self), file: tsConf)
        } else if let filter {
            conf = try TSConf(filter: filter)
        } else {
            return nil
        }
        conf.warnings.forEach(console.err)
        return conf
    }

    /// The output replaces whatever has its name: never one of the inputs.
    static func checkOutput(_ output: String, inputs: [String]) throws(ArgumentError) {
        if inputs.contains(where: { OutputFile.isSameFile(output, $0) }) {
            throw ArgumentError("-o \(output.quotedForMessage) would replace an input file")
        }
    }

    /// `480x800`: two numbers > 0 (fractions allowed: points need not be whole).
    static func parseViewport(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }

    /// The whole file; a failure is an I/O `TraceError` at line 1 (exit 1, not 2).
    static func readFile(_ path: String) throws(TraceError) -> [UInt8] {
        do {
            return try FileIO.read(path)
        } catch {
            throw TraceError(error)
        }
    }
}
