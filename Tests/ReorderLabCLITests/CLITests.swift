import Foundation
import Testing
@testable import ReorderLabCLI
import TestSupport

/// `reorder-lab` as a user meets it: exit statuses, what goes to which stream.
@Suite struct CLITests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(arguments) }

    /// `text` as a trace file of its own.
    func temporaryTrace(_ text: String) -> String { files.write(text, to: "cli-\(UUID().uuidString).trace.jsonl") }

    @Test func replayAnnouncementsPrintsEachWithItsTime() {
        let result = run("replay", SampleTraces.path("keyboard-move"), "--announcements")
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out == ["1.5 Picked up Eggs. Position 2 of 12. Arrow keys move, space drops, Escape cancels.",
                               "2 Eggs, position 3 of 12.", "2.5 Eggs, position 4 of 12.", "3 Eggs dropped. Moved from position 2 to 4."])
    }

    @Test func replayJSONIsTheContractsObject() throws {
        let result = run("replay", SampleTraces.path("drag-down"), "--json")
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["order", "scrollOffset", "drags", "moves", "announcements", "shuffles", "frames", "events", "stateHash"])
        #expect((object["order"] as! [String]).prefix(3) == ["eggs", "bread", "milk"])
        let moves = object["moves"] as! [[String: Any]]
        #expect(moves.count == 1 && moves[0]["id"] as? String == "milk" && moves[0]["t"] as? Double == 1.2)
        #expect((object["stateHash"] as! String).count == 8)
    }

    @Test func replayLogsEachChangeOfStateOnStandardErrorWhenAsked() {
        let plain = run("replay", SampleTraces.path("drag-down"), "--json")
        let logged = run("replay", SampleTraces.path("drag-down"), "--json", "--log-transitions")
        #expect(logged.status == 0 && logged.out == plain.out && plain.err.isEmpty)
        // The drag of milk: pressed at 0.1, lifted by the 0.5 s deadline, dropped at 1.2, settled.
        #expect(logged.err == ["0.1 idle -> down -> pressing", "0.6 pressing -> time -> dragging",
                               "1.2 dragging -> up -> settling", "1.45 settling -> time -> idle"])
    }

    @Test func replayWithoutJSONIsForPeople() {
        let result = run("replay", SampleTraces.path("drag-down"))
        #expect(result.status == 0)
        #expect(result.out.joined().contains("moved milk from 0 to 2 at 1.2 s"))
    }

    @Test(arguments: [
        ("{\"t\":0,\"type\":\"frame\"", 2, "invalid JSON"),
        ("{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}", 3, "backwards"),
        ("{\"t\":0,\"type\":\"move\",\"pointer\":\"touch\",\"id\":1,\"x\":1,\"y\":2}", 2, "not down"),
        ("{\"t\":0,\"type\":\"down\",\"pointer\":\"touch\",\"id\":1,\"x\":1}", 2, "\"y\""),
        ("{\"t\":1e999,\"type\":\"frame\"}", 2, "non-finite"),
    ])
    func malformedTraceExitsTwoWithOneLocatedLineAndNothingOnStdout(body: String, line: Int, words: String) throws {
        let path = temporaryTrace(TraceText.header + "\n" + body + "\n")
        let result = run("replay", path, "--json")
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("\(path):\(line): ") == true, "\(result.err)")
        #expect(result.err.first?.contains(words) == true, "\(result.err)")
    }

    @Test func badHeaderIsLineOne() throws {
        let path = temporaryTrace(#"{"format":"reorder-trace","version":2,"viewport":{"width":320,"height":480},"rows":[]}"# + "\n")
        let result = run("replay", path)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["\(path):1: unsupported version 2 (this reader knows version 1)"])
    }

    @Test func unknownEventTypeIsSkippedWithAWarning() throws {
        let path = temporaryTrace(TraceText.header + "\n{\"t\":0,\"type\":\"swipe\"}\n{\"t\":0.1,\"type\":\"frame\"}\n")
        let result = run("replay", path, "--json")
        #expect(result.status == 0)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(path):2: warning:"))
        #expect(result.out.first?.contains("\"frames\":1,\"events\":2") == true)
    }

    @Test func missingFileIsAnIOErrorNotAMalformedTrace() {
        let result = run("replay", "/nonexistent/x.trace.jsonl")
        #expect(result.status == 1 && result.out.isEmpty)
        #expect(result.err.first?.contains("cannot open") == true)
    }

    /// The exit status follows from where an error was raised (a system call on a file: 1), never
    /// from its wording: a "cannot stat" is as much an I/O failure as a "cannot open".
    @Test func anOutputThatCannotBeStattedExitsOneNotTwo() throws {
        let loop = files.file("loop.png")
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let reason = "cannot stat: Too many levels of symbolic links"
        let plot = run("plot", SampleTraces.path("tap"), "-o", loop)
        #expect(plot.status == 1 && plot.out.isEmpty)
        #expect(plot.err == ["\(loop): \(reason)"])
        let tune = run("tune", SampleTraces.path("tap"), "--long-press", "0.5:0.5:0.1", "--movement", "10:10:1", "--png", loop)
        #expect(tune.status == 1)
        #expect(tune.err.last == "reorder-lab tune: \(loop): \(reason)")
        let input = run("replay", loop)
        #expect(input.status == 1 && input.err == ["\(loop):1: cannot open: Too many levels of symbolic links"])
    }

    /// One table holds every command, the window's and the study's included: each is listed in the
    /// usage by its help lines, once, and answers its own --help in-process without opening anything.
    @Test func everyCommandOfTheTableIsListedAndAnswersItsHelp() {
        let names = ReorderLabCLI.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("run") && names.contains("study"))
        for command in ReorderLabCLI.commands {
            #expect(command.help.first?.hasPrefix("reorder-lab ") == true, "\(command.name)")
            #expect(ReorderLabCLI.usage.contains(command.help.map { "  " + $0 }.joined(separator: "\n")), "\(command.name)")
            let result = run(command.name, "--help")
            #expect(result.status == 0 && result.err.isEmpty, "\(command.name)")
            #expect(result.out.joined().hasPrefix("usage: reorder-lab") || result.out.joined().hasPrefix("ReorderLab:"), "\(command.name)")
        }
        #expect(run("study", "--presets", "ios").status == 64)
        #expect(run("run", "--size", "1x1").err == ["reorder-lab: --size: width and height must be from 100 to 10000; got \"1x1\"; see `reorder-lab --help`"])
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(run("replay").status == 64)
        #expect(run("replay", "a", "b").status == 64)
        #expect(run("replay", "a", "--jsn").status == 64)
        #expect(run("frobnicate").status == 64)
        #expect(run("--help").out.first?.contains("usage:") == true)
        #expect(run("replay", "--help").status == 0)
    }

    @Test(arguments: ["replay", "info", "tune", "plot", "import-evemu"])
    func everyCommandHasItsOwnHelp(command: String) {
        for flag in ["--help", "-h"] {
            let result = run(command, flag)
            #expect(result.status == 0 && result.err.isEmpty)
            let text = result.out.joined(separator: "\n")
            #expect(text.hasPrefix("usage: reorder-lab \(command) "), "\(command) \(flag): \(text.prefix(80))")
            #expect(text != ReorderLabCLI.usage)
        }
    }

    @Test func usageErrorsPointAtTheCommandsOwnHelp() {
        #expect(run("replay", "a", "--jsn").err == [#"reorder-lab replay: unknown option "--jsn"; see `reorder-lab replay --help`"#])
        #expect(run("info").err == ["reorder-lab info: expected one trace FILE, got 0; see `reorder-lab info --help`"])
    }

    @Test func replaySaysOneFrameNotOneFrames() throws {
        func firstLine(_ path: String) -> String { String(run("replay", path).out.joined().prefix { $0 != "\n" }) }
        let one = temporaryTrace(TraceText.header + "\n{\"t\":0.1,\"type\":\"frame\"}\n")
        #expect(firstLine(one) == "\(one): 1 event (1 frame), 0 drags")
        let two = temporaryTrace(TraceText.header + "\n{\"t\":0.1,\"type\":\"frame\"}\n{\"t\":0.2,\"type\":\"frame\"}\n")
        #expect(firstLine(two) == "\(two): 2 events (2 frames), 0 drags")
    }

    @Test func outputsNeverReplaceAnInputWhateverThePathLooksLike() throws {
        let trace = temporaryTrace(try String(contentsOfFile: SampleTraces.path("tap"), encoding: .utf8))
        let before = try String(contentsOfFile: trace, encoding: .utf8)
        let directory = (trace as NSString).deletingLastPathComponent, name = (trace as NSString).lastPathComponent
        let roundabout = directory + "/./" + name
        #expect(run("tune", trace, "--long-press", "0.5:0.5:1", "--movement", "1:1:1", "--png", roundabout).status == 64)
        #expect(run("plot", trace, "-o", roundabout).status == 64)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == before)
    }

    // MARK: One line for a malformed file, warnings only for a good one

    @Test func aMalformedTraceAfterAnUnknownTypeIsOneLine() throws {
        let path = temporaryTrace(TraceText.header + "\n{\"t\":0,\"type\":\"swipe\"}\n{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n")
        let result = run("replay", path, "--json")
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["\(path):4: t goes backwards: 0.5 after 1"])
    }

    @Test func aRecordingCutByACrashReplaysWithOneWarning() throws {
        let path = temporaryTrace(TraceText.header + "\n{\"t\":0,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n{\"t\":0.6,\"type\":\"fr")
        let result = run("replay", path, "--json")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(path):4: warning: the last line is cut short"), "\(result.err)")
        #expect(result.out.first?.contains("\"frames\":2,\"events\":2") == true, "\(result.out)")
    }

    @Test func anEndlessLineIsAnErrorNotAnAbort() {
        let result = run("replay", "/dev/zero")
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["/dev/zero:1: line longer than 64 MiB, the longest line this reader accepts"])
    }

    @Test func aTuningChoiceWithANewlineAndAnEscapeIsOneEscapedLine() throws {
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44}],"tuning":{"dragStyle":"x\nt.jsonl:9: fake\u001B[31m"}}"#
        let path = temporaryTrace(header + "\n")
        let result = run("replay", path)
        #expect(result.status == 2)
        #expect(result.err == [#"\#(path):1: tuning dragStyle must be one of ats, lifted, collection, got "x\nt.jsonl:9: fake\u001B[31m""#])
    }

    // MARK: Standard output and error that cannot be written

    enum Stream {
        /// Opened for writing in the child.
        case file(String)
        /// `>&-`
        case closed
        /// A pipe whose read end is already closed, as `| head -c1` leaves it once head is done.
        case pipeWithoutReader
    }

    /// The built `reorder-lab` (`BuiltProduct`), run with its standard output and error as
    /// asked and SIGPIPE as a shell leaves it (default). Returns the exit status, or 128 + the
    /// signal that ended it, and what it wrote on standard error (when that is a file).
    static func spawn(_ arguments: [String], stdout: Stream, stderr: Stream = .file("")) -> (status: Int32, err: String) {
        let executable = BuiltProduct.reorderLab
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("cli-err-\(UUID().uuidString)").path
        defer { unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        for (fd, stream) in [(Int32(1), stdout), (Int32(2), stderr)] {
            switch stream {
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, fd, path.isEmpty ? errPath : path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, fd)
            case .pipeWithoutReader:
                _ = pipeEnds.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
                close(pipeEnds[0])
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], fd)
                posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        guard spawned == 0 else {
            Issue.record("cannot run \(executable): \(String(cString: strerror(spawned)))")
            return (-1, "")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let err = FileManager.default.contents(atPath: errPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F, err)
    }

    @Test func aFullStandardOutputIsExitOneWithAMessage() {
        let result = Self.spawn(["replay", "--json", SampleTraces.path("drag-down")], stdout: .file("/dev/full"))
        #expect(result.status == 1)
        #expect(result.err == "reorder-lab: cannot write to standard output: No space left on device\n")
        let help = Self.spawn(["--help"], stdout: .file("/dev/full"))
        #expect(help.status == 1 && help.err.hasSuffix("No space left on device\n"))
    }

    @Test func aClosedStandardOutputIsExitOneWithAMessage() {
        let result = Self.spawn(["replay", "--json", SampleTraces.path("drag-down")], stdout: .closed)
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("reorder-lab: cannot write to standard output: "), "\(result.err)")
    }

    @Test func aPipeWhoseReaderLeftIsExitOneNotASilentSignal() {
        let result = Self.spawn(["replay", "--json", SampleTraces.path("drag-down")], stdout: .pipeWithoutReader)
        #expect(result.status == 1, "128 + 13 would be SIGPIPE")
        #expect(result.err == "reorder-lab: cannot write to standard output: Broken pipe\n")
    }

    @Test func aClosedStandardErrorStillGivesTheExitStatus() throws {
        let bad = temporaryTrace(TraceText.backwards)
        #expect(Self.spawn(["replay", bad], stdout: .file("/dev/null"), stderr: .closed).status == 2)
        #expect(Self.spawn(["replay", SampleTraces.path("drag-down")], stdout: .file("/dev/null"), stderr: .closed).status == 0)
    }
}
