import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace
import ReorderStudy
import ReorderPlot

/// `reorder-lab study-report DIR... [--json] [--png FILE]`: what a guided study's tasks say,
/// per condition and compared within participants. The figures are `StudyReport` in ReorderStudy,
/// the picture `StudyPicture` in ReorderPlot; this is the files and the arguments.
enum StudyReportCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab study-report", operands: CommandOperands("DIR", noun: "folder", count: .oneOrMore, help: [
            "study folders (`reorder-lab study -o DIR`: every participant), participants' folders (DIR/p1)",
            "or tasks.jsonl files; several are pooled",
        ]), options: [
            .flag("--json", \.json, help: [
                #"one object instead of the text: {"conditions":[{"name","done","skipped","medianSeconds","#,
                #""interval":[lo,hi],"errors":{KIND:N},"errorsPerTask","pressesPerTask",..}],"comparisons":[{"a","b","#,
                #""time":{"pairs","statistic":"median","difference","interval","signTestP","better","text",..},"#,
                #""errors":{.."statistic":"mean"..}}],"participants":[{"name","fastest","medianSeconds":{..},"row","#,
                #""rows","incomplete":[{"condition","finished","tasks"}],..}],"pooled":[{"condition","name","studies"}],"#,
                #""tune":[{"participant","command"}]}"#,
            ]),
            PictureFile.option(\.png, help: [
                "also draw each condition's median time with its interval and its errors by kind",
            ]),
        ], column: 18)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)

        Reads each participant's tasks.jsonl (the practice block left out) and the conditions' order
        from study.json (without one, as the tasks first name them), with the readers and checks the
        study itself uses. Several studies pool a condition only where they give it the same tuning,
        seed, block sizes and viewport; otherwise each is reported apart, its name followed by what
        sets it apart ("ios (longPressSeconds 1.5)"), and the text says what was pooled. A
        participant whose study.json changed since they started is refused. Per condition: tasks done and
        skipped, the median time of the done ones with a percentile bootstrap 95% interval (2000
        resamples, a fixed seed: the same report every run), errors by kind and per task, presses
        per task. Each pair of conditions is compared over pairs: one participant's task of the
        same index under both (time: done under both, the median difference; errors: finished under
        both, skips included, the mean difference per task), with its bootstrap interval, how many
        pairs went each way and an exact two-sided sign test. A side is named faster (or with fewer
        errors) only when the interval excludes 0 and p < 0.05; below 5 pairs it says "not enough
        pairs". Then per participant their row of the counterbalancing square, the condition with the
        lowest median time and any block they did not finish (a median over other tasks), and the
        `reorder-lab tune` command that sweeps the study's recordings against the intent marks the
        study wrote. A cut last line of a tasks.jsonl (a study stopped mid-write) is dropped with a
        warning.
        exit status: 0 done; 1 a folder or file could not be read or the picture not written;
        2 a malformed tasks.jsonl or study.json (FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Arguments: Equatable {
        var folders: [String] = []
        var json = false
        var png: String?
    }

    static func parse(_ arguments: [String]) -> Parsed<Arguments> {
        syntax.parse(arguments, into: Arguments()) { options, operands in options.folders = operands }
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Arguments
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        if let exit = PictureFile.check(options.png, inputs: options.folders, program: "reorder-lab study-report", console: console) { return exit }
        let records: StudyRecords
        do {
            records = try StudyRecords.load(options.folders, onWarning: console.err)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        let report = StudyReport(records)
        if let exit = PictureFile.write(options.png, program: "reorder-lab study-report", console: console, draw: { try StudyPicture.file(report, format: $0) }) { return exit }
        console.out(options.json ? report.json : report.text)
        return ExitStatus.success
    }
}
