import ReorderKit
import ReorderText
import ReorderTrace

extension PanelReport {
    /// For people: the session, the matrix, the fit, each target, the diagnosis and the fixes.
    public var text: String {
        var lines = ["\(file.escapedForMessage): \(targets.count) target\(targets.count == 1 ? "" : "s") tapped"]
        let density = pointsPerMillimetre.map { "\(Self.fixed($0, 3)) pt/mm" } ?? "density unknown (1 pt = 1/160 in assumed)"
        let screen = switch panel?.fullscreen { case true?: "full screen"; case false?: "not full screen"; case nil: "full screen or not unknown" }
        lines.append("window: \(viewport.width.formatted) x \(viewport.height.formatted) pt, \(density), pixel scale \(pixelScale.formatted), \(screen)")
        lines.append("video driver: \(panel?.videoDriver?.escapedForMessage ?? "unknown")")
        let devices = panel?.touchDevices ?? []
        lines.append("touch devices: " + (devices.isEmpty ? "none listed" : devices.map { device in
            "\(device.id) \(device.name?.quotedForMessage ?? "(no name)") (\(device.type))"
        }.joined(separator: ", ")))
        lines.append("matrix (libinput's [a, b, c, d, e, f], normalised; corrected = matrix x reported): [\(fixes.numbers.joined(separator: ", "))]")
        lines.append("error as reported: p50 \(Self.fixed(error.p50, 2)) \(unit), max \(Self.fixed(error.max, 2)) \(unit); after the matrix: p50 \(Self.fixed(residual.p50, 2)) \(unit), max \(Self.fixed(residual.max, 2)) \(unit)")
        lines.append("targets (x, y pt: reported at; off by, before -> after the matrix):")
        let toUnit = pointsPerMillimetre.map { 1 / $0 } ?? 1
        for target in targets {
            let outside = target.outsideWindow ? ", outside the window" : ""
            lines.append("  \(Self.point(target.target)): reported at \(Self.point(target.reported)); \(Self.fixed(target.error * toUnit, 2)) -> \(Self.fixed(target.residual * toUnit, 2)) \(unit)\(outside)")
        }
        lines.append("diagnosis:")
        lines += diagnosis.map { "  - " + $0 }
        lines.append("fixes (replace OUTPUT with the output's name, from `xrandr` or `swaymsg -t get_outputs`):")
        let labels = ["udev": "udev rule (libinput: X and Wayland; in /etc/udev/rules.d/99-touchscreen-calibration.rules)",
                      "xinput": "xinput (X11, until the session ends; replaces the whole matrix)",
                      "sway": "sway (config, or swaymsg)"]
        for (stack, line) in fixes.byStack {
            lines.append("  \(labels[stack]!):")
            lines += line.split(separator: "\n").map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The same for scripts: one object, keys sorted, numbers as the trace writer writes them.
    public var json: String {
        let spreadKey = unit == "mm" ? "Millimetres" : "Points"
        func spread(_ s: Spread) -> JSONValue { .object(["p50": .number(s.p50), "max": .number(s.max)]) }
        let object: [String: JSONValue] = [
            "file": .string(file),
            "viewport": .object(["width": .number(viewport.width), "height": .number(viewport.height)]),
            "pointsPerMillimetre": pointsPerMillimetre.map(JSONValue.number) ?? .null,
            "pixelScale": .number(pixelScale),
            "fullscreen": panel.map { .bool($0.fullscreen) } ?? .null,
            "videoDriver": panel?.videoDriver.map(JSONValue.string) ?? .null,
            "touchDevices": .array((panel?.touchDevices ?? []).map { device in
                .object(["id": .number(Double(device.id)), "name": device.name.map(JSONValue.string) ?? .null, "type": .string(device.type)])
            }),
            "matrix": .array(matrix.coefficients.map(JSONValue.number)),
            "residual" + spreadKey: spread(residual),
            "error" + spreadKey: spread(error),
            "jitter" + spreadKey: jitter.map(spread) ?? .null,
            "reportRate": reportInterval.map { .number(1 / $0) } ?? .null,
            "targets": .array(targets.map { target in
                .object(["x": .number(target.target.x), "y": .number(target.target.y),
                         "reportedX": .number(target.reported.x), "reportedY": .number(target.reported.y),
                         "errorPoints": .number(target.error), "residualPoints": .number(target.residual),
                         "outsideWindow": .bool(target.outsideWindow)])
            }),
            "diagnosis": .array(diagnosis.map(JSONValue.string)),
            "fixes": .object(Dictionary(uniqueKeysWithValues: fixes.byStack.map { ($0.stack, JSONValue.string($0.line)) })),
            "warnings": .array(warnings.map(JSONValue.string)),
        ]
        return JSONValue.object(object).jsonText
    }

    static func point(_ p: Point) -> String { "(\(fixed(p.x, 1)), \(fixed(p.y, 1)))" }
    static func fixed(_ value: Double, _ digits: Int) -> String { TraceInfo.fixed(value, digits) }
}
