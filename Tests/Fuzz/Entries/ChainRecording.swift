import ReorderKit
import ReorderTrace
import ReorderImport

/// A short protocol B recording for a fuzzed chain to filter: the Atmel maXTouch fixture's
/// description (Tests/ReorderImportTests/Fixtures/evemu) and one stroke of 40 frames with steps of
/// 1 to 300 units, a pressure that dips to 0 and back mid-stroke (pthres, debounce), and the up.
/// Short, so the fuzzer keeps its speed; varied, so every filter's arithmetic meets large steps.
enum ChainRecording {
    static let name = "chain.events"

    static let bytes: [UInt8] = {
        var lines = ["N: Atmel maXTouch Touchscreen", "I: 0018 0000 0000 0000", "P: 02 00 00 00 00 00 00 00",
                     "B: 00 0b 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00",
                     "B: 01 00 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00",
                     "B: 01 00 04 00 00 00 00 00 00", "B: 03 03 00 00 00 00 80 e0 0e",
                     "A: 00 0 799 0 0 0", "A: 01 0 479 0 0 0", "A: 2f 0 9 0 0 0", "A: 35 0 799 0 0 0", "A: 36 0 479 0 0 0",
                     "A: 37 0 2 0 0 0", "A: 39 0 65535 0 0 0", "A: 3a 0 255 0 0 0", "A: 3b 0 1 0 0 0"]
        func event(_ frame: Int, _ type: Int, _ code: Int, _ value: Int) -> String {
            let micros = frame * 13_000 + 1
            let seconds = "\(micros / 1_000_000)." + String("00000\(micros % 1_000_000)".suffix(6))
            return "E: \(seconds) " + [type, code].map { String("000\(String($0, radix: 16))".suffix(4)) }.joined(separator: " ") + " \(value)"
        }
        var x = 10, y = 10
        lines += [event(0, 3, 0x39, 1), event(0, 3, 0x35, x), event(0, 3, 0x36, y), event(0, 3, 0x3a, 200),
                  event(0, 1, 0x14a, 1), event(0, 0, 0, 0)]
        for frame in 1..<40 {
            // Steps of 1, 7, 49, 300 units in turn; the walls of the axes turn them back.
            let step = [1, 7, 49, 300][frame % 4]
            x = (x + step) % 800
            y = (y + step * 3) % 480
            lines += [event(frame, 3, 0x35, x), event(frame, 3, 0x36, y), event(frame, 3, 0x3a, frame % 13 == 0 ? 0 : 50 + frame)]
            lines.append(event(frame, 0, 0, 0))
        }
        lines += [event(40, 3, 0x39, -1), event(40, 1, 0x14a, 0), event(40, 0, 0, 0)]
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }()

    /// The recording through `conf`: refused in one line naming the recording, or a trace that replays.
    static func filter(through conf: TSConf) -> FuzzOutcome {
        let result: ImportResult
        do throws(TraceError) {
            result = try EvemuImport.convert(recording: bytes, recordingName: name, options: ImportOptions(filters: conf))
        } catch {
            if let problem = MessageRules.problem(in: error.description, file: name, input: bytes) {
                return .broken("the chain's import refusal \(problem): \(MessageRules.visible(error.description))")
            }
            return .accepted
        }
        if let problem = MessageRules.firstProblem(in: result.warnings, kind: "the chain's import warning", file: name, input: bytes) {
            return .broken(problem)
        }
        return ImportedTrace.problem(result).map(FuzzOutcome.broken) ?? .accepted
    }
}
