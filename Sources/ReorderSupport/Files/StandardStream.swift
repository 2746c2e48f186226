#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Standard output and standard error, written with `write(2)`, whose failures come back as
/// `errno`. Foundation's `FileHandle.write` traps on them instead: `replay --json > /dev/full`
/// (no space), `>&-` (a closed descriptor) and a pipe whose reader has gone all crashed the program.
///
/// A failed write is remembered, not thrown: the command goes on to its end (nothing else it does
/// depends on its output being read), and `exitStatus(after:)` turns the failure into exit
/// status 1 with one line on standard error, if standard error still takes it.
public enum StandardStream: Int32, Sendable {
    case output = 1
    case error = 2

    /// Writes all of `text`, retrying short writes and interruptions. False if it could not; the
    /// first such failure is kept for `exitStatus(after:)`.
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = systemWrite(rawValue, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += n
            }
            return nil
        }
        guard let failure else { return true }
        Self.failures.withLock { first in
            if first == nil { first = (self, failure) }
        }
        return false
    }

    /// The first failed write, as one line: "cannot write to standard output: No space left on device".
    public static var firstFailure: String? {
        failures.withLock { first in
            first.map { "cannot write to \($0.stream.name): \(String(cString: strerror($0.code)))" }
        }
    }

    /// The status to exit with after a command that returned `status`: 1 instead of 0 when a write
    /// to either stream failed, said on standard error (a failed standard error says nothing more).
    /// A non-zero status stays: it says more than the failed write.
    public static func exitStatus(after status: Int32) -> Int32 {
        guard let failure = firstFailure else { return status }
        error.write("reorder-lab: \(failure)\n")
        return status == 0 ? 1 : status
    }

    /// Makes a write to a pipe whose reader has gone fail with EPIPE, reported as above, instead of
    /// the default SIGPIPE that ends the program without a word: `replay --json | head -c1` exits 1
    /// with "cannot write to standard output: Broken pipe". (GNU tools die of the signal, which
    /// shells hide; a recording or a state file written after the output pipe closed would be cut
    /// short by it.) Process-wide: call once, first thing.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    private var name: String { self == .output ? "standard output" : "standard error" }

    private static let failures = Mutex<(stream: StandardStream, code: Int32)?>(nil)
}

// `write` the method hides the C function inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
