#if canImport(Glibc)
import Glibc
#endif
import ReorderKit
import ReorderSupport

/// Files the commands write: never one of their inputs, and never half-written.
enum OutputFile {
    /// Whether two paths name the same file: by device and inode when both exist (so `./x`, `x`,
    /// an absolute path and a hard link all count), else by name.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        return a == b
    }

    /// Replaces `path` atomically (temporary file, fsync, rename; see `FileIO.replaceAtomically`),
    /// without creating missing directories. Returns what went wrong, or nil.
    static func replaceAtomically(_ path: String, with bytes: [UInt8]) -> String? {
        do {
            try FileIO.replaceAtomically(path, with: bytes, directoryMode: nil)
            return nil
        } catch {
            return error.reason
        }
    }
}
