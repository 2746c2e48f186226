/// Where a session keeps the committed order between runs (the window's `StateStore`): saved on
/// every drop and at the end. A failure is the session's warning, not the end of it.
public protocol OrderStore: AnyObject {
    /// `sections`: each section's id and row ids, in order, for a layout with sections; else nil.
    func save(order: [String], sections: [(id: String, rows: [String])]?) throws
}
