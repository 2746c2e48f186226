#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One input as a file, for the targets whose program takes a path (a trace to replay, the state
/// file), in a directory made for this input alone under `$TMPDIR` (else /tmp): inputs run at the
/// same time (the regression tests run in parallel) never meet, and whatever the program leaves
/// beside the file (the state file's `.corrupt-N`) goes with the directory.
///
/// A scratch file that cannot be made is the harness's failure, not the input's: it stops the run.
struct ScratchFile {
    let directory: String
    let path: String

    init(name: String, bytes: [UInt8]) {
        let base = ProcessEnvironment.value("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/reorder-fuzz.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { Self.stop("cannot make a directory in \(base)") }
        directory = String(cString: made)
        path = directory + "/" + name
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { Self.stop("cannot create \(path)") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            guard n > 0 else { Self.stop("cannot write \(path)") }
            written += n
        }
        close(fd)
    }

    /// The names of the files beside the input, the input's own included.
    var filesInDirectory: [String] { Directory.names(in: directory) ?? [] }

    /// Removes the directory and every file in it (the programs make no subdirectories).
    func remove() {
        for name in filesInDirectory { unlink(directory + "/" + name) }
        rmdir(directory)
    }

    private static func stop(_ message: String) -> Never {
        fatalError("reorder-fuzz: \(message): \(String(cString: strerror(errno)))")
    }
}

/// The process environment without Foundation (the targets link only what the programs link).
enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

enum Directory {
    /// The entries of a directory but "." and "..", sorted; nil when it cannot be opened.
    static func names(in path: String) -> [String]? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
