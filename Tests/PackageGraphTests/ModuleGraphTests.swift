import Foundation
import Testing

/// The module graph is what Package.swift declares, what the files import and what docs/code.md
/// draws, all three the same: a dependency nobody imports is a build edge for nothing, and an import
/// that is not declared works only while some other dependency happens to bring the module along.
@Suite struct ModuleGraphTests {
    let graph = try! PackageGraph(root: packageRoot)

    @Test func everyTargetDeclaresExactlyTheModulesItsFilesImport() throws {
        #expect(!graph.targets.isEmpty)
        for target in graph.targets where !target.isSystemLibrary {
            let imported = try graph.importedModules(of: target)
            #expect(Set(target.dependencies) == imported,
                    "\(target.name): declared but not imported \(Set(target.dependencies).subtracting(imported).sorted()), imported but not declared \(imported.subtracting(target.dependencies).sorted())")
        }
    }

    /// Without `MemberImportVisibility` a file sees String's and Double's text extensions through
    /// any module that imports ReorderText; a file that uses them says so.
    @Test func aFileThatUsesMessageOrNumberTextImportsReorderText() throws {
        let uses = try NSRegularExpression(pattern: #"quotedForMessage|escapedForMessage|escapedForTerminal|exactDecimals|\.formatted\b(?!\()|(?<!HUDFormat)(?<=[\w)\]])\.fixed\("#)
        // `x.fixed(2)` has a receiver; `.fixed(0)` alone is an enum case (ImposterAcross). ReorderText
        // defines them; this target names them as data.
        for target in graph.targets where !target.isSystemLibrary && !["ReorderText", "PackageGraphTests"].contains(target.name) {
            for file in try graph.swiftFiles(of: target) {
                let text = try String(contentsOf: file, encoding: .utf8)
                guard uses.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { continue }
                #expect(PackageGraph.imports(in: text).contains("ReorderText"), "\(file.path) uses ReorderText without importing it")
            }
        }
    }

    /// docs/code.md's arrows (`A -> B, C`) are Package.swift's dependencies of each module in Sources/.
    @Test func docsModuleMapIsThePackagesGraph() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/code.md"), encoding: .utf8)
        var drawn: [String: Set<String>] = [:]
        var continued: String?  // the module whose arrow line a deeply indented line goes on
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let parts = line.components(separatedBy: "->")
            let names: Substring
            if parts.count == 2 {
                continued = parts[0].trimmingCharacters(in: .whitespaces)
                names = Substring(parts[1])
            } else if let name = continued, line.hasPrefix(String(repeating: " ", count: 10)) {
                continued = name
                names = line[...]
            } else {
                continued = nil
                continue
            }
            drawn[continued!, default: []].formUnion(names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        for target in graph.targets where target.directory.hasPrefix("Sources/") && !target.isSystemLibrary {
            if target.dependencies.isEmpty {
                #expect(drawn[target.name] == nil, "docs/code.md draws \(target.name), a leaf, with arrows")
            } else {
                #expect(drawn[target.name] == Set(target.dependencies), "docs/code.md: \(target.name) -> \(target.dependencies.sorted().joined(separator: ", "))")
            }
        }
    }
}

/// The repository's root: this file is Tests/PackageGraphTests/ModuleGraphTests.swift.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Package.swift's targets as written: each `.target(name:` (and its kinds) with its `dependencies`
/// and `path`. Read as text, not evaluated: the manifest keeps one target a call, dependencies as
/// string literals.
struct PackageGraph {
    struct Target {
        var name: String
        var dependencies: [String]
        var directory: String
        var isSystemLibrary: Bool
    }

    var targets: [Target] = []
    let root: URL

    init(root: URL) throws {
        self.root = root
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let matches = call.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
        for (index, match) in matches.enumerated() {
            let kind = String(manifest[Range(match.range(at: 1), in: manifest)!])
            let name = String(manifest[Range(match.range(at: 2), in: manifest)!])
            let end = index + 1 < matches.count ? Range(matches[index + 1].range, in: manifest)!.lowerBound : manifest.endIndex
            let body = String(manifest[Range(match.range, in: manifest)!.upperBound..<end])
            let dependencies = Self.strings(after: "dependencies:", closedBy: "]", in: body)
            let path = Self.strings(after: "path:", closedBy: ",", in: body).first
                ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            targets.append(Target(name: name, dependencies: dependencies, directory: path, isSystemLibrary: kind == "systemLibrary"))
        }
    }

    /// The string literals from `label` up to `closer` (nothing when the label is not there).
    private static func strings(after label: String, closedBy closer: Character, in body: String) -> [String] {
        guard let start = body.range(of: label) else { return [] }
        let rest = body[start.upperBound...]
        let list = rest.prefix { $0 != closer && $0 != ")" }
        return list.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    func swiftFiles(of target: Target) throws -> [URL] {
        let directory = root.appendingPathComponent(target.directory)
        guard let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The modules of this package that the target's files import.
    func importedModules(of target: Target) throws -> Set<String> {
        // An executable's module name has `_` where its target name has `-` (reorder-bench).
        let targetOfModule = Dictionary(uniqueKeysWithValues: targets.map { ($0.name.replacingOccurrences(of: "-", with: "_"), $0.name) })
        var imported: Set<String> = []
        for file in try swiftFiles(of: target) {
            imported.formUnion(Self.imports(in: try String(contentsOf: file, encoding: .utf8)).compactMap { targetOfModule[$0] })
        }
        return imported
    }

    /// The modules a file's `import` lines name (`@testable`, `public` and the like included).
    static func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !["public", "internal", "package", "private"].contains($0) }
            if words.count == 2, words[0] == "import" { modules.insert(String(words[1])) }
        }
        return modules
    }
}
