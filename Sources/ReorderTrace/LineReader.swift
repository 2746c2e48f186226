#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte stream into lines with one reusable buffer: the file is never loaded whole.
/// The buffer grows only when a single line does not fit (a header of a million rows is ~50 MB on
/// one line), never past `maximumLineLength`, and shrinks back once such a line is behind.
package final class LineReader {
    /// The longest line accepted, its "\n" included: 64 MiB. The largest line a recording writes is
    /// its header, about 50 bytes a row (`DemoList` rows: 52 MB for the benchmark's million). Without
    /// a cap, `/dev/zero` or a file with no newline fills memory until the program aborts.
    static let maximumLineLength = 64 << 20

    package enum Source {
        /// An open file descriptor, owned (closed in `deinit`).
        case file(Int32)
        case memory([UInt8])
    }

    private let source: Source
    private var memoryOffset = 0
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private let initialCapacity: Int
    /// The first byte of the next line.
    private var lineStart = 0
    /// The end of the bytes read so far.
    private var end = 0
    /// `[lineStart, searched)` is known to hold no "\n".
    private var searched = 0
    private var atEOF = false
    private let maximumLength: Int
    /// Whether the line `next()` returned last was ended by "\n". Only the last line of a file can
    /// lack one: a file cut short (a crash mid-write) ends that way.
    private(set) var lastLineHadNewline = true

    /// `maximumLength`: `maximumLineLength`, or a small one in tests.
    package init(source: Source, bufferSize: Int, maximumLength: Int = LineReader.maximumLineLength) {
        precondition(bufferSize > 0 && bufferSize <= maximumLength)
        self.source = source
        self.maximumLength = maximumLength
        capacity = bufferSize
        initialCapacity = bufferSize
        buffer = .allocate(capacity: bufferSize)
    }

    deinit {
        buffer.deallocate()
        if case .file(let fd) = source { close(fd) }
    }

    /// The next line without its "\n" (or "\r\n"), or nil at the end. The bytes stay valid until the next call.
    /// A last line without a final "\n" is still a line; nothing after a final "\n" is not.
    package func next() throws(LineError) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if let newline = memchr(buffer + searched, Int32(UInt8(ascii: "\n")), end - searched) {
                let index = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                // CRLF gives what LF gives: the "\r" is part of the line end, not of the line.
                let crlf = index > lineStart && buffer[index - 1] == UInt8(ascii: "\r")
                let line = UnsafeBufferPointer(start: buffer + lineStart, count: index - lineStart - (crlf ? 1 : 0))
                lineStart = index + 1
                searched = lineStart
                lastLineHadNewline = true
                return line
            }
            searched = end
            if atEOF {
                guard lineStart < end else { return nil }
                let line = UnsafeBufferPointer(start: buffer + lineStart, count: end - lineStart)
                lineStart = end
                lastLineHadNewline = false
                return line
            }
            try fill()
        }
    }

    /// Makes room after the partial line at `lineStart` and reads into it.
    private func fill() throws(LineError) {
        if lineStart > 0 {
            let pending = end - lineStart
            memmove(buffer, buffer + lineStart, pending)
            end = pending
            searched -= lineStart
            lineStart = 0
            if capacity > initialCapacity, end <= initialCapacity / 2 { resize(to: initialCapacity) }
        } else if end == capacity {
            guard capacity < maximumLength else { throw LineError(Self.tooLong(maximumLength)) }
            resize(to: min(capacity * 2, maximumLength))
        }
        let count = try readInput(into: buffer + end, count: capacity - end)
        if count == 0 { atEOF = true } else { end += count }
    }

    /// The buffer's size now: at most the longest line accepted.
    var bufferCapacity: Int { capacity }

    /// "line longer than 64 MiB", in the largest whole unit.
    static func tooLong(_ limit: Int) -> String {
        let size = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return "line longer than \(size), the longest line this reader accepts"
    }

    private func resize(to newCapacity: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: buffer, count: end)
        buffer.deallocate()
        buffer = larger
        capacity = newCapacity
    }

    /// Reads up to `count` bytes; 0 only at the end of the input.
    private func readInput(into destination: UnsafeMutablePointer<UInt8>, count: Int) throws(LineError) -> Int {
        switch source {
        case .file(let fd):
            while true {
                let n = read(fd, destination, count)
                if n >= 0 { return n }
                if errno != EINTR { throw LineError("cannot read: \(String(cString: strerror(errno)))", isIOError: true) }
            }
        case .memory(let bytes):
            let n = min(count, bytes.count - memoryOffset)
            if n > 0 { bytes.withUnsafeBufferPointer { destination.update(from: $0.baseAddress! + memoryOffset, count: n) } }
            memoryOffset += n
            return n
        }
    }
}
