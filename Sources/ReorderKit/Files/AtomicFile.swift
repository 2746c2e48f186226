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
    public static func replaceAtomically(_ path: String, with bytes: [UInt8], directoryMode: mode_t? = 0o700) throws(FileIOError) {
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
    public static func moveAside(_ path: String) throws(FileIOError) -> String {
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
