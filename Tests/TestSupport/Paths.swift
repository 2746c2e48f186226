import Foundation

/// The checkout's root, found from this file's place in it (Tests/TestSupport/Paths.swift).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The readable traces in Resources/traces, which double as regression tests.
public enum SampleTraces {
    public static let directory = root.appendingPathComponent("Resources/traces")

    /// `drag-down` -> .../Resources/traces/drag-down.trace.jsonl
    public static func path(_ name: String) -> String { directory.appendingPathComponent("\(name).trace.jsonl").path }
}

/// The sample study folder in Resources (docs/study.md's report is of it).
public enum SampleStudy {
    public static let path = root.appendingPathComponent("Resources/study-sample").path
}

/// The executables `swift build` and `swift test` build next to the test runner.
public enum BuiltProduct {
    /// `reorder-lab` beside the test bundle, or $REORDER_LAB_BINARY (to run the tests against another build).
    public static var reorderLab: String {
        if let path = ProcessInfo.processInfo.environment["REORDER_LAB_BINARY"] { return path }
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return runner.deletingLastPathComponent().appendingPathComponent("reorder-lab").path
    }
}

/// The readable list files in Resources/lists (`reorder-lab run --list`).
public enum SampleLists {
    public static let directory = root.appendingPathComponent("Resources/lists")

    /// `grid` -> .../Resources/lists/grid.list.json
    public static func path(_ name: String) -> String { directory.appendingPathComponent("\(name).list.json").path }
}

/// Tests/Compatibility: each sample trace as first committed, with the result committed with it then.
/// Nothing regenerates them: a change that moves one is a new format version.
public enum CompatibilityTraces {
    public static let directory = root.appendingPathComponent("Tests/Compatibility")

    /// The names (`quick-pan`, ...) of every trace there, sorted.
    public static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trace.jsonl") }
            .map { String($0.dropLast(".trace.jsonl".count)) }.sorted()
    }

    public static func trace(_ name: String) -> String { directory.appendingPathComponent("\(name).trace.jsonl").path }
    public static func expected(_ name: String) -> String { directory.appendingPathComponent("\(name).expected.json").path }
}
