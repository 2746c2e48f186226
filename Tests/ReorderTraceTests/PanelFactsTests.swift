import Testing
import ReorderKit
@testable import ReorderTrace

/// The header's optional `panel` (the panel check's session): read, checked, written back.
struct PanelFactsTests {
    private static let start = #"{"format":"reorder-trace","version":1,"viewport":{"width":1280,"height":800},"rows":[]"#

    private static func header(_ extra: String) throws(TraceError) -> TraceHeader {
        try TraceReader(bytes: Array((start + extra + "}\n").utf8), name: "p.jsonl").header
    }

    private static func failure(_ extra: String) -> String? {
        do throws(TraceError) {
            _ = try header(extra)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aPanelIsReadAndWrittenBackInTheWritersPlace() throws {
        let header = try Self.header(#","pointsPerMillimetre":5,"panel":{"fullscreen":true,"videoDriver":"x11","later":1,"touchDevices":[{"id":3,"name":"ELAN Touchscreen","type":"direct"},{"id":-7,"type":"indirect-absolute"}]},"recorded":{"app":"reorder-lab"}"#)
        #expect(header.panel == PanelFacts(fullscreen: true, videoDriver: "x11", touchDevices: [
            PanelFacts.TouchDevice(id: 3, name: "ELAN Touchscreen", type: "direct"),
            PanelFacts.TouchDevice(id: -7, name: nil, type: "indirect-absolute"),
        ]))
        let line = TraceWriter.headerLine(header)
        #expect(line.hasSuffix(#""pointsPerMillimetre":5,"panel":{"fullscreen":true,"touchDevices":[{"id":3,"name":"ELAN Touchscreen","type":"direct"},{"id":-7,"type":"indirect-absolute"}],"videoDriver":"x11"},"recorded":{"app":"reorder-lab"}}"#))
        #expect(try TraceReader(bytes: Array((line + "\n").utf8), name: "again").header == header)
    }

    @Test func withoutAPanelTheHeaderIsAsBefore() throws {
        let header = try Self.header("")
        #expect(header.panel == nil && !TraceWriter.headerLine(header).contains("panel"))
        #expect(try Self.header(#","panel":{"fullscreen":false}"#).panel == PanelFacts(fullscreen: false))
    }

    @Test func mouseTapsIsWrittenOnlyWhenTrueAndReadBack() throws {
        let header = try Self.header(#","panel":{"fullscreen":false,"mouseTaps":true}"#)
        #expect(header.panel == PanelFacts(fullscreen: false, mouseTaps: true))
        #expect(TraceWriter.headerLine(header).contains(#""panel":{"fullscreen":false,"mouseTaps":true}"#))
        #expect(try Self.header(#","panel":{"fullscreen":false,"mouseTaps":false}"#).panel == PanelFacts(fullscreen: false))
        #expect(!TraceWriter.headerLine(try Self.header(#","panel":{"fullscreen":false}"#)).contains("mouseTaps"))
        #expect(Self.failure(#","panel":{"fullscreen":true,"mouseTaps":"yes"}"#) == #"p.jsonl:1: key "panel.mouseTaps" must be true or false, got a string"#)
    }

    @Test func aPanelOfTheWrongShapeIsMalformed() {
        #expect(Self.failure(#","panel":true"#) == #"p.jsonl:1: key "panel" must be an object, got a boolean"#)
        #expect(Self.failure(#","panel":{}"#) == #"p.jsonl:1: missing key "fullscreen" in "panel""#)
        #expect(Self.failure(#","panel":{"fullscreen":1}"#) == #"p.jsonl:1: key "panel.fullscreen" must be true or false, got a number"#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"videoDriver":3}"#) == #"p.jsonl:1: key "panel.videoDriver" must be a string, got a number"#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"touchDevices":{}}"#) == #"p.jsonl:1: key "panel.touchDevices" must be an array, got an object"#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"touchDevices":[{"id":1.5,"type":"direct"}]}"#)
                == #"p.jsonl:1: key "panel.touchDevices[0].id" must be an integer of magnitude at most 2^53, got 1.5"#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"touchDevices":[{"id":1e300,"type":"direct"}]}"#)
                == #"p.jsonl:1: key "panel.touchDevices[0].id" must be an integer of magnitude at most 2^53, got 1e+300"#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"touchDevices":[{"id":1,"type":"screen\n"}]}"#)
                == #"p.jsonl:1: key "panel.touchDevices[0].type" must be one of direct, indirect-absolute, indirect-relative, invalid, got "screen\n""#)
        #expect(Self.failure(#","panel":{"fullscreen":true,"touchDevices":[{"id":1,"name":false,"type":"direct"}]}"#)
                == #"p.jsonl:1: key "panel.touchDevices[0].name" must be a string, got a boolean"#)
    }
}
