import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// `reorder-lab presets [--json]`: every preset with its values and where they come from.
enum PresetsCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab presets", options: [
            .flag("--json", \.json, help: [
                #"{"presets":[{"name":..,"values":{TUNING NAME:..},"units":{..},"source":..}],"#,
                #""assumedPointsPerMillimetre":..}"#,
            ]),
        ], column: 12)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Lists the presets of `--preset`, the window's `p` key and `compare --presets`, in that
        order, each with the values it sets and its source. Every preset sets all of
          \(TuningPreset.keys.prefix(4).joined(separator: ", "))
          \(TuningPreset.keys.dropFirst(4).joined(separator: ", "))
        to its platform's value or to the engine's default. Lengths are in points on a display of
        160 points an inch (1 pt = 1/160 inch), what a trace without `pointsPerMillimetre` is taken
        to be; `units` gives a length in the platform's own unit (dp, inches, GNOME's pixels x UI
        scale) where it converts with the display's density.
        exit status: 0 done; 64 bad arguments.
        """

    struct Arguments: Equatable {
        var json = false
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let parsed = syntax.parse(arguments, into: Arguments()) { _, _ in }
        switch syntax.arguments(parsed, usage: usage, console: console) {
        case .success(let options):
            console.out(options.json ? json : text)
            return ExitStatus.success
        case .failure(let exit):
            return exit
        }
    }

    /// The lengths a preset keeps in a unit that is not a point, by tuning name.
    static func units(_ preset: TuningPreset) -> [(String, PresetLength)] {
        let spec = preset.spec
        var units: [(String, PresetLength)] = []
        if case .points = spec.allowableMovement {} else { units.append(("allowableMovement", spec.allowableMovement)) }
        if let mouse = spec.mouse {
            if case .points = mouse.activationDistance {} else { units.append(("mouse.activationDistance", mouse.activationDistance)) }
        }
        return units
    }

    /// `name  0.5 s, 10 pt; mouse by 8 pt` then the source, indented.
    static var text: String {
        let width = TuningPreset.allCases.map(\.rawValue.count).max() ?? 0
        return TuningPreset.allCases.map { preset in
            let tuning = preset.tuning
            var values = "\(tuning.longPressSeconds.formatted) s within \(tuning.allowableMovement.formatted) pt"
            let mouse = tuning.resolved(for: .mouse)
            if mouse.activation == .distance {
                values += "; mouse lifts past \(mouse.activationDistance.formatted) pt"
                if mouse.longPressSeconds != tuning.longPressSeconds {
                    values += " or after \(mouse.longPressSeconds.formatted) s within \(mouse.allowableMovement.formatted) pt"
                }
            }
            if let autoscroll = preset.spec.autoscroll {
                values += "; autoscroll \(autoscroll.maxSpeed.formatted) pt/s \(autoscroll.curve.rawValue)"
                if autoscroll.rampSeconds > 0 { values += ", ramp \(autoscroll.rampSeconds.formatted) s \(autoscroll.rampCurve.rawValue)" }
            }
            let converted = units(preset)
            if !converted.isEmpty { values += " (" + converted.map { "\($0.0) \($0.1.text)" }.joined(separator: ", ") + ")" }
            let name = preset.rawValue + String(repeating: " ", count: width - preset.rawValue.count)
            return "\(name)  \(values)\n" + String(repeating: " ", count: width + 2) + preset.source
        }.joined(separator: "\n")
    }

    static var json: String {
        var out = "{\"presets\":["
        for (i, preset) in TuningPreset.allCases.enumerated() {
            if i > 0 { out += "," }
            out += "{\"name\":"
            TraceWriter.appendString(preset.rawValue, to: &out)
            out += ",\"values\":"
            TraceWriter.appendValue(.object(preset.jsonObject), to: &out)
            out += ",\"units\":"
            TraceWriter.appendValue(.object(Dictionary(uniqueKeysWithValues: units(preset).map { ($0.0, .string($0.1.text)) })), to: &out)
            out += ",\"source\":"
            TraceWriter.appendString(preset.source, to: &out)
            out += "}"
        }
        out += "],\"assumedPointsPerMillimetre\":"
        TraceWriter.appendNumber(DisplayDensity.assumedPointsPerMillimetre, to: &out)
        return out + "}"
    }
}
