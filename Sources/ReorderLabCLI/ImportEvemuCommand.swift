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
        ] + ImportCommandSupport.options(), column: 22)
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

    struct Arguments: Equatable, ImportCommandArguments {
        var recording = ""
        var description: String?
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
            try EvemuImport.convert(recordingPath: options.recording, descriptionPath: options.description, options: importOptions)
        }
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.recording = operands[0]
            if options.tsConf != nil && options.filter != nil { throw ArgumentError("--ts-conf and --filter: give one of them") }
            try ImportCommandSupport.checkOutput(options.output, inputs: [options.recording] + [options.description, options.list, options.tsConf].compactMap { $0 })
        }
    }
}
