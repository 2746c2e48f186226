import ReorderTrace

/// What one replay of a trace makes (`info`, `plot`): the trace read from a file or from bytes
/// alike, streamed through `Replay.run(_:observer:)`; a malformed line throws as in `replay`.
public protocol ReplayedTrace {
    init(reader: TraceReader) throws(TraceError)
}

extension ReplayedTrace {
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(path: path, onWarning: onWarning))
    }

    public init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(bytes: bytes, name: name, onWarning: onWarning))
    }
}
