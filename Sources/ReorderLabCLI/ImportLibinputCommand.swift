import ReorderKit
import ReorderSupport
import ReorderTrace
import ReorderImport

/// `reorder-lab import-libinput REC.yml [--device N|NODE] [--viewport WxH] [--list FILE] [--fps N] -o OUT`:
/// a `libinput record` recording as a trace. The conversion is `LibinputImport` in ReorderImport,
/// through the pipeline `import-evemu` uses; this is the files and the arguments.
enum ImportLibinputCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab import-libinput", operands: CommandOperands("REC.yml", noun: "recording REC.yml", help: [
            "what `libinput record` wrote (YAML, format version 1); one or more devices",
        ]), options: [
            .value("--device", "N|NODE", expects: "a device's position in the recording's devices list (from 0) or its node (/dev/input/event5)",
                   help: [
                       "the device to import (default: the first with INPUT_PROP_DIRECT and multitouch axes,",
                       "a touchscreen; failing that, the only device with X/Y axes)",
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
        ] + ImportCommandSupport.options(), column: 22)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        The device's X/Y range is stretched onto the viewport; each finger becomes a touch pointer
        (down, move, up); t starts at 0 at the device's first event. Frames tick at --fps, except in
        a pause of the recording longer than a second: frames for its first second only, then none
        until the next event. Keys the format does not define are ignored; warnings go to standard error.
        exit status: 0 written; 1 a file could not be read or written; 2 malformed recording or no such
        device (one line on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable, ImportCommandArguments {
        var recording = ""
        var device = LibinputDeviceChoice.touchscreen
        var viewport: Size?
        var list: String?
        var framesPerSecond: Double = 60
        var output = ""
        var tsConf: String?
        var filter: String?
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        return ImportCommandSupport.importAndWrite(options, console: console) { (importOptions: ImportOptions) throws(TraceError) in
            try LibinputImport.convert(recordingPath: options.recording, device: options.device, options: importOptions)
        }
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.recording = operands[0]
            if options.tsConf != nil && options.filter != nil { throw ArgumentError("--ts-conf and --filter: give one of them") }
            try ImportCommandSupport.checkOutput(options.output, inputs: [options.recording] + [options.list, options.tsConf].compactMap { $0 })
        }
    }
}
