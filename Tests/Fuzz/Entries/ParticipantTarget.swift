import ReorderKit
import ReorderStudy
import ReorderTrace

/// A participant's `participant.json`, read when their run resumes: `ParticipantFile(bytes:name:)`.
/// What must hold of every file accepted: written back (`jsonText`) it reads back equal.
enum ParticipantTarget {
    static let name = "fuzz.participant.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let participant: ParticipantFile
        do throws(TraceError) {
            participant = try ParticipantFile(bytes: bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        do throws(TraceError) {
            guard try ParticipantFile(bytes: Array(participant.jsonText.utf8), name: "written") == participant else {
                return .broken("written back, it reads back different")
            }
        } catch {
            return .broken("written back, it does not read: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }
}
