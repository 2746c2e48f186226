#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderText

/// A failed system call on a file: which file, what was being done, and `errno`, so callers can
/// tell "not there" (often fine) from "there but unreadable" (never fine).
public struct FileIOError: Error, CustomStringConvertible, Sendable {
    public var path: String
    /// What was being done, e.g. "cannot open", or what is wrong when no call failed.
    public var action: String
    /// `errno`, or 0 when no call failed (a refusal): then `action` says it all.
    public var code: Int32

    public var description: String { "\(path.escapedForMessage): \(reason)" }
    /// The same without the path, for messages that already start with it.
    public var reason: String { code == 0 ? action : "\(action): \(String(cString: strerror(code)))" }
    public var isMissing: Bool { code == ENOENT }

    package init(path: String, action: String, code: Int32) {
        self.path = path
        self.action = action
        self.code = code
    }
}

/// Small wrappers over the POSIX calls the files of the window and the commands need. Foundation's `FileManager` answers
/// most failures with a generic message and hides `errno`; these keep it.
public enum FileIO {
    /// The largest file `read` takes by default: 64 MiB, as the longest trace line (a list file is a
    /// trace's header line as it stands). State files and profiles are far smaller.
    public static let maximumReadSize = 64 << 20

    /// The whole file, if it holds at most `maximumSize` bytes; a longer one (or `/dev/zero`) is a
    /// `FileIOError` whose action starts "file longer than", not "cannot": the file is readable,
    /// only too large to be what it claims.
    public static func read(_ path: String, maximumSize: Int = maximumReadSize) throws(FileIOError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileIOError(path: path, action: "cannot open", code: errno) }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileIOError(path: path, action: "cannot stat", code: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileIOError(path: path, action: "cannot read", code: EISDIR) }
        // st_size is a hint only: a file may grow while it is read, /proc files report 0, and a
        // sparse file may claim terabytes. One byte past the limit is how a longer file shows.
        let limit = maximumSize + 1
        var bytes = [UInt8](repeating: 0, count: min(max(min(Int(info.st_size), maximumSize) + 1, 4096), limit))
        var count = 0
        while true {
            if count >= limit {
                let size = maximumSize % (1 << 20) == 0 ? "\(maximumSize >> 20) MiB" : "\(maximumSize) bytes"
                throw FileIOError(path: path, action: "file longer than \(size), the largest accepted", code: EFBIG)
            }
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit - bytes.count))) }
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileIOError(path: path, action: "cannot read", code: errno)
            }
            if n == 0 {
                bytes.removeSubrange(count...)
                return bytes
            }
            count += n
        }
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileIOError) {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileIOError(path: path, action: "cannot write", code: errno)
            }
            done += n
        }
    }

    /// `mkdir -p` with the given mode for the directories it creates.
    public static func makeDirectories(_ path: String, mode: mode_t) throws(FileIOError) {
        if isDirectory(path) { return }
        let parent = directory(of: path)
        if parent != path, !parent.isEmpty { try makeDirectories(parent, mode: mode) }
        if mkdir(path, mode) != 0, errno != EEXIST || !isDirectory(path) {
            throw FileIOError(path: path, action: "cannot create the directory", code: errno)
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The path from the root with links, `.` and `..` resolved (`realpath`), or, for a path that
    /// cannot be resolved, the path as given after the working directory.
    public static func absolutePath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let directory = String(cString: cwd)
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The directory part of a path: "." for a bare name, "/" for a file in the root.
    public static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of a path.
    public static func fileName(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}

// `FileIO.read` hides the C function of the same name inside the enum.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
