// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ReorderLab",
    products: [
        .library(name: "ReorderKit", targets: ["ReorderKit"]),
        .executable(name: "reorder-lab", targets: ["reorder-lab"]),
        .executable(name: "reorder-bench", targets: ["reorder-bench"]),
    ],
    targets: [
        // The engine: layout, gesture arbitration, drag, autoscroll, traces. Never imports SDL, never reads a clock.
        .target(name: "ReorderKit"),
        // The system-library shim for SDL2 (with SDL_ttf and SDL_image). Only the app target imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // Text layout's C libraries: fontconfig (which font has a character), FriBidi and HarfBuzz (direction, script).
        .systemLibrary(name: "CText", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev", "libfribidi-dev", "libharfbuzz-dev"])]),
        // The playground window: SDL's C types become Swift types here and nowhere else.
        .target(name: "ReorderLabApp", dependencies: ["ReorderKit", "CSDL2", "CText"]),
        // The command line: argument parsing and subcommands, kept in a library so tests can call it in-process.
        .target(name: "ReorderLabCLI", dependencies: ["ReorderKit"]),
        .executableTarget(name: "reorder-lab", dependencies: ["ReorderLabCLI", "ReorderLabApp"]),
        .executableTarget(name: "reorder-bench", dependencies: ["ReorderKit"]),
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "ReorderLabCLI"], exclude: ["Fixtures"]),
        .testTarget(name: "ReorderLabAppTests", dependencies: ["ReorderLabApp", "ReorderKit"]),
    ]
)

// Fuzzing (Tests/Fuzz/README.md). The entry points and the test that replays every kept crash input
// through them are part of every build. The libFuzzer executable only exists in a fuzzing build
// (`REORDER_FUZZ=1`, with `-sanitize=fuzzer`, as Tests/Fuzz/run.sh builds it): it links libFuzzer's
// driver, which an ordinary build does not have.
package.targets += [
    .target(name: "ReorderFuzz", dependencies: ["ReorderKit", "ReorderLabApp"], path: "Tests/Fuzz/Entries"),
    .testTarget(name: "ReorderFuzzTests", dependencies: ["ReorderFuzz"], path: "Tests/Fuzz/Tests"),
]
if Context.environment["REORDER_FUZZ"] == "1" {
    package.products.append(.executable(name: "reorder-fuzz", targets: ["reorder-fuzz"]))
    package.targets.append(.executableTarget(name: "reorder-fuzz", dependencies: ["ReorderFuzz"], path: "Tests/Fuzz/Driver"))
}
