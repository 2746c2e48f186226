/// Small traces as text, for tests that need a file of a known shape.
public enum TraceText {
    /// A header: a 320 x 480 pt viewport and two 44 pt rows, `a` and `b`.
    public static let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44},{"id":"b","height":44}]}"#

    /// `header`, then a frame at 1 s and one at 0.5 s: malformed at line 3 ("t goes backwards").
    public static let backwards = header + "\n{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n"
}
