import Foundation
import ReorderKit
import ReorderSDL
import ReorderStudy
import ReorderSupport
import ReorderText
import ReorderTrace

/// `reorder-lab study`, with the options the command line read (ReorderLabCLI): sets the study up
/// (its folder, the participant, what is left of their blocks), opens the window, runs it, and says
/// where everything went.
public enum StudyLaunch {
    public static func main(_ options: StudyOptions) -> ExitStatus {
        do {
            return ExitStatus(code: try run(options))
        } catch let error as PlaygroundError {
            Playground.printError(error.message)
            return ExitStatus(code: error.status)
        } catch let error as TraceError {
            Playground.printError(error.description)
            return error.isIOError ? .ioError : .malformed
        } catch let error as StudySetupError {
            Playground.printError("reorder-lab study: \(error.message)")
            return .usage
        } catch {
            Playground.printError("reorder-lab study: \(error)")
            return .ioError
        }
    }

    static func run(_ options: StudyOptions) throws -> Int32 {
        let existing = try StudyFolder.existingDefinition(in: options.folder)
        let asked = try definition(options, existing: existing)
        if let problem = asked.problem { throw StudySetupError(problem) }
        // A participant with every block done is told so without a window; otherwise the display
        // comes first, and without one nothing is written (no study.json, no participant).
        if existing != nil, let name = options.participant,
           FileIO.exists(options.folder + "/" + name + "/" + StudyFolder.participantFile) {
            let folder = try StudyFolder.open(options.folder, asking: asked)
            if try folder.plan(for: try folder.participant(name)).isEmpty {
                Playground.printError("reorder-lab study: \(name) has done every block; the report: reorder-lab study-report \(options.folder)")
                return Playground.ok
            }
        }
        let session = try StudyDisplay(options: options, viewport: asked.viewport, title: "ReorderLab study")
        let folder = try StudyFolder.open(options.folder, asking: asked)
        let name = options.participant ?? folder.newParticipantName()
        let participant = try folder.participant(name)
        let plans = try folder.plan(for: participant) { Playground.printError("reorder-lab study: \($0)") }
        let resumeLine = "reorder-lab study --participant \(name) -o \(options.folder)"
        guard !plans.isEmpty else {
            Playground.printError("reorder-lab study: \(name) has done every block; the report: reorder-lab study-report \(options.folder)")
            return Playground.ok
        }
        // Which blocks are left, not their conditions: whoever reads the terminal may be the participant.
        let (row, rows) = folder.squareRow(of: participant)
        Playground.printError("reorder-lab study: participant \(name), block order row \(row) of \(rows) (index \(participant.index)), "
                              + "\(plans.count) block(s) to go; "
                              + "stopped, the same command resumes: \(resumeLine)")

        let facts = WindowOpening.recordedFacts(video: session.video, renderer: session.renderer, refreshRate: session.refreshRate)
        let pointsPerMillimetre = (options.pixelsPerInch ?? SDLVideo.pixelsPerInch(displayIndex: session.window.displayIndex))
            .map { $0 / max(session.renderer.scale, 1e-9) / 25.4 }
        var windowTask = Window(options: options, display: session, folder: folder, participant: participant, plans: plans,
                                pointsPerMillimetre: pointsPerMillimetre, recorded: .object(facts))
        let (status, done, closed) = try folder.definition.layout.withLayoutType(&windowTask)
        let skipped = done.filter { $0.outcome == .skipped }.count
        let left = (try? folder.plan(for: participant).count) ?? plans.count
        if options.printResults {
            for block in closed {
                let line: JSONValue = .object(["recording": .string(block.recording), "order": .array(block.order.map(JSONValue.string)),
                                               "stateHash": .string(block.stateHash)])
                StandardStream.output.write(line.jsonText.escapedForTerminal + "\n")
            }
        }
        // The study over for this participant: their report, as `study-report DIR/NAME` prints it.
        if left == 0, !done.isEmpty, !options.printResults {
            do {
                let records = try StudyRecords.load([folder.participantPath(name)]) { Playground.printError($0) }
                StandardStream.output.write(StudyReport(records).text.escapedForTerminal + "\n")
            } catch {
                Playground.printError("reorder-lab study: the report could not be made: \(error.description)")
            }
        }
        let tasks = folder.participantPath(name) + "/" + StudyFolder.tasksFile
        Playground.printError("reorder-lab study: \(done.count) task(s) finished this run (\(skipped) skipped), in \(tasks); "
                              + (left == 0 ? "every block done: reorder-lab study-report \(options.folder)" : "\(left) block(s) left: \(resumeLine)"))
        return status
    }

    /// The study's window in the engine of its layout: runs it, and returns its exit status, the
    /// tasks it finished and the blocks it closed.
    private struct Window: StudyLayoutTask {
        let options: StudyOptions
        let display: StudyDisplay
        let folder: StudyFolder
        let participant: ParticipantFile
        let plans: [PlannedBlock]
        let pointsPerMillimetre: Double?
        let recorded: JSONValue

        func run<Layout: ReorderLayout>(_ layout: Layout.Type) throws -> (Int32, [StudyTaskRecord], [ClosedStudyBlock]) {
            let model = StudyModel<Layout>(plans: plans, conditionBlocks: folder.definition.conditions.count,
                                           screen: StudyScreen(viewport: folder.definition.viewport)) { [folder, participant, pointsPerMillimetre, recorded]
                (planned: PlannedBlock) throws(TraceError) in
                try folder.start(planned, participant: participant, pointsPerMillimetre: pointsPerMillimetre, recorded: recorded)
            }
            var window = StudyWindow(video: display.video, window: display.window, renderer: display.renderer, scene: display.scene,
                                     model: model, fps: options.fps, screenshotPath: options.screenshotPath)
            let status = window.run()
            return (status, window.model.records, window.model.closed)
        }
    }

    /// The study asked for: the options given, the rest from the folder's study.json when it has one
    /// (a resumed study, a further participant), else the defaults. `StudyFolder.open` then refuses
    /// a definition that differs from the folder's, naming each difference.
    static func definition(_ options: StudyOptions, existing: StudyDefinition?) throws -> StudyDefinition {
        let density = DisplayDensity(pointsPerMillimetre: options.pixelsPerInch.map { $0 / 25.4 })
        let conditions: [StudyCondition]
        if let path = options.conditionsPath {
            conditions = try ConditionsFile.load(path: path, density: density)
        } else if !options.presets.isEmpty {
            conditions = try StudyCondition.presets(options.presets.map(\.rawValue).joined(separator: ","), density: density)
        } else if let existing {
            conditions = existing.conditions
        } else {
            throw StudySetupError("\(options.folder.quotedForMessage) holds no study yet: name its conditions with --presets a,b,c "
                                  + "(see `reorder-lab presets`) or --conditions FILE")
        }
        func given(_ name: String) -> Bool { options.given.contains(name) }
        // --size sets the window at the first run; the viewport is the window less the banner.
        let viewport = options.size.map { StudyScreen.viewport(forWindow: $0.points) } ?? existing?.viewport
            ?? StudyScreen.viewport(forWindow: AppOptions.defaultSize.points)
        return StudyDefinition(seed: given("--seed") ? options.seed : existing?.seed ?? options.seed,
                               tasksPerBlock: given("--tasks") ? options.tasks : existing?.tasksPerBlock ?? options.tasks,
                               practiceTasks: given("--practice") ? options.practice : existing?.practiceTasks ?? options.practice,
                               viewport: viewport, conditions: conditions,
                               layout: given("--layout") ? options.layout : existing?.layout ?? options.layout)
    }
}

/// SDL, the window and the renderer of a study: sized to the study's viewport and the banner under it.
struct StudyDisplay {
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let scene: Scene
    let refreshRate: Double?

    init(options: StudyOptions, viewport: Size, title: String) throws {
        (video, scene) = try WindowOpening.openDisplay()
        let size = WindowOpening.windowSize(for: StudyScreen.window(forViewport: viewport))
        do {
            window = try Window(video: video, title: title, width: size.width, height: size.height)
            renderer = try Renderer(window: window, software: options.software, vsync: true)
        } catch {
            throw PlaygroundError(message: "reorder-lab study: cannot open the window: \(error)", status: Playground.failure)
        }
        refreshRate = SDLVideo.refreshRate(displayIndex: window.displayIndex)
    }
}
