#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ReorderFuzz
import ReorderKit
import ReorderSupport

// The libFuzzer executable: `reorder-fuzz --target=NAME [libFuzzer flags] [CORPUS...]`, or
// `reorder-fuzz --target=NAME --write-seeds=DIR`, run in the package's directory, to put the
// target's seeds (FuzzTarget.seeds) into DIR and exit.
//
// libFuzzer ignores flags that start with "--" and passes them on to the processes it starts
// (-fork, -jobs, -minimize_crash), so the target is chosen by one. SwiftPM links an executable with
// `main` aliased to its module's entry point, which replaces libFuzzer's own `main`; this file is
// that entry point, and hands over to libFuzzer's driver (`LLVMFuzzerRunDriver`, libFuzzer >= 11)
// as libFuzzer's `main` would.

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: TestOneInput) -> CInt

/// Set once, before the driver runs; read by every input.
nonisolated(unsafe) var target = FuzzTarget.trace

/// Broken rules a campaign lets pass so that it goes on past a defect found and not fixed yet:
/// `REORDER_FUZZ_KNOWN="piece|piece"`, each a piece of the reason (e.g. `has a control character`).
/// For long campaigns by hand; .ci/run does not set it.
nonisolated(unsafe) var known: [String] = []

/// libFuzzer's entry point: its archive's own `main` refers to it, so it must exist by this name.
/// A broken rule traps, which libFuzzer reports and keeps as a crash input.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if case .broken(let reason) = target.run(bytes), !known.contains(where: reason.contains) {
        fatalError("reorder-fuzz --target=\(target.rawValue): \(reason)")
    }
    return 0
}

let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
let chosen = CommandLine.arguments.dropFirst().compactMap { argument in
    argument.hasPrefix("--target=") ? String(argument.dropFirst("--target=".count)) : nil
}
guard chosen.count == 1, let selected = FuzzTarget(rawValue: chosen[0]) else {
    let usage = "usage: reorder-fuzz --target=NAME [libFuzzer flags] [CORPUS_DIR...]   (NAME: \(names))\n"
    _ = usage.withCString { write(2, $0, strlen($0)) }
    exit(64)
}
target = selected
known = getenv("REORDER_FUZZ_KNOWN").map { String(cString: $0).split(separator: "|").map(String.init) } ?? []

if let option = CommandLine.arguments.first(where: { $0.hasPrefix("--write-seeds=") }) {
    let directory = String(option.dropFirst("--write-seeds=".count))
    do {
        for seed in try selected.seeds(packageRoot: ".") {
            try FileIO.replaceAtomically(directory + "/" + seed.name, with: seed.bytes)
        }
    } catch {
        let message = "reorder-fuzz: \(error)\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(1)
    }
    exit(0)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
