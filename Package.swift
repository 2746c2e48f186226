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
        // The guided study: conditions, counterbalanced blocks, seeded tasks judged on the engine's state, the study folder, the report.
        .target(name: "ReorderStudy", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis"]),
        // Pictures of analyses: the trace plot, the sweep heatmap, the study report, drawn by SDL's software renderer with SDL_ttf text, saved by SDL_image.
        .target(name: "ReorderPlot", dependencies: ["ReorderAnalysis", "ReorderStudy", "ReorderSDL"]),
        // Recordings from outside made into traces (and into touch tracks for the noise report): evemu and libinput record.
        .target(name: "ReorderImport", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "CYAML"]),
        // The system-library shim for libyaml (libinput record's YAML). Only ReorderImport imports it.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // The system-library shim for SDL2 (with SDL_ttf and SDL_image). Only ReorderSDL imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        // Text layout's C libraries: fontconfig (which font has a character), FriBidi and HarfBuzz (direction, script).
        .systemLibrary(name: "CText", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev", "libfribidi-dev", "libharfbuzz-dev"])]),
        // SDL's and the text libraries' C types as Swift types, here and nowhere else: events, video, windows, renderer, surfaces, fonts.
        .target(name: "ReorderSDL", dependencies: ["CSDL2", "CText"]),
        // The playground window: input, rendering, sessions, live tuning and the frame loop, through ReorderSDL.
        .target(name: "ReorderLabApp", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis", "ReorderStudy",
                                                      "ReorderSDL"]),
        // The command line: argument parsing and subcommands, kept in a library so tests can call it in-process.
        .target(name: "ReorderLabCLI", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis",
                                                      "ReorderPlot", "ReorderImport", "ReorderStudy"]),
        // The executable: the window, or a subcommand.
        .executableTarget(name: "reorder-lab", dependencies: ["ReorderSupport", "ReorderLabCLI", "ReorderLabApp"]),
        // The engine benchmark, with the naive layout it measures against.
        .executableTarget(name: "reorder-bench", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace"]),
        // Helpers the test targets share: temporary directories, sample and fixture paths, the built binary, trace text, PNGs decoded.
        .target(name: "TestSupport", dependencies: ["ReorderKit", "ReorderTrace", "ReorderPlot", "ReorderImport", "ReorderSDL"],
                path: "Tests/TestSupport"),
        // Engine scenarios (Tester.swift steps time by hand), layout and placement, seeded random input.
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "ReorderTrace"]),
        // Reading whole files, making directories, replacing files atomically, devices left in place.
        .testTarget(name: "ReorderSupportTests", dependencies: ["ReorderSupport", "TestSupport"]),
        // The JSON scanner, the trace reader and writers, the demo list, the sample traces replayed.
        .testTarget(name: "ReorderTraceTests", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "TestSupport"]),
        // Info's gestures and reasons, the sweep's scores, a trace's series over time.
        .testTarget(name: "ReorderAnalysisTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "TestSupport"]),
        // The study: Latin squares, the seeded task lists, the judge, scripted studies headless, the folder and resuming, the report's numbers.
        .testTarget(name: "ReorderStudyTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderStudy", "TestSupport"]),
        // The trace plot's and the heatmap's layout and pixels.
        .testTarget(name: "ReorderPlotTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderPlot", "ReorderSDL",
                                                         "TestSupport"]),
        // evemu and libinput recordings of real touchscreens and small ones with one problem each; owns Fixtures/evemu and Fixtures/libinput.
        .testTarget(name: "ReorderImportTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderImport", "TestSupport"],
                    exclude: ["Fixtures"]),
        // Every command as a user meets it: arguments, exit statuses, what goes to which stream, the files written.
        .testTarget(name: "ReorderLabCLITests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderPlot",
                                                           "ReorderLabCLI", "TestSupport"]),
        // The window: input through SDL_PushEvent, pixels read back, sessions, live tuning, text, the window as a child process.
        .testTarget(name: "ReorderLabAppTests", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis",
                                                           "ReorderStudy", "ReorderSDL", "CSDL2", "ReorderLabApp", "TestSupport"]),
        // The benchmark's naive layout against the real one: the same answers everywhere.
        .testTarget(name: "ReorderBenchTests", dependencies: ["ReorderKit", "ReorderTrace", "reorder-bench", "TestSupport"]),
    ]
)

// Fuzzing (Tests/Fuzz/README.md). The entry points and the test that replays every kept crash input
// through them are part of every build. The libFuzzer executable only exists in a fuzzing build
// (`REORDER_FUZZ=1`, with `-sanitize=fuzzer`, as Tests/Fuzz/run.sh builds it): it links libFuzzer's
// driver, which an ordinary build does not have.
package.targets += [
    .target(name: "ReorderFuzz", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderImport", "ReorderLabApp", "ReorderStudy"], path: "Tests/Fuzz/Entries"),
    .testTarget(name: "ReorderFuzzTests", dependencies: ["ReorderFuzz"], path: "Tests/Fuzz/Tests"),
]
if Context.environment["REORDER_FUZZ"] == "1" {
    package.products.append(.executable(name: "reorder-fuzz", targets: ["reorder-fuzz"]))
    package.targets.append(.executableTarget(name: "reorder-fuzz", dependencies: ["ReorderFuzz"], path: "Tests/Fuzz/Driver"))
}
