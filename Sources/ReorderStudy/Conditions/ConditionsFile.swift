import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// `--conditions FILE`: `{"conditions":[{"name":"slow","preset":"ios","tuning":{"longPressSeconds":0.8}}, ...]}`.
/// Each condition's tuning is its `tuning` over its `preset` over the defaults, every value checked
/// by `Tuning.set` (as a trace header's are). A tuning name the engine does not know is an error
/// here, not a warning: a condition that silently lost a value would compare the wrong things.
/// Problems are `FILE:LINE: message`.
public enum ConditionsFile {
    /// `density`: the display's, for presets in dp or inches.
    public static func load(path: String, density: DisplayDensity = .assumed) throws(TraceError) -> [StudyCondition] {
        let bytes: [UInt8]
        do throws(FileIOError) {
            bytes = try FileIO.read(path)
        } catch {
            throw TraceError(error)
        }
        return try parse(bytes, name: path, density: density)
    }

    public static func parse(_ bytes: [UInt8], name: String, density: DisplayDensity = .assumed) throws(TraceError) -> [StudyCondition] {
        let document = try JSONValue(document: bytes, name: name)
        let lines = KeyLineIndex(bytes: bytes)
        func fail(_ line: Int, _ message: String) -> TraceError { TraceError(file: name, line: line, message: message) }
        guard case .object(let top) = document else { throw fail(1, "a conditions file must be a JSON object, got \(document.typeName)") }
        let listOffset = lines.offset(ofKey: "conditions", from: 0) ?? 0
        guard case .array(let items)? = top["conditions"] else {
            throw fail(lines.line(atOffset: listOffset), "key \"conditions\" must be an array of conditions")
        }
        var conditions: [StudyCondition] = []
        // Each condition's line is the line of its own `"name"` key, found in file order.
        var searchFrom = listOffset
        for (index, item) in items.enumerated() {
            let nameOffset = lines.offset(ofKey: "name", from: searchFrom)
            let line = lines.line(atOffset: nameOffset ?? searchFrom)
            guard case .object(let fields) = item else { throw fail(line, "condition \(index + 1) must be an object, got \(item.typeName)") }
            guard case .string(let conditionName)? = fields["name"] else { throw fail(line, "condition \(index + 1) needs a \"name\" string") }
            searchFrom = (nameOffset ?? searchFrom) + 1
            if let problem = StudyCondition.nameProblem(conditionName) { throw fail(line, problem) }
            if conditions.contains(where: { $0.name == conditionName }) { throw fail(line, "condition \(conditionName.quotedForMessage) is named twice") }
            var tuning = Tuning()
            if let preset = fields["preset"] {
                guard case .string(let presetName) = preset, let known = TuningPreset(rawValue: presetName) else {
                    throw fail(lines.line(atOffset: lines.offset(ofKey: "preset", from: searchFrom - 1) ?? searchFrom),
                               "condition \(conditionName.quotedForMessage): \"preset\" must name one of "
                               + TuningPreset.allCases.map(\.rawValue).joined(separator: ", ") + "; got \(preset.jsonText)")
                }
                known.apply(to: &tuning, density: density)
            }
            if let values = fields["tuning"] {
                let tuningOffset = lines.offset(ofKey: "tuning", from: searchFrom - 1) ?? searchFrom
                guard case .object(let members) = values else {
                    throw fail(lines.line(atOffset: tuningOffset), "condition \(conditionName.quotedForMessage): \"tuning\" must be an object of tuning names and values")
                }
                for key in members.keys.sorted() {
                    let keyLine = lines.line(atOffset: lines.offset(ofKey: key, from: tuningOffset) ?? tuningOffset)
                    let known: Bool
                    do throws(TuningError) {
                        known = try tuning.set(key, members[key]!)
                    } catch {
                        throw fail(keyLine, "condition \(conditionName.quotedForMessage): \(error.description)")
                    }
                    guard known else { throw fail(keyLine, "condition \(conditionName.quotedForMessage): unknown tuning parameter \(key.quotedForMessage)") }
                }
            }
            conditions.append(StudyCondition(name: conditionName, tuning: tuning))
        }
        guard StudyCondition.countRange.contains(conditions.count) else {
            throw fail(lines.line(atOffset: listOffset), StudyCondition.problem(conditions.map(\.name)) ?? "")
        }
        return conditions
    }
}
