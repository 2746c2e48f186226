/// Where keys are in a JSON file's text, to put a line number on a value's problem: `JSONValue`
/// keeps no positions. One pass notes every string followed (after blanks) by `:`, and where lines
/// start: a key's line is then a lookup, not a search of the text (a search per key took a 40,000-key
/// profile 95.9 s). A key written with escapes is not found; callers fall back to an enclosing key's line.
/// The window's tuning profile, the study's files and conditions read with it.
public struct KeyLineIndex: Sendable {
    /// Each key's opening quote, in file order, by its raw text.
    private var offsets: [String: [Int]] = [:]
    private var newlines: [Int] = []

    public init(bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                newlines.append(index)
                index += 1
            case UInt8(ascii: "\""):
                let open = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\n") { newlines.append(index) }
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let close = min(index, bytes.count)
                index = close + 1
                var after = index
                while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) {
                    if bytes[after] == 0x0A { newlines.append(after) }
                    after += 1
                }
                index = after
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                    offsets[String(decoding: bytes[(open + 1)..<close], as: UTF8.self), default: []].append(open)
                }
            default:
                index += 1
            }
        }
    }

    /// Offset of the first `"key"` followed by `:`, at or after `start`.
    public func offset(ofKey key: String, from start: Int) -> Int? {
        offsets[key]?.first { $0 >= start }
    }

    /// 1-based line of a byte offset.
    public func line(atOffset offset: Int) -> Int {
        var low = 0, high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return 1 + low
    }
}
