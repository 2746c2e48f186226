import ReorderKit
import ReorderTrace

/// `DIR/<participant>/participant.json`: `{"name":"p1","index":1,"blockOrder":["android","ios","gtk4"]}`,
/// written when the participant's first run starts, so a resumed run keeps the same order even if
/// the folder gained participants since.
public struct ParticipantFile: Equatable, Sendable {
    public var name: String
    /// 1-based: which row of the Latin square the participant takes.
    public var index: Int
    /// Condition names, block 1 first.
    public var blockOrder: [String]

    public init(name: String, index: Int, blockOrder: [String]) {
        self.name = name
        self.index = index
        self.blockOrder = blockOrder
    }

    /// The trailing integer of the name (`p3` -> 3, `alice-2` -> 2), if it has one.
    public static func trailingIndex(of name: String) -> Int? {
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return Int(String(digits.reversed())).flatMap { $0 >= 1 ? $0 : nil }
    }

    public var jsonText: String {
        JSONValue.object(["name": .string(name), "index": .number(Double(index)),
                          "blockOrder": .array(blockOrder.map { .string($0) })]).jsonText + "\n"
    }

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
        self.init(name: name, index: Int(index), blockOrder: order)
    }
}
