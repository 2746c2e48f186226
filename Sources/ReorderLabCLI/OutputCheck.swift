#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport

/// Whether an output can be written, asked before the work that makes it: a sweep of an hour must
/// not end in "cannot create". It tries what the writer will need: an existing file that is not a
/// regular one (a device) is opened for writing, untouched; otherwise a file is created beside the
/// target, in its directory, as the atomic writer does first, and removed again. A problem that
/// appears between the check and the write is still reported by the write.
enum OutputCheck {
    /// What stops `path` from being written, worded as the writer words it, or nil.
    static func problem(writing path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                return "cannot write: \(String(cString: strerror(EISDIR)))"
            case S_IFREG:
                break
            default:
                let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
                guard fd >= 0 else { return "cannot open: \(String(cString: strerror(errno)))" }
                close(fd)
                return nil
            }
        }
        let prefix = FileIO.directory(of: path) + "/." + FileIO.fileName(of: path) + ".check-\(getpid())-"
        for attempt in 0..<100 {
            let probe = prefix + String(attempt)
            let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 {
                close(fd)
                unlink(probe)
                return nil
            }
            if errno != EEXIST { break }
        }
        return "cannot create: \(String(cString: strerror(errno)))"
    }
}
