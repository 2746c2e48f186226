import ReorderKit
import ReorderText
import ReorderTrace

/// The line that applies a calibration on each input stack (docs/panel.md, with sources). All
/// three write the same six numbers, libinput's `[a, b, c, d, e, f]` with corrected = matrix x
/// reported in coordinates normalised to the output:
///
/// - udev: `LIBINPUT_CALIBRATION_MATRIX`, "6 floating point numbers separated by a single space",
///   libinput's default matrix for the device (libinput's "Static device configuration via udev").
///   libinput applies it to device-normalised coordinates before any output mapping, so it holds on
///   X (xf86-input-libinput) and on Wayland compositors alike, with any number of outputs.
/// - xinput: "Coordinate Transformation Matrix", 9 numbers row-major, the matrix with its last row
///   `0 0 1`; X applies it on top of libinput, relative to the whole screen (all outputs together),
///   and it replaces the matrix `xinput map-to-output` wrote: right as printed with one output.
/// - sway: `input <identifier> calibration_matrix` takes the same 6 numbers (sway-input(5));
///   `type:touch` is every touchscreen.
///
/// When taps fell outside the window the touchscreen is mapped onto more than this output, and the
/// first fix is to map it to this output (`xinput map-to-output`, sway's `map_to_output`), then to
/// measure again; udev has no such setting.
public struct PanelFixes: Equatable, Sendable {
    /// The matrix's six numbers as every line writes them.
    public var numbers: [String]
    public var udev: String
    public var xinput: String
    public var sway: String

    /// For JSON and the text's labels, in the order shown.
    public var byStack: [(stack: String, line: String)] { [("udev", udev), ("xinput", xinput), ("sway", sway)] }

    public static func == (a: PanelFixes, b: PanelFixes) -> Bool {
        a.numbers == b.numbers && a.udev == b.udev && a.xinput == b.xinput && a.sway == b.sway
    }

    /// `device`: the touchscreen's name as SDL gave it (nil: the lines match every touchscreen, or
    /// name a placeholder); `mapToOutput`: whether to map the touchscreen to its output first.
    public init(matrix: AffineMap, device: String?, mapToOutput: Bool) {
        numbers = matrix.coefficients.map(Self.number)
        let six = numbers.joined(separator: " ")
        var match = #"ACTION=="add|change", KERNEL=="event[0-9]*", ENV{ID_INPUT_TOUCHSCREEN}=="1""#
        if let device { match += #", ATTRS{name}=="\#(Self.udevPattern(device))""# }
        udev = match + #", ENV{LIBINPUT_CALIBRATION_MATRIX}="\#(six)""#
        let name = device.map(Self.shellQuoted) ?? "DEVICE"
        xinput = "xinput set-prop \(name) --type=float 'Coordinate Transformation Matrix' \(six) 0 0 1"
        sway = "input type:touch calibration_matrix \(six)"
        if mapToOutput {
            xinput = "xinput map-to-output \(name) OUTPUT\n" + xinput
            sway = "input type:touch map_to_output OUTPUT\n" + sway
        }
    }

    /// The touchscreen the lines name: the first direct touch device SDL saw, by its name.
    public static func device(in panel: PanelFacts?) -> String? {
        panel?.touchDevices.first { $0.type == "direct" && $0.name?.isEmpty == false }?.name
    }

    /// Six decimals (a millionth of the output: far below a pixel), trailing zeros dropped: `1`,
    /// `-0.0125`, `0.98`.
    static func number(_ value: Double) -> String {
        var text = value.fixed(6)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A udev match value: udev has no escape inside quotes, and `*`, `?`, `[` are patterns, so any
    /// of those, a quote, a backslash or a character messages escape (controls, bidi marks) becomes
    /// `?`, which matches it.
    static func udevPattern(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            let text = String(scalar)
            return "\"\\*?[]".contains(text) || text.escapedForMessage != text ? "?" : Character(scalar)
        })
    }

    /// Single-quoted for a POSIX shell (a quote inside as '\''); control characters escaped so the
    /// line stays one line (such a name cannot be typed anyway).
    static func shellQuoted(_ name: String) -> String {
        "'" + name.escapedForMessage.replacingAll("'", with: #"'\''"#) + "'"
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
