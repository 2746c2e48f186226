import ReorderKit
import ReorderSupport
import ReorderSupport

/// A seed directory or file that cannot be read.
public struct SeedError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// One input to start a campaign from.
public struct FuzzSeed: Sendable {
    /// A file name for it in a corpus directory (unique within a target's seeds).
    public var name: String
    public var bytes: [UInt8]
}

extension FuzzTarget {
    /// The directories, relative to the package, whose files seed this target: the program's own
    /// samples and test fixtures, and `Tests/Fuzz/Seeds/NAME` for what they lack (every event type,
    /// profiles, state files). The regression test checks that each exists and has files.
    public var seedDirectories: [String] {
        switch self {
        // Not Resources/benchmarks: its million-row list takes a second to replay.
        case .trace: ["Resources/traces", "Resources/lists", "Tests/Fuzz/Seeds/trace"]
        // A trace whole is a list file: its header line is read.
        case .list: ["Resources/lists", "Tests/Fuzz/Seeds/list", "Resources/traces"]
        // A list or a trace header works as a profile too (its other keys are ignored).
        case .profile: ["Tests/Fuzz/Seeds/profile", "Resources/lists"]
        case .state: ["Tests/Fuzz/Seeds/state"]
        case .evemu: ["Tests/ReorderImportTests/Fixtures/evemu"]
        case .libinput: ["Tests/ReorderImportTests/Fixtures/libinput", "Tests/Fuzz/Seeds/libinput"]
        // tslib's own test confs, and filter chains by hand (ts.conf text, --filter arguments, inputFilters JSON).
        case .tsconf: ["Tests/ReorderImportTests/Fixtures/tslib", "Tests/Fuzz/Seeds/tsconf"]
        case .conditions: ["Tests/Fuzz/Seeds/conditions"]
        case .study: ["Tests/Fuzz/Seeds/study"]
        case .participant: ["Tests/Fuzz/Seeds/participant"]
        case .tasks: ["Tests/Fuzz/Seeds/tasks"]
        }
    }

    /// Every seed, read from `seedDirectories` under `packageRoot`. For the evemu importer, which
    /// takes a recording with its description inline, only `.events` files, a recording whose
    /// description is in a `.desc` file beside it joined to that, and each cut short after its
    /// first events: 30-50 KB recordings leave the fuzzer few mutations a second.
    public func seeds(packageRoot: String) throws(SeedError) -> [FuzzSeed] {
        var seeds: [FuzzSeed] = []
        for directory in seedDirectories {
            let path = packageRoot + "/" + directory
            guard let names = Directory.names(in: path) else { throw SeedError(description: "\(path): cannot open the seed directory") }
            for name in names where (self != .evemu || name.hasSuffix(".events")) && (self != .libinput || name.hasSuffix(".yml"))
                && (self != .tsconf || directory.hasPrefix("Tests/Fuzz") || name.hasSuffix(".conf")) {
                var bytes: [UInt8]
                do throws(FileIOError) { bytes = try FileIO.read(path + "/" + name) } catch { throw SeedError(description: error.description) }
                if self == .evemu {
                    let description = path + "/" + name.prefix(while: { $0 != "." }) + ".desc"
                    if let inline = try? FileIO.read(description) { bytes = inline + bytes }
                    seeds.append(FuzzSeed(name: "short-" + name, bytes: Self.cut(bytes, afterEvents: 40)))
                }
                if self == .libinput { seeds.append(FuzzSeed(name: "short-" + name, bytes: Self.cut(bytes, beforeFrame: 20))) }
                seeds.append(FuzzSeed(name: name, bytes: bytes))
            }
        }
        return seeds
    }

    /// A libinput recording before its `count`-th `- evdev:` frame: still YAML (a block list may end
    /// anywhere between items), and short enough for the fuzzer to mutate quickly. Multi-device
    /// files lose their later devices.
    static func cut(_ recording: [UInt8], beforeFrame count: Int) -> [UInt8] {
        var frames = 0
        let marker = Array("  - evdev:".utf8)
        for (index, byte) in recording.enumerated() where byte == 0x0A && recording[(index + 1)...].starts(with: marker) {
            frames += 1
            if frames == count { return Array(recording[...index]) }
        }
        return recording
    }

    /// The recording up to and including its `count`-th `E:` line: the description, comments and
    /// the first events.
    static func cut(_ recording: [UInt8], afterEvents count: Int) -> [UInt8] {
        var events = 0
        var lineStart = 0
        for (index, byte) in recording.enumerated() where byte == 0x0A {
            if recording[lineStart...].starts(with: Array("E:".utf8)) {
                events += 1
                if events == count { return Array(recording[...index]) }
            }
            lineStart = index + 1
        }
        return recording
    }
}
