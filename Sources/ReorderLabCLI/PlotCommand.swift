import ReorderKit
import ReorderAnalysis

/// `reorder-lab plot TRACE -o OUT.png [--width W] [--height H]`: the trace as a picture. The series
/// are `TracePlot` in ReorderAnalysis and the drawing its extension in ReorderPlot; this is the
/// arguments and the file.
enum PlotCommand {
    static let usage = """
        usage: reorder-lab plot TRACE -o OUT.png [--width W] [--height H]
          TRACE         a trace (trace-format.md), replayed through the engine as `replay` does
          -o OUT.png    the picture to write (a PNG: the name must end .png), checked before the trace
                        is read; replaced whole, or left alone when anything fails
          --width W     pixels, \(TracePlot.minimumWidth) to \(TracePlot.maximumSide) (default \(TracePlot.defaultWidth))
          --height H    pixels, \(TracePlot.minimumHeight) to \(TracePlot.maximumSide) (default \(TracePlot.defaultHeight))
        Three panels over one time axis (s): each pointer's y in the viewport (pt; a disc at its down,
        a ring at its up, a cross at a cancel) with the gestures the engine recognised in a lane under
        the axis (lift, pan, tap, drop from->to, escape) and `mark` lines as small labels; the scroll
        offset (pt) after every event; the autoscroll speed (pt/s) after every event.
        exit status: 0 written; 1 the trace could not be read or the picture not written; 2 malformed
        trace (one line on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var trace: String
        var output: String
        var width = TracePlot.defaultWidth
        var height = TracePlot.defaultHeight
    }

    enum Parsed: Equatable {
        case run(Arguments)
        case help
        case usageError(String)
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let options: Arguments
        switch parse(arguments) {
        case .help:
            console.out(usage)
            return ExitStatus.success
        case .usageError(let message):
            console.err("reorder-lab plot: \(message); see `reorder-lab plot --help`")
            return ExitStatus.usage
        case .run(let parsed):
            options = parsed
        }
        if let problem = OutputCheck.problem(writing: options.output) {
            console.err("\(options.output): \(problem)")
            return ExitStatus.ioError
        }
        let plot: TracePlot
        do {
            plot = try TracePlot(path: options.trace, onWarning: console.err)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        let png: [UInt8]
        do {
            png = try plot.png(width: options.width, height: options.height)
        } catch {
            console.err("\(options.output): cannot draw the picture: \(error)")
            return ExitStatus.ioError
        }
        if let problem = OutputFile.replaceAtomically(options.output, with: png) {
            console.err("\(options.output): \(problem)")
            return ExitStatus.ioError
        }
        let gestures = plot.gestures.count == 1 ? "1 gesture" : "\(plot.gestures.count) gestures"
        let pointers = plot.pointers.count == 1 ? "1 pointer" : "\(plot.pointers.count) pointers"
        console.out("\(options.output): \(options.width) x \(options.height) px, \(pointers), \(gestures)")
        return ExitStatus.success
    }

    static func parse(_ arguments: [String]) -> Parsed {
        var traces: [String] = []
        var output: String?
        var width: Int?, height: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                return .help
            case "-o", "--output", "--width", "--height":
                guard index < arguments.count else { return .usageError("\(argument) needs a value") }
                let given = arguments[index]
                index += 1
                if argument == "-o" || argument == "--output" {
                    guard output == nil else { return .usageError("\(argument) given twice") }
                    guard !given.isEmpty else { return .usageError("\(argument) needs a file name") }
                    output = given
                    continue
                }
                let isWidth = argument == "--width"
                let low = isWidth ? TracePlot.minimumWidth : TracePlot.minimumHeight
                guard let pixels = Int(given), pixels >= low, pixels <= TracePlot.maximumSide else {
                    return .usageError("\(argument) expects pixels from \(low) to \(TracePlot.maximumSide), got '\(given)'")
                }
                guard (isWidth ? width : height) == nil else { return .usageError("\(argument) given twice") }
                if isWidth { width = pixels } else { height = pixels }
            case _ where argument.hasPrefix("-") && argument != "-":
                return .usageError("unknown option '\(argument)'")
            default:
                traces.append(argument)
            }
        }
        guard traces.count == 1 else { return .usageError("expected one TRACE, got \(traces.count)") }
        guard let output else { return .usageError("-o OUT.png is required") }
        // The encoder writes PNG only: a picture named x.jpg would be a PNG under a lying name.
        guard output.lowercased().hasSuffix(".png") else { return .usageError("-o \(output): the picture is a PNG: name it *.png") }
        if OutputFile.isSameFile(output, traces[0]) { return .usageError("-o \(output) would replace the trace") }
        return .run(Arguments(trace: traces[0], output: output, width: width ?? TracePlot.defaultWidth,
                              height: height ?? TracePlot.defaultHeight))
    }
}
