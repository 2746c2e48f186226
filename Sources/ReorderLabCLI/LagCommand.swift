import ReorderAnalysis
import ReorderKit
import ReorderPlot
import ReorderSupport
import ReorderText
import ReorderTrace

/// `reorder-lab lag TRACE... [--json] [--png FILE] [--display-latency MS] [--prediction-seconds A:B:STEP]
/// [--prediction-model MODEL[,MODEL]]`:
/// how far behind the finger the dragged row and the panned list are drawn. The figures are
/// `LagReport` in ReorderAnalysis, the picture `LagPicture` in ReorderPlot; this is the files and
/// the arguments.
enum LagCommand {
    /// A prediction further ahead than a second is no prediction; more values than this is a typo
    /// in STEP (each value is a figure for every frame of every trace).
    static let maximumPredictionSeconds = 1.0, maximumPredictionValues = 100
    /// Milliseconds: a panel slower than a second is not a panel to tune a drag on.
    static let maximumDisplayLatency = 1000.0

    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab lag", operands: CommandOperands("TRACE", noun: "trace", count: .oneOrMore, help: [
            "traces (.trace.jsonl); the figures pool their frames",
        ]), options: [
            .flag("--json", \.json, help: ["one JSON object instead of the text"]),
            PictureFile.option(\.png, help: [
                "also draw lag over time with the finger's speed, and the latency histogram",
            ]),
            .value("--display-latency", "MS", expects: "milliseconds, a number from 0 to 1000", help: [
                "the panel's own latency after a frame's present returned (default 0)",
            ]) {
                guard let ms = Double($1), ms >= 0, ms <= maximumDisplayLatency else { return false }
                $0.displayLatency = ms / 1000
                return true
            },
            .value("--prediction-seconds", "A:B:STEP", expects: "A:B:STEP in seconds, e.g. 0:0.05:0.01", help: [
                "score prediction at each value: the lag left and the overshoot, and recommend one",
            ]) { (options, text) throws(ArgumentError) in
                let range: SweepRange
                do throws(SweepRangeError) { range = try SweepRange(parsing: text) } catch {
                    throw ArgumentError("--prediction-seconds: \(error.message)")
                }
                guard range.to <= maximumPredictionSeconds else {
                    throw ArgumentError("--prediction-seconds: B must be <= \(SweepReport.number(maximumPredictionSeconds)) s in \(text.quotedForMessage)")
                }
                guard range.values.count <= maximumPredictionValues else {
                    throw ArgumentError("--prediction-seconds: \(text.quotedForMessage) has more than \(maximumPredictionValues) values")
                }
                options.predictionSeconds = range.values
                return true
            },
            .value("--prediction-model", "MODELS", expects: "models separated by commas, of " + PredictionModel.allCases.map(\.rawValue).joined(separator: ", ") + ", e.g. linear,kalman", help: [
                "the models --prediction-seconds scores (default linear); with several it recommends one",
            ]) {
                let names = $1.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let models = names.compactMap(PredictionModel.init(rawValue:))
                guard models.count == names.count, Set(models).count == models.count else { return false }
                $0.predictionModels = models
                return true
            },
        ], column: 28)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        For every frame drawn while a row is dragged (and, apart, while the list is panned): how far
        the drawing was from the finger when the frame reached the screen, in points (and mm with
        pointsPerMillimetre). A frame reaches the screen at its `presented` plus --display-latency;
        a frame without `presented` at the next frame's t (the report counts them). Where the finger
        was then is interpolated from the trace's own later samples of it. Distances are along the
        axes the drawing follows (a list and a pan: the scroll axis; a grid's item: both); frames the
        engine holds at an edge on purpose are counted apart. Percentiles by nearest rank. The lag is
        of what the window drew: with the trace's tuning predictionSeconds (0 when it has none; the
        driving pointer kind's override when it has one) ahead.
        --prediction-seconds draws each frame where the finger is predicted that far ahead under
        each --prediction-model (linear: the release velocity times the time; kalman: a constant-
        acceleration Kalman filter's velocity and acceleration; both from the same samples; the
        engine's decisions do not change) and reports the lag left and the overshoot (how far the
        drawing ran ahead of the finger along its motion), then recommends the value (and model)
        with the smallest p95 lag whose overshoot p99 stays under 2 mm (12 pt when a trace has no
        pointsPerMillimetre). docs/panel.md says more.
        exit status: 0 done; 1 a file could not be read or the picture not written; 2 malformed
        trace (FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var files: [String] = []
        var json = false
        var png: String?
        /// Seconds.
        var displayLatency = 0.0
        var predictionSeconds: [Double] = []
        var predictionModels = [PredictionModel.linear]
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        if let exit = PictureFile.check(options.png, inputs: options.files, program: "reorder-lab lag", console: console) { return exit }
        var traces: [LagTrace] = []
        var warnings: [String] = []
        for file in options.files {
            do throws(TraceError) {
                traces.append(try LagTrace(path: file) { warnings.append($0) })
            } catch {
                console.err(error.description)
                return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
            }
        }
        warnings.forEach(console.err)
        let report = LagReport(traces, displayLatency: options.displayLatency, predictionSeconds: options.predictionSeconds,
                               predictionModels: options.predictionModels)
        console.out(options.json ? report.json : report.text)
        if let exit = PictureFile.write(options.png, program: "reorder-lab lag", console: console, draw: { try LagPicture.file(report, format: $0) }) { return exit }
        return ExitStatus.success
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { (options, operands) throws(ArgumentError) in
            options.files = operands
        }
    }
}
