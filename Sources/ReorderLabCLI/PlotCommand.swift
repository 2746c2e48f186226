import ReorderKit
import ReorderAnalysis
import ReorderPlot
import ReorderSupport
import ReorderText

/// `reorder-lab plot TRACE -o OUT.png|.svg|.pdf [--width W] [--height H]`: the trace as a picture. The series
/// are `TracePlot` in ReorderAnalysis and the drawing its extension in ReorderPlot; this is the
/// arguments and the file.
enum PlotCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab plot", operands: CommandOperands("TRACE", noun: "TRACE", help: [
            "a trace (trace-format.md), replayed through the engine as `replay` does",
        ]), options: [
            // The name says the format: a picture named x.jpg would be a PNG under a lying name.
            .value("-o", "OUT", expects: "a file name ending in \(PictureFormat.extensionList)", aliases: ["--output"], required: true, help: [
                "the picture to write: a PNG, or an SVG or a PDF (vector) when the name ends .svg",
                "or .pdf; checked before the trace is read; replaced whole, or left alone when",
                "anything fails",
            ]) {
                guard PictureFormat(fileName: $1) != nil else { return false }
                $0.output = $1
                return true
            },
            pixels("--width", \.width, from: TracePlot.minimumWidth, default: TracePlot.defaultWidth),
            pixels("--height", \.height, from: TracePlot.minimumHeight, default: TracePlot.defaultHeight),
        ], column: 16)
    }

    /// `--width W`, `--height H`: whole pixels from `low` to `TracePlot.maximumSide`.
    private static func pixels(_ name: String, _ field: WritableKeyPath<Arguments, Int>, from low: Int,
                               default value: Int) -> CommandOption<Arguments> {
        let placeholder = String(name.dropFirst(2).prefix(1)).uppercased()
        return .value(name, placeholder, expects: "pixels from \(low) to \(TracePlot.maximumSide)",
                      help: ["pixels, \(low) to \(TracePlot.maximumSide) (default \(value))"]) {
            guard let pixels = Int($1), pixels >= low, pixels <= TracePlot.maximumSide else { return false }
            $0[keyPath: field] = pixels
            return true
        }
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Three panels over one time axis (s): each pointer's y in the viewport (pt; a disc at its down,
        a ring at its up, a cross at a cancel) with the gestures the engine recognised in a lane under
        the axis (lift, pan, tap, drop from->to, escape) and `mark` lines as small labels; the scroll
        offset (pt) after every event; the autoscroll speed (pt/s) after every event.
        exit status: 0 written; 1 the trace could not be read or the picture not written; 2 malformed
        trace (one line on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var trace = ""
        var output = ""
        var width = TracePlot.defaultWidth
        var height = TracePlot.defaultHeight
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        if let problem = OutputCheck.problem(writing: options.output) {
            console.err("\(options.output.escapedForMessage): \(problem)")
            return ExitStatus.ioError
        }
        let plot: TracePlot
        do {
            plot = try TracePlot(path: options.trace, onWarning: console.err)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        let bytes: [UInt8]
        do {
            // The option took only names with a format's extension.
            bytes = try plot.file(width: options.width, height: options.height, format: PictureFormat(fileName: options.output) ?? .png)
        } catch {
            console.err("\(options.output.escapedForMessage): cannot draw the picture: \(error)")
            return ExitStatus.ioError
        }
        if let problem = OutputFile.replaceAtomically(options.output, with: bytes) {
            console.err("\(options.output.escapedForMessage): \(problem)")
            return ExitStatus.ioError
        }
        let gestures = plot.gestures.count == 1 ? "1 gesture" : "\(plot.gestures.count) gestures"
        let pointers = plot.pointers.count == 1 ? "1 pointer" : "\(plot.pointers.count) pointers"
        console.out("\(options.output.escapedForMessage): \(options.width) x \(options.height) px, \(pointers), \(gestures)")
        return ExitStatus.success
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.trace = operands[0]
            if OutputFile.isSameFile(options.output, options.trace) {
                throw ArgumentError("-o \(options.output.quotedForMessage) would replace the trace")
            }
        }
    }
}
