import Foundation
import ReorderFuzz
import Testing

/// Every input a fuzz campaign kept (Tests/Fuzz/Regressions/TARGET: crashes, leaks, hangs, broken
/// rules, each minimised) goes through the same entry point as under libFuzzer, so once fixed it
/// stays fixed. A crash there crashes this test; a broken rule fails it with the rule's words.
@Suite struct FuzzRegressionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The kept inputs of `target`: none yet is fine (the directory may not exist).
    static func keptInputs(_ target: FuzzTarget) throws -> [(name: String, bytes: [UInt8])] {
        let directory = URL(fileURLWithPath: packageRoot).appendingPathComponent("Tests/Fuzz/Regressions/\(target.rawValue)")
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map { name in
            (name, Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputIsAcceptedOrRefusedInOneLine(_ target: FuzzTarget) throws {
        for input in try Self.keptInputs(target) {
            if case .broken(let reason) = target.run(input.bytes) {
                Issue.record("Regressions/\(target.rawValue)/\(input.name): \(reason)")
            }
        }
    }

    /// The seeds the campaigns start from: every directory is there with files in it (a renamed
    /// directory would otherwise leave a target fuzzing from nothing), none breaks a rule, and
    /// the hand-made ones in Tests/Fuzz/Seeds are good files, so they reach past the first check.
    @Test(arguments: FuzzTarget.allCases)
    func seedsExistAndTheHandMadeOnesAreAccepted(_ target: FuzzTarget) throws {
        for directory in target.seedDirectories {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/" + directory)
            #expect(!names.isEmpty, "\(directory) has no seeds")
        }
        let handMade = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/Tests/Fuzz/Seeds/\(target.rawValue)")) ?? [])
        for seed in try target.seeds(packageRoot: Self.packageRoot) {
            let outcome = target.run(seed.bytes)
            if case .broken(let reason) = outcome { Issue.record("seed \(seed.name): \(reason)") }
            if handMade.contains(seed.name) { #expect(outcome == .accepted, "seed \(seed.name)") }
        }
    }
}
