import ReorderKit
import ReorderSupport
import ReorderTrace
import ReorderImport

/// `reorder-lab ts-filter REC (--ts-conf FILE | --filter MODULES) [--desc DEV.desc] [--device N|NODE]`:
/// every sample that leaves a tslib filter chain, as `ts_print_mt` prints them. The filters are
/// `TSChain` in ReorderImport; this is the files and the arguments.
enum TSFilterCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab ts-filter", operands: CommandOperands("REC", noun: "recording REC", help: [
            "an evemu recording, or a libinput record file (.yml, .yaml)",
        ]), options: [
            .text("--ts-conf", "FILE", expects: "a FILE", help: ["the chain: a ts.conf (module NAME key=value lines)"], field: \.tsConf),
            .text("--filter", "MODULES", expects: "tslib modules, e.g. \"median depth=7\"", help: [
                "the chain given here: module lines without the word module, separated by ;",
            ], field: \.filter),
            .text("--desc", "DEV.desc", expects: "a FILE", help: ["an evemu recording's separate description"], field: \.description),
            .value("--device", "N|NODE", expects: "a device's position in the recording (from 0) or its node", help: [
                "a libinput recording's device (default: the first touchscreen)",
            ]) {
                if let index = Int($1), index >= 0 {
                    $0.device = .index(index)
                } else if $1.hasPrefix("/") {
                    $0.device = .node($1)
                } else {
                    return false
                }
                return true
            },
        ], column: 20)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Prints one line per sample that leaves the chain: SLOT X Y PRESSURE in device units, in the order
        tslib's ts_print_mt prints them (row by row, slots in order), without its colours and times.
        The raw reader is tslib's input module for protocol B and single-touch devices; filters:
        median, iir, dejitter, debounce, skip, pthres, lowpass (tslib's parameters and defaults); tslib's other
        modules are passed over with a warning (linear, invert, crop: the output stays in device units).
        exit status: 0 done; 1 a file could not be read; 2 malformed recording or ts.conf
        (FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var recording = ""
        var tsConf: String?
        var filter: String?
        var description: String?
        var device = LibinputDeviceChoice.touchscreen
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        do throws(TraceError) {
            let conf = try ImportCommandSupport.filters(tsConf: options.tsConf, filter: options.filter, console: console)!
            let lower = options.recording.lowercased()
            let lines = lower.hasSuffix(".yml") || lower.hasSuffix(".yaml")
                ? try LibinputImport.tsLines(recordingPath: options.recording, device: options.device, conf: conf)
                : try EvemuImport.tsLines(recordingPath: options.recording, descriptionPath: options.description, conf: conf)
            lines.forEach(console.out)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        return ExitStatus.success
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.recording = operands[0]
            if (options.tsConf == nil) == (options.filter == nil) {
                throw ArgumentError("give the chain with --ts-conf FILE or --filter MODULES (one of them)")
            }
        }
    }
}
