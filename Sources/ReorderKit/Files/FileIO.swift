#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call on a file: which file, what was being done, and `errno`, so callers can
/// tell "not there" (often fine) from "there but unreadable" (never fine).
public struct FileIOError: Error, CustomStringConvertible, Sendable {
    public var path: String
    /// What was being done, e.g. "cannot open".
    public var action: String
    public var code: Int32

    public var description: String { "\(path): \(action): \(String(cString: strerror(code)))" }
    /// The same without the path, for messages that already start with it.
    public var reason: String { "\(action): \(String(cString: strerror(code)))" }
    public var isMissing: Bool { code == ENOENT }
}

/// Small wrappers over the POSIX calls the files of the window and the commands need. Foundation's `FileManager` answers
/// most failures with a generic message and hides `errno`; these keep it.
public enum FileIO {
    /// The whole file.
    public static func read(_ path: String) throws(FileIOError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileIOError(path: path, action: "cannot open", code: errno) }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileIOError(path: path, action: "cannot stat", code: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileIOError(path: path, action: "cannot read", code: EISDIR) }
        // st_size is a hint only: a file may grow while it is read, and /proc files report 0.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size) + 1, 4096))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
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
