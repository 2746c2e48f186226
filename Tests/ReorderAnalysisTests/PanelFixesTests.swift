import Testing
import ReorderKit
@testable import ReorderAnalysis

/// The lines that apply a calibration per input stack: the same six numbers in each.
@Suite struct PanelFixesTests {
    static let matrix = AffineMap(a: 1.1111111, b: -0.0000004, c: -0.0444444, d: 0, e: 0.952381, f: 0.0285714)

    /// The six numbers after a line's `prefix`, as its reader splits them (on single spaces).
    func six(_ line: String, after prefix: String) throws -> [String] {
        let start = try #require(line.range(of: prefix)).upperBound
        return Array(line[start...].split(separator: " ", omittingEmptySubsequences: false).prefix(6).map { String($0.prefix { $0 != "\"" }) })
    }

    @Test func udevXinputAndSwayHoldTheSameSixNumbers() throws {
        let fixes = PanelFixes(matrix: Self.matrix, device: "ELAN Touchscreen", mapToOutput: false)
        #expect(fixes.numbers == ["1.111111", "0", "-0.044444", "0", "0.952381", "0.028571"])
        #expect(fixes.udev == #"ACTION=="add|change", KERNEL=="event[0-9]*", ENV{ID_INPUT_TOUCHSCREEN}=="1", ATTRS{name}=="ELAN Touchscreen", ENV{LIBINPUT_CALIBRATION_MATRIX}="1.111111 0 -0.044444 0 0.952381 0.028571""#)
        #expect(fixes.xinput == "xinput set-prop 'ELAN Touchscreen' --type=float 'Coordinate Transformation Matrix' 1.111111 0 -0.044444 0 0.952381 0.028571 0 0 1")
        #expect(fixes.sway == "input type:touch calibration_matrix 1.111111 0 -0.044444 0 0.952381 0.028571")
        let udev = try six(fixes.udev, after: #"LIBINPUT_CALIBRATION_MATRIX}=""#)
        #expect(udev == fixes.numbers)
        #expect(try six(fixes.xinput, after: "'Coordinate Transformation Matrix' ") == udev)
        #expect(try six(fixes.sway, after: "calibration_matrix ") == udev)
        // Read back, the numbers are the matrix to the millionth.
        for (text, value) in zip(udev, Self.matrix.coefficients) { #expect(abs(Double(text)! - value) < 5e-7) }
    }

    @Test func aNameWithQuotesAndPatternsStaysOneSafeLine() {
        let fixes = PanelFixes(matrix: .identity, device: "Bob's \"Touch\" [v2]*\u{1}", mapToOutput: true)
        #expect(fixes.udev.contains(#"ATTRS{name}=="Bob's ?Touch? ?v2???""#))
        #expect(fixes.xinput.hasPrefix(#"xinput map-to-output 'Bob'\''s "Touch" [v2]*\u0001' OUTPUT"#))
        #expect(fixes.xinput.split(separator: "\n").count == 2 && !fixes.udev.contains("\n"))
    }

    @Test func numbersAreSixDecimalsWithoutTrailingZerosOrANegativeZero() {
        #expect(PanelFixes.number(1) == "1" && PanelFixes.number(-0.0000001) == "0" && PanelFixes.number(0.5) == "0.5")
        #expect(PanelFixes.number(-1.25) == "-1.25" && PanelFixes.number(1e20) == "1e+20")
    }
}
