#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CYAML
import ReorderKit
import ReorderText
import ReorderTrace

/// One event of libyaml's event parser (`yaml_parser_parse`), with the line it starts on (from 1).
struct YAMLEvent: Equatable {
    enum Kind: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case mappingStart, mappingEnd, sequenceStart, sequenceEnd
        case scalar(String)
        /// `*name`: a reference to an anchored node. libinput record never writes one.
        case alias
    }
    var kind: Kind
    var line: Int
}

/// libyaml's event parser over a file or bytes: a document is read one event at a time and never
/// held whole as a tree, so a recording of any length costs what its reader keeps. The C parser is
/// here and nowhere else; its failures are `TraceError`s at the line libyaml's mark gives.
final class YAMLEvents {
    let name: String
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private var file: UnsafeMutablePointer<FILE>?
    private var bytes: UnsafeMutableBufferPointer<UInt8>?
    private var finished = false
    /// The input's length in bytes (a file's when it was opened): where libyaml's end marks stand.
    private var inputLength = Int.max

    /// The bytes of a whole file in memory (tests, the fuzzer).
    init(bytes input: [UInt8], name: String) {
        self.name = name
        yaml_parser_initialize(parser)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(input.count, 1))
        _ = copy.initialize(from: input)
        bytes = copy
        inputLength = input.count
        yaml_parser_set_input_string(parser, copy.baseAddress, input.count)
    }

    /// A file, read as the parser needs it. Failing to open it is an I/O `TraceError` at line 1.
    init(path: String) throws(TraceError) {
        name = path
        // Before anything can throw: deinit deletes the parser whether or not the file opened.
        yaml_parser_initialize(parser)
        guard let opened = fopen(path, "rb") else {
            throw TraceError(file: path, line: 1, message: "cannot open: \(String(cString: strerror(errno)))", isIOError: true)
        }
        file = opened
        var status = stat()
        if fstat(fileno(opened), &status) == 0 { inputLength = Int(status.st_size) }
        yaml_parser_set_input_file(parser, opened)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        if let file { fclose(file) }
        bytes?.deallocate()
    }

    /// The next event; after the stream's end, the end again.
    func next() throws(TraceError) -> YAMLEvent {
        if finished { return YAMLEvent(kind: .streamEnd, line: line(of: parser.pointee.mark)) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let line = event.type == YAML_STREAM_END_EVENT ? line(of: event.start_mark) : Int(event.start_mark.line) + 1
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT:
            finished = true
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_MAPPING_START_EVENT: kind = .mappingStart
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            kind = .scalar(String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self))
        default:
            preconditionFailure("libyaml returned no event without an error")
        }
        return YAMLEvent(kind: kind, line: line)
    }

    /// Reads past the node whose first event was `first` (a scalar, an alias, or a whole mapping or
    /// sequence, however deep), without keeping it.
    func skip(from first: YAMLEvent) throws(TraceError) {
        var depth = 0
        var event = first
        while true {
            switch event.kind {
            case .mappingStart, .sequenceStart: depth += 1
            case .mappingEnd, .sequenceEnd: depth -= 1
            case .streamEnd, .documentEnd, .streamStart, .documentStart:
                preconditionFailure("libyaml ends a document only where its nodes end")
            case .scalar, .alias: break
            }
            if depth == 0 { return }
            event = try next()
        }
    }

    private func failure() -> TraceError {
        let state = parser.pointee
        if state.error == YAML_READER_ERROR, let file, ferror(file) != 0 {
            return TraceError(file: name, line: line(of: state.problem_mark),
                              message: "cannot read: \(String(cString: strerror(errno)))", isIOError: true)
        }
        let problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
        let context = state.context.map { " " + String(cString: $0) } ?? ""
        let mark = state.problem_mark.line > 0 || state.context == nil ? state.problem_mark : state.context_mark
        return TraceError(file: name, line: line(of: mark), message: "not valid YAML: \(problem)\(context)".escapedForMessage)
    }

    /// The line (from 1) a mark is on. At the end of the input, libyaml's mark stands at the start of
    /// the line after the last (a missing final line break counted as there): that names the last
    /// line, so a one-line file's error is never at line 2 (found by the libinput fuzz target: `#`).
    func line(of mark: yaml_mark_t) -> Int {
        let atEnd = mark.index >= inputLength && mark.column == 0 && mark.line > 0
        return atEnd ? Int(mark.line) : Int(mark.line) + 1
    }
}
