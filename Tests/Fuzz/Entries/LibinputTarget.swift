import ReorderKit
import ReorderTrace
import ReorderImport

/// `reorder-lab import-libinput FILE`: a libinput record file, converted by `LibinputImport.convert`
/// as the command gives it the file's bytes, with its default device choice and options; libyaml
/// parses it. What must hold of every file that imports: the trace it makes reads and replays.
enum LibinputTarget {
    static let name = "fuzz.yml"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        // Lines as YAML counts them (CR, CR LF, LF, NEL, LS and PS each end one), for the rule that a
        // message names a line the input has.
        let lines = yamlLines(bytes)
        let result: ImportResult
        do throws(TraceError) {
            result = try LibinputImport.convert(recording: bytes, recordingName: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: lines)
        }
        if let problem = MessageRules.firstProblem(in: result.warnings, kind: "warning", file: name, input: lines) {
            return .broken(problem)
        }
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(result.text.utf8), name: "imported")
            var engine: Engine = try reader.header.makeEngine(file: reader.file)
            let events = try reader.readRemaining()
            guard events.count == result.events.count else { return .broken("the imported trace reads back with other events") }
            _ = Replay.run(&engine, events: events)
        } catch {
            return .broken("the imported trace does not replay: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }

    /// The bytes with every YAML line break made a LF.
    static func yamlLines(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0D {
                out.append(0x0A)
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else if byte == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 {
                out.append(0x0A)
                i += 1
            } else if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                out.append(0x0A)
                i += 2
            } else {
                out.append(byte)
            }
            i += 1
        }
        return out
    }
}
