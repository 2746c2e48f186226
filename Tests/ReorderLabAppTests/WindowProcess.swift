import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `reorder-lab` as a child process on SDL's dummy video driver and reports how it
/// ended and its peak memory, for tests that must see a crash as a failed run rather than as the
/// death of the test runner.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, whose resource usage gives the
/// peak resident set (`ru_maxrss`, what /proc calls VmHWM; for a waited-for grandchild too), which
/// Foundation's `Process` does not report. Two util-linux and coreutils wrappers bound it: `prlimit`
/// caps its address space, so a runaway allocation fails inside the child instead of taking the
/// machine's memory from everything else running on it, and `timeout` ends a child that hangs,
/// even if the test runner itself is gone by then.
struct WindowProcess {
    struct Outcome: CustomStringConvertible {
        /// The exit status, when it exited.
        var status: Int32?
        /// The signal that ended it, when one did.
        var signal: Int32?
        /// Peak resident memory, bytes.
        var peakBytes: Int
        var stdout: String
        var stderr: String
        /// It ran past `limitSeconds` and `timeout` ended it.
        var timedOut: Bool

        var description: String {
            let end = timedOut ? "killed after the time limit" : signal.map { "killed by signal \($0)" } ?? "exit status \(status ?? -1)"
            // A Swift trap's message, not the backtrace after it.
            let lines = stderr.split(separator: "\n")
            let said = lines.first { $0.contains("Fatal error") }.map(String.init) ?? lines.suffix(3).joined(separator: " / ")
            return "\(end), peak \(peakBytes / 1_000_000) MB; stderr: \(said.prefix(300))"
        }
    }

    /// Address space the child may map: 100 MB is what a replay in the window maps (VmPeak, debug
    /// build), so 4 GiB is room for anything sane and far below the machine.
    static let addressSpaceLimit = 4 << 30
    /// A safety net, not a measurement: the runs take about a second; a child that hangs is ended here.
    static let limitSeconds = 120
    /// `timeout`'s exit statuses when it ended the command: by SIGTERM, or by SIGKILL 5 s later.
    static let timedOutStatuses: Set<Int32> = [124, 137]

    /// Runs `reorder-lab ARGUMENTS` in `directory` (its standard output and error are written there).
    static func run(_ arguments: [String], in directory: String) throws -> Outcome {
        let out = directory + "/stdout.txt", err = directory + "/stderr.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv = ["/usr/bin/prlimit", "--as=\(addressSpaceLimit)", "--", "/usr/bin/timeout", "--kill-after=5",
                    String(limitSeconds), BuiltProduct.reorderLab] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, argv[0], &actions, nil, cArgv, cEnvp) }
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}

        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let signal = status & 0x7f  // WTERMSIG; 0 when it exited (WIFEXITED)
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : nil
        return Outcome(status: exitStatus, signal: signal == 0 ? nil : signal, peakBytes: Int(usage.ru_maxrss) * 1024,
                       stdout: read(out), stderr: read(err), timedOut: exitStatus.map(timedOutStatuses.contains) ?? false)
    }
}

/// A NULL-terminated array of C strings for `body`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
