import ReorderKit
import ReorderText

/// The `mark` that announces a panel-check target, `panel:target x=X y=Y` in viewport points
/// (docs/trace-format.md, "Mark labels"): written by the panel check's window, read by its analysis.
public enum PanelTargetMark {
    /// The label's first word.
    public static let prefix = "panel:target"

    /// What is wrong with a target's label.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The label for a target, numbers in the trace writer's shortest form, which reads back as the
    /// same double.
    public static func label(_ point: Point) -> String {
        var x = "", y = ""
        TraceWriter.appendNumber(point.x, to: &x)
        TraceWriter.appendNumber(point.y, to: &y)
        return "\(prefix) x=\(x) y=\(y)"
    }

    /// Whether a mark's label is a target's (`panel:target` and its words), not another annotation.
    public static func isTarget(_ label: String) -> Bool {
        label == prefix || label.hasPrefix(prefix + " ")
    }

    /// The point a target's label gives, or what is wrong with it. Words other than `x=` and `y=` are
    /// ignored (a later window may add a name); each of those two must be there once, a finite number.
    public static func parse(_ label: String) -> Result<Point, Problem> {
        var x: Double?, y: Double?
        for word in label.split(separator: " ").dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "x" || parts[0] == "y" else { continue }
            guard (parts[0] == "x" ? x : y) == nil else {
                return .failure(Problem(message: "\(prefix): \(parts[0])= given twice in \(label.quotedForMessage)"))
            }
            guard let value = Double(parts[1]), value.isFinite else {
                return .failure(Problem(message: "\(prefix): \(parts[0]) must be a finite number, got \(String(parts[1]).quotedForMessage)"))
            }
            if parts[0] == "x" { x = value } else { y = value }
        }
        guard let x, let y else {
            return .failure(Problem(message: "\(prefix) needs x=X y=Y (viewport points), got \(label.quotedForMessage)"))
        }
        return .success(Point(x: x, y: y))
    }
}
