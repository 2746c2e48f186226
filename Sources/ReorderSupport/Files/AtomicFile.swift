#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing and setting aside files without ever losing one: what the state file, profiles and
/// every command's output need.
extension FileIO {
    /// Replaces the file at `path` with `bytes`, atomically: a temporary file in the same directory,
    /// written and `fsync`ed, renamed over the old one, and the directory `fsync`ed so the rename
    /// survives a power cut. Readers see the old bytes or the new ones, never a mix, and a failure
    /// at any step leaves the old file and no temporary one. Creates missing directories with
    /// `directoryMode` (0700 by default, as the XDG spec asks of state directories); nil leaves a
    /// missing directory an error (a command's `-o` into a directory that is not there).
    ///
    /// What is at `path` already decides how (`OutputKind`): a symbolic link stays, and the file it
    /// leads to is replaced; a character device or a pipe (`/dev/null`, `/dev/stdout` on a
    /// terminal, a copy of `/dev/full`, `-o >(gzip > x)`) is written to in place, since replacing it
    /// by a regular file would, as root, replace `/dev/null` for everyone; anything else that is
    /// not a regular file (a directory, a block device, a socket) is refused.
    public static func replaceAtomically(_ path: String, with bytes: [UInt8], directoryMode: mode_t? = 0o700) throws(FileIOError) {
        switch try outputKind(path) {
        case .stream:
            return try writeInPlace(path, bytes)
        case .regular(let target):
            try replaceRegular(target, with: bytes, directoryMode: directoryMode)
        }
    }

    private enum OutputKind {
        /// Replace this path (the one given, or where its symbolic link leads), creating it if need be.
        case regular(String)
        /// A character device or a pipe: write to it as it is.
        case stream
    }

    private static func outputKind(_ path: String) throws(FileIOError) -> OutputKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // Nothing there yet (or a link to nothing, which the new file replaces); a missing or
            // blocked directory is for creating it to report.
            guard errno == ENOENT || errno == ENOTDIR else { throw FileIOError(path: path, action: "cannot stat", code: errno) }
            return .regular(path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            var link = stat()
            guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return .regular(path) }
            // A link whose target has no name (`/proc/self/fd/1` to a deleted file) cannot be
            // replaced beside its target: it is written to, as an open file would be.
            guard let resolved = realpath(path, nil) else { return .stream }
            defer { free(resolved) }
            return .regular(String(cString: resolved))
        case S_IFCHR, S_IFIFO:
            return .stream
        case S_IFDIR:
            throw FileIOError(path: path, action: "cannot replace it", code: EISDIR)
        default:
            let kind = info.st_mode & S_IFMT == S_IFBLK ? "a block device" : "not a regular file"
            throw FileIOError(path: path, action: "is \(kind): not replaced or written to (only files, character devices and pipes are)", code: 0)
        }
    }

    /// Writes `bytes` to a character device or a pipe that is there already.
    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(FileIOError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw FileIOError(path: path, action: "cannot open", code: errno) }
        do throws(FileIOError) {
            try bytes.withUnsafeBufferPointer { buffer throws(FileIOError) in
                try writeAll(fd, UnsafeRawBufferPointer(buffer), path: path)
            }
        } catch {
            _ = close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw FileIOError(path: path, action: "cannot close", code: errno) }
    }

    private static func replaceRegular(_ path: String, with bytes: [UInt8], directoryMode: mode_t?) throws(FileIOError) {
        let folder = directory(of: path)
        if let directoryMode { try makeDirectories(folder, mode: directoryMode) }
        // Hidden, and named after the target and this process, so leftovers are recognisable.
        let prefix = folder + "/." + fileName(of: path) + ".tmp-\(getpid())-"
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = prefix + String(attempt)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileIOError(path: temporary, action: "cannot create", code: errno) }
        do throws(FileIOError) {
            try bytes.withUnsafeBufferPointer { buffer throws(FileIOError) in
                try writeAll(fd, UnsafeRawBufferPointer(buffer), path: temporary)
            }
            guard fsync(fd) == 0 else { throw FileIOError(path: temporary, action: "cannot sync", code: errno) }
            let closed = close(fd)
            fd = -1
            // close can report a delayed write error (NFS): then the data is not safely there.
            guard closed == 0 else { throw FileIOError(path: temporary, action: "cannot close", code: errno) }
            guard rename(temporary, path) == 0 else { throw FileIOError(path: path, action: "cannot rename \(temporary) to it", code: errno) }
        } catch {
            if fd >= 0 { _ = close(fd) }
            _ = unlink(temporary)
            throw error
        }
        try syncDirectory(folder)
    }

    /// Makes a rename in `directory` durable. File systems that cannot sync a directory say EINVAL;
    /// there is nothing more to do on those.
    private static func syncDirectory(_ directory: String) throws(FileIOError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileIOError(path: directory, action: "cannot open the directory to sync it", code: errno) }
        defer { _ = close(fd) }
        guard fsync(fd) == 0 || errno == EINVAL else { throw FileIOError(path: directory, action: "cannot sync the directory", code: errno) }
    }

    /// `link` then `unlink`: `link` fails rather than replace an existing name, where `rename`
    /// would silently replace it. Falls back to checking and renaming on file systems without hard
    /// links (FAT, some FUSE mounts).
    /// Only a regular file (or a link) is moved: a device or a pipe under the name is not a bad
    /// file, and unlinking it (as root, a copy of `/dev/null` or `/dev/null` itself) is refused.
    public static func moveAside(_ path: String) throws(FileIOError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw FileIOError(path: path, action: "cannot stat", code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFLNK else {
            throw FileIOError(path: path, action: "not a regular file: left where it is", code: 0)
        }
        for n in 1...10_000 {
            let aside = "\(path).corrupt-\(n)"
            if link(path, aside) == 0 {
                _ = unlink(path)  // if this fails, both names hold the bad file and the next save replaces `path`
                return aside
            }
            switch errno {
            case EEXIST: continue
            case EPERM, EOPNOTSUPP, EMLINK, EXDEV:
                if exists(aside) { continue }
                guard rename(path, aside) == 0 else { throw FileIOError(path: aside, action: "cannot rename", code: errno) }
                return aside
            default:
                throw FileIOError(path: aside, action: "cannot link", code: errno)
            }
        }
        throw FileIOError(path: path, action: "10000 set-aside copies exist already", code: EEXIST)
    }
}
