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
        // The system-library shim for SDL2. Only the app target may import it (the window comes in a later issue).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // The command line: argument parsing and subcommands, kept in a library so tests can call it in-process.
        .target(name: "ReorderLabCLI", dependencies: ["ReorderKit"]),
        .executableTarget(name: "reorder-lab", dependencies: ["ReorderLabCLI"]),
        .executableTarget(name: "reorder-bench", dependencies: ["ReorderKit"]),
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "ReorderLabCLI"]),
    ]
)
