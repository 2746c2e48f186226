import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when
/// the value goes away. Each test gets its own, so tests run in parallel without meeting.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        var template = Array((NSTemporaryDirectory() + "/reorder-lab-tests.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed: \(String(cString: strerror(errno)))")
        path = String(cString: made!)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    public func write(_ text: String, to name: String) -> String {
        let target = file(name)
        _ = FileManager.default.createFile(atPath: target, contents: Data(text.utf8))
        return target
    }

    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every name in the directory (hidden ones too), sorted.
    public func names(in subdirectory: String = "") -> [String] {
        let directory = subdirectory.isEmpty ? path : file(subdirectory)
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}

/// A copy of /dev/null in `directory` (mknod, as root), else /dev/null itself: a non-root process
/// cannot replace that, so tests that must leave a device alone can run either way.
public func characterDevice(in directory: TemporaryDirectory, minor: UInt32 = 3) -> String {
    let path = directory.file(minor == 7 ? "full" : "null")
    // Linux's `makedev(1, minor)` for minors below 256: the memory devices' major number is 1.
    if mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 { return path }
    return minor == 7 ? "/dev/full" : "/dev/null"
}

public func isCharacterDevice(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
}
