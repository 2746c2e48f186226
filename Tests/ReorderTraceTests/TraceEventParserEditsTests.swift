import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// Edit lines (docs/trace-format.md "Edits"): what the reader makes of them, what it refuses with
/// `FILE:LINE:`, what the writer writes, and what replay reports.
@Suite struct TraceEventParserEditsTests {
    static let list = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44},{"id":"b","height":44},{"id":"c","height":44}]}"#
    static let sections = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"layout":{"kind":"sections"},"sections":[{"id":"s1"},{"id":"s2"}],"rows":[{"id":"a","height":44,"section":"s1"},{"id":"b","height":44,"section":"s2"}]}"#
    static let grid = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"layout":{"kind":"grid"},"rows":[{"id":"a","height":100,"width":100}]}"#

    static func read(_ lines: [String], header: String = list) throws(TraceError) -> [TimedEvent] {
        let text = ([header] + lines).map { $0 + "\n" }.joined()
        return try TraceReader(bytes: Array(text.utf8), name: "e.jsonl").readRemaining()
    }

    /// The message of the error, as `FILE:LINE: problem`, or nil when the lines read.
    static func error(_ lines: [String], header: String = list) -> String? {
        do throws(TraceError) {
            _ = try read(lines, header: header)
            return nil
        } catch {
            return "\(error.file):\(error.line): \(error.message)"
        }
    }

    @Test func everyEditLineReads() throws {
        let events = try Self.read([
            #"{"t":0.1,"type":"insert","index":3,"rows":[{"id":"d","height":30,"label":"New","movable":false}]}"#,
            #"{"t":0.2,"type":"delete","ids":["a","d"]}"#,
            #"{"t":0.3,"type":"update","id":"b","height":60,"label":"Bee","movable":false}"#,
            #"{"t":0.4,"type":"reorder","id":"c","index":0}"#,
            #"{"t":0.5,"type":"insert","index":0,"rows":[{"id":"a","height":44}]}"#,  // a deleted id comes back
        ])
        #expect(events.map(\.event) == [
            .edit(.insert([Row(id: "d", height: 30, movable: false, label: "New")], at: 3, section: nil)),
            .edit(.delete(ids: ["a", "d"])),
            .edit(.update(id: "b", RowChanges(height: 60, label: "Bee", movable: false))),
            .edit(.reorder(id: "c", to: 0, section: nil)),
            .edit(.insert([Row(id: "a", height: 44)], at: 0, section: nil)),
        ])
    }

    @Test func sectionsAndGridsReadTheirKeys() throws {
        let sections = try Self.read([#"{"t":0,"type":"insert","index":0,"section":"s2","rows":[{"id":"c","height":44}]}"#,
                                      #"{"t":0,"type":"reorder","id":"a","index":1,"section":"s2"}"#], header: Self.sections)
        #expect(sections.map(\.event) == [.edit(.insert([Row(id: "c", height: 44, section: "s2")], at: 0, section: "s2")),
                                          .edit(.reorder(id: "a", to: 1, section: "s2"))])
        let grid = try Self.read([#"{"t":0,"type":"insert","index":1,"rows":[{"id":"b","height":50,"width":80}]}"#,
                                  #"{"t":0,"type":"update","id":"a","width":20}"#], header: Self.grid)
        #expect(grid.map(\.event) == [.edit(.insert([Row(id: "b", height: 50, width: 80)], at: 1, section: nil)),
                                      .edit(.update(id: "a", RowChanges(width: 20)))])
    }

    @Test(arguments: [
        // Unknown ids.
        (#"{"t":0,"type":"delete","ids":["zz"]}"#, #"e.jsonl:2: no row "zz" is present to delete"#),
        (#"{"t":0,"type":"update","id":"zz","height":3}"#, #"e.jsonl:2: no row "zz" is present to update"#),
        (#"{"t":0,"type":"reorder","id":"zz","index":0}"#, #"e.jsonl:2: no row "zz" is present to reorder"#),
        // Duplicate ids.
        (#"{"t":0,"type":"insert","index":0,"rows":[{"id":"a","height":4}]}"#, #"e.jsonl:2: row 1: id "a" is already present"#),
        (#"{"t":0,"type":"insert","index":0,"rows":[{"id":"x","height":4},{"id":"x","height":4}]}"#, #"e.jsonl:2: row 2: id "x" is given twice"#),
        (#"{"t":0,"type":"delete","ids":["a","a"]}"#, #"e.jsonl:2: id "a" is given twice"#),
        // Indices out of range.
        (#"{"t":0,"type":"insert","index":4,"rows":[{"id":"x","height":4}]}"#, #"e.jsonl:2: key "index" must be an integer from 0 to 3, got 4"#),
        (#"{"t":0,"type":"insert","index":-1,"rows":[{"id":"x","height":4}]}"#, #"e.jsonl:2: key "index" must be an integer from 0 to 3, got -1"#),
        (#"{"t":0,"type":"reorder","id":"a","index":3}"#, #"e.jsonl:2: key "index" must be an integer from 0 to 2, got 3"#),
        (#"{"t":0,"type":"reorder","id":"a","index":0.5}"#, #"e.jsonl:2: key "index" must be an integer from 0 to 2, got 0.5"#),
        // Heights.
        (#"{"t":0,"type":"insert","index":0,"rows":[{"id":"x","height":0}]}"#, #"e.jsonl:2: row 1 ("x"): height must be > 0, got 0"#),
        (#"{"t":0,"type":"update","id":"a","height":-2}"#, #"e.jsonl:2: height must be > 0, got -2"#),
        // Shapes.
        (#"{"t":0,"type":"insert","index":0,"rows":[]}"#, #"e.jsonl:2: key "rows" must not be empty"#),
        (#"{"t":0,"type":"insert","index":0}"#, #"e.jsonl:2: missing key "rows" for an insert event"#),
        (#"{"t":0,"type":"delete","ids":"a"}"#, #"e.jsonl:2: key "ids" must be an array, got a string"#),
        (#"{"t":0,"type":"update","id":"a"}"#, #"e.jsonl:2: an update needs one of "height", "width", "label", "movable""#),
        (#"{"t":0,"type":"update","id":"a","label":7}"#, #"e.jsonl:2: key "label" must be a string, got a number"#),
    ] as [(String, String)])
    func aBadEditIsAnErrorAtItsLine(line: String, message: String) {
        #expect(Self.error([line]) == message)
    }

    @Test func aSectionMissingOrNotDeclaredIsAnError() {
        #expect(Self.error([#"{"t":0,"type":"insert","index":0,"section":"s9","rows":[{"id":"x","height":4}]}"#], header: Self.sections)
                == #"e.jsonl:2: section "s9" is not one of the header's sections"#)
        #expect(Self.error([#"{"t":0,"type":"reorder","id":"a","index":0}"#], header: Self.sections)
                == #"e.jsonl:2: missing key "section" for a reorder in sections"#)
    }

    @Test func aGridItemWithoutAWidthIsAnError() {
        #expect(Self.error([#"{"t":0,"type":"insert","index":0,"rows":[{"id":"x","height":4}]}"#], header: Self.grid)
                == #"e.jsonl:2: row 1 ("x"): missing key "width" (every item of a grid has one)"#)
    }

    @Test func idsFollowTheLinesBeforeThem() {
        #expect(Self.error([#"{"t":0,"type":"delete","ids":["a"]}"#, #"{"t":1,"type":"update","id":"a","height":3}"#])
                == #"e.jsonl:3: no row "a" is present to update"#)
        #expect(Self.error([#"{"t":0,"type":"insert","index":3,"rows":[{"id":"d","height":4}]}"#,
                            #"{"t":1,"type":"reorder","id":"d","index":3}"#]) == nil)
    }

    @Test func theWriterWritesWhatTheReaderReads() throws {
        let edits: [RowEdit] = [
            .insert([Row(id: "x\n", height: 30.5, movable: false, label: "L", width: 12)], at: 1, section: nil),
            .delete(ids: ["a", "x\n"]),
            .update(id: "b", RowChanges(height: 2, width: 3, label: "q", movable: true)),
            .reorder(id: "c", to: 0, section: nil),
        ]
        let lines = edits.enumerated().map { TraceWriter.eventLine(TimedEvent(t: Double($0.offset), .edit($0.element))) }
        #expect(lines[3] == #"{"t":3,"type":"reorder","id":"c","index":0}"#)
        #expect(try Self.read(lines).map(\.event) == edits.map { .edit($0) })
    }

    @Test func replayReportsEditsEndedDragsAndRemoteMoves() throws {
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44},{"id":"b","height":44},{"id":"c","height":44},{"id":"d","height":44}],"tuning":{"longPressSeconds":0.5}}"#
        func result(_ lines: [String]) throws -> ReplayResult {
            let text = ([header] + lines).map { $0 + "\n" }.joined()
            var log = TransitionLog(emit: nil)
            return try Replay.run(TraceReader(bytes: Array(text.utf8), name: "r.jsonl"), observer: &log)
        }
        let lift = [#"{"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":20}"#, #"{"t":0.6,"type":"frame"}"#]
        let deleted = try result(lift + [#"{"t":0.7,"type":"delete","ids":["a"]}"#, #"{"t":0.8,"type":"up","pointer":"touch","id":1,"x":100,"y":20}"#])
        #expect(deleted.ended == [ReplayEnded(id: "a", t: 0.7, reason: .deleted)] && deleted.edits == 1 && deleted.order == ["b", "c", "d"])
        #expect(deleted.json.contains(#""edits":1,"ended":[{"id":"a","t":0.7,"reason":"deleted"}],"shuffles""#))
        // A screen reader hears why the drag ended (issue 21's announcements meet issue 20's edits).
        #expect(deleted.announcements.last == ReplayAnnouncement(t: 0.7, text: "a was deleted. The drag ended; nothing moved."))
        let remote = try result(lift + [#"{"t":0.7,"type":"reorder","id":"a","index":3}"#,
                                        #"{"t":0.8,"type":"move","pointer":"touch","id":1,"x":100,"y":70}"#,
                                        #"{"t":0.9,"type":"up","pointer":"touch","id":1,"x":100,"y":70}"#])
        #expect(remote.moves.map(\.remote) == [false, true] && remote.moves.last?.to == 3 && remote.order.last == "a")
        #expect(remote.json.contains(#""edits":1,"shuffles""#) && remote.json.contains(#""remote":true}]"#))
        // The drop's announcement names where the person put it; the next says where it ended.
        #expect(remote.announcements.suffix(2).map(\.text) == ["a dropped. Moved from position 1 to 2.",
                                                               "a was then moved by another change, to position 4."])
        let none = try result(lift)
        #expect(!none.json.contains("edits") && !none.json.contains("ended"))
    }
}
