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
        // The engine: rows, input, tuning, interaction states, layout and placement rules; built from values, no SDL, clock, files or trace format.
        .target(name: "ReorderKit"),
        // Files and standard streams for every tool: whole reads, atomic replacement, write failures that exit 1.
        .target(name: "ReorderSupport", dependencies: ["ReorderKit"]),
        // The trace format: JSON scanner, trace reader and writers, list files, the demo list, headless replay.
        .target(name: "ReorderTrace", dependencies: ["ReorderKit", "ReorderSupport"]),
        // What traces say: info (each press and why), the tuning sweep against intent marks, a trace's series over time.
        .target(name: "ReorderAnalysis", dependencies: ["ReorderKit", "ReorderTrace"]),
        // Pictures of analyses: the trace plot and the sweep heatmap, drawn into pixels and saved as PNG.
        .target(name: "ReorderPlot", dependencies: ["ReorderAnalysis"]),
        // Recordings from outside made into traces: evemu (kernel evdev events).
        .target(name: "ReorderImport", dependencies: ["ReorderKit", "ReorderTrace"]),
        // The system-library shim for SDL2 (with SDL_ttf and SDL_image). Only ReorderSDL imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // Text layout's C libraries: fontconfig (which font has a character), FriBidi and HarfBuzz (direction, script).
        .systemLibrary(name: "CText", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev", "libfribidi-dev", "libharfbuzz-dev"])]),
        // SDL's and the text libraries' C types as Swift types, here and nowhere else: events, video, windows, renderer, surfaces, fonts.
        .target(name: "ReorderSDL", dependencies: ["CSDL2", "CText"]),
        // The playground window: input, rendering, sessions, live tuning and the frame loop, through ReorderSDL.
        .target(name: "ReorderLabApp", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis", "ReorderSDL"]),
        // The command line: argument parsing and subcommands, kept in a library so tests can call it in-process.
        .target(name: "ReorderLabCLI", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis",
                                                      "ReorderPlot", "ReorderImport"]),
        // The executable: the window, or a subcommand.
        .executableTarget(name: "reorder-lab", dependencies: ["ReorderSupport", "ReorderLabCLI", "ReorderLabApp"]),
        // The engine benchmark, with the naive layout it measures against.
        .executableTarget(name: "reorder-bench", dependencies: ["ReorderKit", "ReorderTrace"]),
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis", "ReorderPlot",
                                                        "ReorderImport", "ReorderLabCLI", "reorder-bench"], exclude: ["Fixtures"]),
        .testTarget(name: "ReorderLabAppTests", dependencies: ["ReorderLabApp", "ReorderKit", "ReorderSupport", "ReorderTrace",
                                                           "ReorderAnalysis", "ReorderSDL", "CSDL2"]),
    ]
)
