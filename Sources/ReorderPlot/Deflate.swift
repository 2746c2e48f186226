/// A small deflate compressor (RFC 1951): one block coded with the FIXED Huffman code (BTYPE 01)
/// and a greedy LZ77 matcher that remembers only the most recent position of each 3-byte hash.
///
/// Why this little: the pictures it compresses are charts, mostly runs of one colour, where a
/// 258-byte match costs 13-18 bits whatever the code; dynamic Huffman tables and hash chains would
/// add a second parser and a tree builder to win perhaps another factor of two on the few text
/// and line pixels. Random bytes grow by about 6 % under the fixed code, so callers that may see
/// them (`PNGEncoder.zlib`) keep a stored-block fallback.
enum Deflate {
    /// Raw deflate data (no zlib header or checksum) for `data`, in one final fixed-Huffman block.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(data.count / 8 + 64)
        writer.write(0b011, 3)  // BFINAL 1, BTYPE 01 (written low bit first: 1, then 1, 0)
        data.withUnsafeBufferPointer { input in
            var head = [Int32](repeating: -1, count: hashSize)
            head.withUnsafeMutableBufferPointer { head in
                encodeBody(input, head: head, into: &writer)
            }
        }
        writer.writeCode(256)  // end of block
        writer.flush()
        return writer.bytes
    }

    // MARK: Matching

    static let minimumMatch = 3
    static let maximumMatch = 258
    static let window = 32_768
    static let hashBits = 15
    static let hashSize = 1 << hashBits

    /// Three bytes folded into `hashBits` bits (a multiplicative hash, Knuth's 2654435761).
    @inline(__always)
    static func hash(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let v = UInt32(p[i]) | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) << 16
        return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
    }

    /// Greedy parse: at each position take the match at the most recent position with the same
    /// hash if it is at least 3 bytes long, else a literal. Every position passed, matched or
    /// not, goes into the table, so a run of one RGBA colour finds itself 4 bytes back.
    static func encodeBody(_ input: UnsafeBufferPointer<UInt8>, head: UnsafeMutableBufferPointer<Int32>,
                           into writer: inout BitWriter) {
        let n = input.count
        var i = 0
        while i < n {
            guard i + minimumMatch <= n else {
                writer.writeCode(Int(input[i]))
                i += 1
                continue
            }
            let h = hash(input, i)
            let candidate = Int(head[h])
            head[h] = Int32(i)
            var length = 0
            if candidate >= 0, i - candidate <= window {
                let limit = min(maximumMatch, n - i)
                while length < limit, input[candidate + length] == input[i + length] { length += 1 }
            }
            if length >= minimumMatch {
                writer.writeLength(length)
                writer.writeDistance(i - candidate)
                // The positions inside the match join the table too; the last two have no
                // three bytes left to hash when the match ends the input.
                let end = i + length
                var j = i + 1
                while j < end, j + minimumMatch <= n {
                    head[hash(input, j)] = Int32(j)
                    j += 1
                }
                i = end
            } else {
                writer.writeCode(Int(input[i]))
                i += 1
            }
        }
    }

    // MARK: The fixed code (RFC 1951 §3.2.6)

    /// For each literal/length symbol 0...287: its code with the bits reversed (deflate sends
    /// Huffman codes most significant bit first into an LSB-first stream) in the low 16 bits, and
    /// its bit count above them.
    static let fixedLiteralCodes: [UInt32] = (0..<288).map { symbol in
        let (code, bits): (Int, Int)
        switch symbol {
        case 0...143: (code, bits) = (0x30 + symbol, 8)
        case 144...255: (code, bits) = (0x190 + symbol - 144, 9)
        case 256...279: (code, bits) = (symbol - 256, 7)
        default: (code, bits) = (0xC0 + symbol - 280, 8)
        }
        return UInt32(reversed(code, bits)) | UInt32(bits) << 16
    }

    /// Distance symbols 0...29 are plain 5-bit codes, reversed for the same reason.
    static let fixedDistanceCodes: [UInt32] = (0..<30).map { UInt32(reversed($0, 5)) }

    static func reversed(_ code: Int, _ bits: Int) -> Int {
        var out = 0
        for b in 0..<bits where code >> b & 1 == 1 { out |= 1 << (bits - 1 - b) }
        return out
    }

    /// A match length 3...258 as (symbol 257...285, extra bit count, extra value). Symbols 257-264
    /// are lengths 3-10 exactly; after that every four symbols double the span and add one extra
    /// bit, and 258 has its own symbol 285.
    static func lengthSymbol(_ length: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        if length == maximumMatch { return (285, 0, 0) }
        let v = length - 3
        if v < 8 { return (257 + v, 0, 0) }
        let top = Int.bitWidth - 1 - v.leadingZeroBitCount  // 3...7
        let extraBits = top - 2
        return (257 + 4 * (top - 1) + (v >> extraBits & 3), extraBits, v & (1 << extraBits - 1))
    }

    /// A distance 1...32768 as (symbol 0...29, extra bit count, extra value): distances 1-4 are
    /// symbols 0-3, then every two symbols double the span and add one extra bit.
    static func distanceSymbol(_ distance: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        let v = distance - 1
        if v < 4 { return (v, 0, 0) }
        let top = Int.bitWidth - 1 - v.leadingZeroBitCount  // 2...14
        let extraBits = top - 1
        return (2 * top + (v >> extraBits & 1), extraBits, v & (1 << extraBits - 1))
    }
}

/// Bits packed least significant first into bytes, as deflate wants them.
struct BitWriter {
    var bytes: [UInt8] = []
    var buffer: UInt64 = 0
    var count = 0

    /// `n` (at most 32) low bits of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, _ n: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    @inline(__always)
    mutating func writeCode(_ symbol: Int) {
        let entry = Deflate.fixedLiteralCodes[symbol]
        write(entry & 0xFFFF, Int(entry >> 16))
    }

    mutating func writeLength(_ length: Int) {
        let (symbol, extraBits, extra) = Deflate.lengthSymbol(length)
        writeCode(symbol)
        if extraBits > 0 { write(UInt32(extra), extraBits) }
    }

    mutating func writeDistance(_ distance: Int) {
        let (symbol, extraBits, extra) = Deflate.distanceSymbol(distance)
        write(Deflate.fixedDistanceCodes[symbol], 5)
        if extraBits > 0 { write(UInt32(extra), extraBits) }
    }

    /// Pads the last byte with zero bits.
    mutating func flush() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}
