#if canImport(Glibc)
import Glibc
#endif

/// Files the commands write: never one of their inputs, and never half-written.
enum OutputFile {
    /// Whether two paths name the same file: by device and inode when both exist (so `./x`, `x`,
    /// an absolute path and a hard link all count), else by name.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        return a == b
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: readers see
    /// the old file or the whole new one, and a failure leaves no half-written trace (and no
    /// temporary file). Returns what went wrong, or nil.
    static func replaceAtomically(_ path: String, with bytes: [UInt8]) -> String? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { return "not a file name" }
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = "\(directory).\(name).tmp-\(getpid())-\(attempt)"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return "cannot create \(temporary): \(String(cString: strerror(errno)))" }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                let problem = "cannot write \(temporary): \(String(cString: strerror(errno)))"
                _ = close(fd)
                _ = unlink(temporary)
                return problem
            }
            done += n
        }
        // fsync before rename: otherwise a power cut can leave the new name on an empty file.
        if fsync(fd) != 0 || close(fd) != 0 {
            let problem = "cannot write \(temporary): \(String(cString: strerror(errno)))"
            _ = unlink(temporary)
            return problem
        }
        guard rename(temporary, path) == 0 else {
            let problem = "cannot rename \(temporary) to it: \(String(cString: strerror(errno)))"
            _ = unlink(temporary)
            return problem
        }
        return nil
    }
}
