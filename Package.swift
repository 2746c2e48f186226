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
        // Text for people, a leaf so the engine and the file helpers can share it: the one escaping rule, numbers without locales.
        .target(name: "ReorderText"),
        // The engine: rows, input, tuning, interaction states, layout and placement rules; built from values, no SDL, clock, files or trace format.
        .target(name: "ReorderKit", dependencies: ["ReorderText"]),
        // Files and standard streams for every tool: whole reads, atomic replacement, write failures that exit 1; the argument
        // scanner every command shares; ExitStatus, the one exit-status type.
        .target(name: "ReorderSupport", dependencies: ["ReorderText"]),
        // The trace format: JSON scanner, trace reader and writers, list files, the demo list, headless replay, and its vocabulary
        // beyond the engine's: a mark's Intent, a recording's TouchTracks.
        .target(name: "ReorderTrace", dependencies: ["ReorderKit", "ReorderSupport", "ReorderText"]),
        // What traces say: info (each press and why), the tuning sweep against intent marks, a trace's series over time.
        .target(name: "ReorderAnalysis", dependencies: ["ReorderKit", "ReorderTrace", "ReorderText"]),
        // A session without a display: the engine fed input by input (live or a trace played), its recording, the remembered order.
        .target(name: "ReorderSession", dependencies: ["ReorderKit", "ReorderTrace"]),
        // The guided study: conditions, counterbalanced blocks, seeded tasks judged on the engine's state, the study folder, the report.
        .target(name: "ReorderStudy", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderSession", "ReorderText"]),
        // Pictures of analyses: the trace plot, the sweep heatmap, the study report, the compare, noise and lag pictures, drawn by
        // Cairo with Pango text and written as PNG, SVG or PDF; no SDL, no display.
        .target(name: "ReorderPlot", dependencies: ["ReorderKit", "ReorderAnalysis", "ReorderStudy", "CPango", "ReorderText"]),
        // Recordings from outside made into traces (and into touch tracks for the noise report): evemu and libinput record.
        .target(name: "ReorderImport", dependencies: ["ReorderKit", "ReorderTrace", "CYAML", "ReorderText"]),
        // The system-library shim for libyaml (libinput record's YAML). Only ReorderImport imports it.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // The system-library shim for SDL2 (with SDL_image). Only ReorderSDL imports it.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]),
        // Text by Pango drawn by Cairo (pangocairo; fontconfig, FriBidi and HarfBuzz underneath), and Cairo's PNG, SVG and PDF
        // surfaces. ReorderSDL (the window's text) and ReorderPlot (the pictures) import it.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // libspeechd, speech-dispatcher's client (`--speak`). Only ReorderLabApp imports it.
        .systemLibrary(name: "CSpeechd", pkgConfig: "speech-dispatcher", providers: [.apt(["libspeechd-dev"])]),
        // SDL's, Pango's and Cairo's C types as Swift types, here and nowhere else: events, video, windows, renderer, surfaces, text.
        .target(name: "ReorderSDL", dependencies: ["CSDL2", "CPango"]),
        // The playground window and the study's: input, rendering, sessions, live tuning and the frame loop, through ReorderSDL;
        // entered with parsed options (Playground.main, StudyLaunch.main).
        .target(name: "ReorderLabApp", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderStudy",
                                                      "ReorderSession", "ReorderSDL", "ReorderText", "CSpeechd"]),
        // The command line: every command (the window's and the study's included) in one table, all option parsing, one
        // exit-status type; kept in a library so tests can call it in-process. The window gets its options parsed.
        .target(name: "ReorderLabCLI", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderAnalysis",
                                                      "ReorderPlot", "ReorderImport", "ReorderStudy", "ReorderText", "ReorderLabApp"]),
        // The executable: one call into ReorderLabCLI.
        .executableTarget(name: "reorder-lab", dependencies: ["ReorderLabCLI"]),
        // The engine benchmark, with the naive layout it measures against.
        .executableTarget(name: "reorder-bench", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "ReorderText"]),
        // Helpers the test targets share: temporary directories, sample and fixture paths, the built binary, trace text, PNGs decoded.
        .target(name: "TestSupport", dependencies: ["ReorderKit", "ReorderTrace", "ReorderImport", "ReorderSDL"],
                path: "Tests/TestSupport"),
        // Engine scenarios (Tester.swift steps time by hand), layout and placement, seeded random input.
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderText"]),
        // The escaping rule and the number formats.
        .testTarget(name: "ReorderTextTests", dependencies: ["ReorderText"]),
        // Reading whole files, making directories, replacing files atomically, devices left in place.
        .testTarget(name: "ReorderSupportTests", dependencies: ["ReorderSupport", "TestSupport"]),
        // The JSON scanner, the trace reader and writers, the demo list, the sample traces replayed.
        .testTarget(name: "ReorderTraceTests", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace", "TestSupport"]),
        // Info's gestures and reasons, the sweep's scores, a trace's series over time.
        .testTarget(name: "ReorderAnalysisTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "TestSupport"]),
        // The session's recorder, a trace played at wall-clock speed, a recording that fails mid-session.
        .testTarget(name: "ReorderSessionTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderSession", "TestSupport"]),
        // The study: Latin squares, the seeded task lists, the judge, scripted studies headless, the folder and resuming, the report's numbers.
        .testTarget(name: "ReorderStudyTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderStudy", "TestSupport"]),
        // The trace plot's and the heatmap's layout and pixels.
        .testTarget(name: "ReorderPlotTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderStudy", "ReorderPlot",
                                                         "TestSupport"]),
        // evemu and libinput recordings of real touchscreens and small ones with one problem each; owns Fixtures/evemu and Fixtures/libinput.
        .testTarget(name: "ReorderImportTests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderImport", "TestSupport", "ReorderText"],
                    exclude: ["Fixtures"]),
        // Every command as a user meets it: arguments, exit statuses, what goes to which stream, the files written.
        .testTarget(name: "ReorderLabCLITests", dependencies: ["ReorderKit", "ReorderTrace", "ReorderAnalysis", "ReorderPlot",
                                                           "ReorderLabCLI", "TestSupport", "ReorderText", "ReorderLabApp",
                                                           "ReorderStudy", "ReorderSupport", "ReorderImport"]),
        // The window: input through SDL_PushEvent, pixels read back, sessions, live tuning, text, the window as a child process.
        .testTarget(name: "ReorderLabAppTests", dependencies: ["ReorderKit", "ReorderSupport", "ReorderTrace",
                                                           "ReorderStudy", "ReorderSession", "ReorderSDL", "CSDL2", "ReorderLabApp",
                                                           "ReorderLabCLI", "TestSupport"]),
        // Package.swift's graph, the files' imports and docs/code.md's module map agree (read as text: no dependencies).
        .testTarget(name: "PackageGraphTests"),
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
    package.targets.append(.executableTarget(name: "reorder-fuzz", dependencies: ["ReorderFuzz", "ReorderKit", "ReorderSupport"], path: "Tests/Fuzz/Driver"))
}
