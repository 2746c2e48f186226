import ReorderKit
import ReorderTrace

/// `DIR/<participant>/participant.json`: `{"name":"p1","index":1,"blockOrder":["android","ios","gtk4"],
/// "study":{"digest":...}}`, written when the participant's first run starts, so a resumed run keeps
/// the same order even if the folder gained participants since, and can tell that `study.json`
/// changed under them (`study`, a `StudyStamp`; absent in files written before it was kept).
public struct ParticipantFile: Equatable, Sendable {
    public var name: String
    /// 1-based: which row of the Latin square the participant takes (row `(index - 1) mod rows`).
    /// Given in turn (`StudyFolder.nextIndex`), never from the name: `P1`, `p01` and `-p1` are three people.
    public var index: Int
    /// Condition names, block 1 first.
    public var blockOrder: [String]
    /// The study they started under; nil in an older file.
    public var study: StudyStamp?

    public init(name: String, index: Int, blockOrder: [String], study: StudyStamp? = nil) {
        self.name = name
        self.index = index
        self.blockOrder = blockOrder
        self.study = study
    }

    public var jsonText: String {
        var object: [String: JSONValue] = ["name": .string(name), "index": .number(Double(index)),
                                           "blockOrder": .array(blockOrder.map { .string($0) })]
        if let study { object["study"] = study.jsonValue }
        return JSONValue.object(object).jsonText + "\n"
    }

    /// The one reader of `participant.json`, for `study` and `study-report` (and a fuzz target):
    /// bytes in, a participant or `FILE:LINE: problem` out. Keys it does not know are ignored.
    public init(bytes: [UInt8], name file: String) throws(TraceError) {
        let document = try JSONValue(document: bytes, name: file)
        let lines = KeyLineIndex(bytes: bytes)
        func fail(_ key: String, _ message: String) -> TraceError {
            TraceError(file: file, line: lines.line(atOffset: lines.offset(ofKey: key, from: 0) ?? 0), message: message)
        }
        guard case .object(let top) = document else { throw TraceError(file: file, line: 1, message: "a participant must be a JSON object, got \(document.typeName)") }
        guard case .string(let name)? = top["name"] else { throw fail("name", "`name` must be a string") }
        guard case .number(let index)? = top["index"], index == index.rounded(), index >= 1, index <= 1e9 else {
            throw fail("index", "`index` must be a whole number >= 1")
        }
        guard case .array(let items)? = top["blockOrder"] else { throw fail("blockOrder", "`blockOrder` must be an array of condition names") }
        var order: [String] = []
        for item in items {
            guard case .string(let condition) = item else { throw fail("blockOrder", "`blockOrder` must be an array of condition names") }
            order.append(condition)
        }
        var study: StudyStamp?
        if let value = top["study"] { study = try StudyStamp(value) { fail("study", $0) } }
        self.init(name: name, index: Int(index), blockOrder: order, study: study)
    }
}
