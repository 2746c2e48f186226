#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ReorderSupport
import ReorderTrace

/// A directory's names and what a path is, with the system's reason when it cannot be read.
enum FolderListing {
    enum Kind { case file, directory }

    static func kind(of path: String) throws(TraceError) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw TraceError(FileIOError(path: path, action: "cannot open", code: errno)) }
        return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    static func isDirectory(_ path: String) -> Bool { (try? kind(of: path)) == .directory }

    /// Every name but `.` and `..`, in the directory's order.
    static func names(in path: String) throws(TraceError) -> [String] {
        guard let directory = opendir(path) else { throw TraceError(FileIOError(path: path, action: "cannot list", code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `p2` before `p10`: runs of digits compare as numbers, the rest as text.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        func parts(_ s: String) -> [(text: String, number: Int?)] {
            var out: [(String, Int?)] = []
            var current = "", digits = false
            for c in s {
                let isDigit = c.isASCII && c.isNumber
                if isDigit != digits, !current.isEmpty {
                    out.append((current, digits ? Int(current.prefix(18)) : nil))
                    current = ""
                }
                digits = isDigit
                current.append(c)
            }
            if !current.isEmpty { out.append((current, digits ? Int(current.prefix(18)) : nil)) }
            return out
        }
        for (x, y) in zip(parts(a), parts(b)) {
            if let m = x.number, let n = y.number, m != n { return m < n }
            if x.text != y.text { return x.text < y.text }
        }
        return parts(a).count < parts(b).count || (parts(a).count == parts(b).count && a < b)
    }
}
