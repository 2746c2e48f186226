import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// A study's definition, `DIR/study.json`, written once at the first run:
/// `{"format":"reorder-study","version":1,"seed":S,"tasksPerBlock":N,"practiceTasks":P,
///   "viewport":{"width":W,"height":H},"conditions":[{"name":"ios","tuning":{...every parameter...}}, ...]}`,
/// with `"layout":"sections"` or `"layout":"grid"` for a study not on the list (no key: the list, so
/// a list study's file is byte for byte what it was before layouts, and so is its digest).
/// Every later run into the folder must ask for the same study (`differences(from:)`): participants'
/// results are only comparable under one definition. Readers ignore keys they do not know.
public struct StudyDefinition: Equatable, Sendable {
    public var seed: UInt64
    public var tasksPerBlock: Int
    public var practiceTasks: Int
    public var viewport: Size
    public var conditions: [StudyCondition]
    /// How the study list is shown in every block.
    public var layout: StudyLayout

    public static let defaultTasksPerBlock = 12
    public static let defaultPracticeTasks = 3
    /// Up to 2^53: a JSON number holds it exactly.
    public static let seedRange: ClosedRange<UInt64> = 0...(1 << 53)
    public static let tasksRange = 1...200
    public static let practiceRange = 0...50

    public init(seed: UInt64, tasksPerBlock: Int = defaultTasksPerBlock, practiceTasks: Int = defaultPracticeTasks,
                viewport: Size, conditions: [StudyCondition], layout: StudyLayout = .list) {
        self.seed = seed
        self.tasksPerBlock = tasksPerBlock
        self.practiceTasks = practiceTasks
        self.viewport = viewport
        self.conditions = conditions
        self.layout = layout
    }

    /// What makes the definition unusable (nil: usable): its ranges, its conditions, and a viewport
    /// the study list can fill several times over (far tasks need room).
    public var problem: String? {
        if !Self.seedRange.contains(seed) { return "the seed must be from 0 to 2^53; got \(seed)" }
        if !Self.tasksRange.contains(tasksPerBlock) { return "tasks per block must be from 1 to 200; got \(tasksPerBlock)" }
        if !Self.practiceRange.contains(practiceTasks) { return "practice tasks must be from 0 to 50; got \(practiceTasks)" }
        if let problem = StudyCondition.problem(conditions.map(\.name)) { return problem }
        guard viewport.width >= 100, viewport.height >= 100, viewport.width.isFinite, viewport.height.isFinite else {
            return "the study's viewport must be at least 100 x 100 pt; got \(viewport.width.formatted) x \(viewport.height.formatted)"
        }
        let tallest = layout.maximumViewportHeight(width: viewport.width)
        guard viewport.height <= tallest else {
            let shown = layout == .list ? "study list" : "study's \(layout.rawValue)"
            return "the study's viewport must be at least 100 x 100 pt and at most \(tallest.formatted) pt tall "
                + "(the \(shown) is \(layout.contentExtent(viewport: viewport).formatted) pt: far tasks need several screens); got "
                + "\(viewport.width.formatted) x \(viewport.height.formatted)"
        }
        return nil
    }

    public var generator: TaskGenerator { TaskGenerator(seed: seed, viewport: viewport, layout: layout) }

    /// The file's text: one key a line, a condition a line, tunings with every parameter.
    public var jsonText: String {
        var lines = ["{\"format\":\"reorder-study\",\"version\":1,",
                     " \"seed\":\(seed),\"tasksPerBlock\":\(tasksPerBlock),\"practiceTasks\":\(practiceTasks),",
                     " \"viewport\":\(JSONValue.object(["width": .number(viewport.width), "height": .number(viewport.height)]).jsonText),"]
        if layout != .list { lines.append(" \"layout\":\(JSONValue.string(layout.rawValue).jsonText),") }
        lines.append(" \"conditions\":[")
        for (index, condition) in conditions.enumerated() {
            let object = JSONValue.object(["name": .string(condition.name), "tuning": .object(condition.tuning.jsonObject)])
            lines.append("  " + object.jsonText + (index == conditions.count - 1 ? "" : ","))
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `study.json`'s bytes; problems are `FILE:LINE: message`.
    public init(bytes: [UInt8], name: String) throws(TraceError) {
        let document = try JSONValue(document: bytes, name: name)
        let lines = KeyLineIndex(bytes: bytes)
        func line(_ key: String, from: Int = 0) -> Int { lines.line(atOffset: lines.offset(ofKey: key, from: from) ?? from) }
        func fail(_ key: String, _ message: String) -> TraceError { TraceError(file: name, line: line(key), message: message) }
        guard case .object(let top) = document else { throw TraceError(file: name, line: 1, message: "a study must be a JSON object, got \(document.typeName)") }
        guard top["format"] == .string("reorder-study") else { throw fail("format", "`format` must be \"reorder-study\"") }
        guard top["version"] == .number(1) else { throw fail("version", "`version` must be 1 (this program reads version 1)") }
        func whole(_ key: String, _ range: ClosedRange<Double>, upTo upper: String? = nil) throws(TraceError) -> Double {
            guard case .number(let n)? = top[key], n == n.rounded(), range.contains(n) else {
                throw fail(key, "`\(key)` must be a whole number from \(range.lowerBound.formatted) to \(upper ?? range.upperBound.formatted)")
            }
            return n
        }
        seed = UInt64(try whole("seed", 0...Double(Self.seedRange.upperBound), upTo: "2^53"))
        tasksPerBlock = Int(try whole("tasksPerBlock", Double(Self.tasksRange.lowerBound)...Double(Self.tasksRange.upperBound)))
        practiceTasks = Int(try whole("practiceTasks", Double(Self.practiceRange.lowerBound)...Double(Self.practiceRange.upperBound)))
        guard case .object(let size)? = top["viewport"], case .number(let width)? = size["width"], case .number(let height)? = size["height"],
              width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw fail("viewport", "`viewport` must be {\"width\":W,\"height\":H} in points, both > 0")
        }
        viewport = Size(width: width, height: height)
        switch top["layout"] {
        case nil:
            layout = .list
        case .string(let name)?:
            guard let known = StudyLayout(rawValue: name) else {
                throw fail("layout", "`layout` must be one of \(StudyLayout.names); got \(name.quotedForMessage)")
            }
            layout = known
        case let other?:
            throw fail("layout", "`layout` must be one of \(StudyLayout.names) as a string; got \(other.typeName)")
        }
        guard case .array(let items)? = top["conditions"] else { throw fail("conditions", "`conditions` must be an array") }
        var conditions: [StudyCondition] = []
        var searchFrom = lines.offset(ofKey: "conditions", from: 0) ?? 0
        for (index, item) in items.enumerated() {
            let at = lines.offset(ofKey: "name", from: searchFrom) ?? searchFrom
            let itemLine = lines.line(atOffset: at)
            searchFrom = at + 1
            guard case .object(let fields) = item, case .string(let conditionName)? = fields["name"],
                  case .object(let values)? = fields["tuning"] else {
                throw TraceError(file: name, line: itemLine, message: "condition \(index + 1) must be {\"name\":...,\"tuning\":{...}}")
            }
            var tuning = Tuning()
            do throws(TuningError) {
                _ = try tuning.apply(values)
            } catch {
                throw TraceError(file: name, line: itemLine, message: "condition \(conditionName.quotedForMessage): \(error.description)")
            }
            conditions.append(StudyCondition(name: conditionName, tuning: tuning))
        }
        self.conditions = conditions
        if let problem { throw fail("conditions", problem) }
    }

    var taskShape: TaskShape {
        TaskShape(seed: seed, tasksPerBlock: tasksPerBlock, practiceTasks: practiceTasks, viewport: viewport)
    }

    /// What differs between this (the folder's) definition and `asked` (this run's), in words; empty
    /// when they are the same study.
    public func differences(from asked: StudyDefinition) -> [String] {
        var out = taskShape.differences(from: asked.taskShape, label: "asked: ")
        if layout != asked.layout { out.append("layout \(layout.rawValue) (asked: \(asked.layout.rawValue))") }
        let names = conditions.map(\.name), askedNames = asked.conditions.map(\.name)
        if names != askedNames {
            out.append("conditions \(names.joined(separator: ",")) (asked: \(askedNames.joined(separator: ",")))")
        } else {
            for (mine, theirs) in zip(conditions, asked.conditions) where mine.tuning != theirs.tuning {
                let a = mine.tuning.jsonObject, b = theirs.tuning.jsonObject
                let keys = a.keys.filter { a[$0] != b[$0] }.sorted()
                out.append("condition \(mine.name)'s \(keys.map { "\($0) \(a[$0]!.jsonText) (asked: \(b[$0]!.jsonText))" }.joined(separator: ", "))")
            }
        }
        return out
    }
}
