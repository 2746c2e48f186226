import Testing
import ReorderKit
@testable import ReorderTrace

/// The header's optional `pointsPerMillimetre`: read, checked, written back, and what presets in
/// physical units convert with.
struct PointsPerMillimetreTests {
    private static let start = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"demo":{"count":3,"seed":1}"#

    private static func header(_ extra: String) throws(TraceError) -> TraceHeader {
        try TraceReader(bytes: Array((start + extra + "}\n").utf8), name: "d.jsonl").header
    }

    private static func failure(_ extra: String) -> TraceError? {
        do throws(TraceError) {
            _ = try header(extra)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRecordedDensityIsReadAndWrittenBack() throws {
        let header = try Self.header(#","pixelScale":2,"pointsPerMillimetre":6.5"#)
        #expect(header.pointsPerMillimetre == 6.5)
        #expect(header.density == DisplayDensity(pointsPerMillimetre: 6.5, pixelScale: 2))
        let line = TraceWriter.headerLine(header)
        #expect(line.contains(#""pixelScale":2,"pointsPerMillimetre":6.5"#))
        let again = try TraceReader(bytes: Array((line + "\n").utf8), name: "again").header
        #expect(again == header)
    }

    @Test func withoutItTheDensityIsAssumedAndNothingIsWritten() throws {
        let header = try Self.header("")
        #expect(header.pointsPerMillimetre == nil)
        #expect(header.density == .assumed)
        #expect(!TraceWriter.headerLine(header).contains("pointsPerMillimetre"))
    }

    @Test(arguments: [
        (#","pointsPerMillimetre":0"#, #"key "pointsPerMillimetre" must be a finite number > 0, got 0"#),
        (#","pointsPerMillimetre":-3"#, #"key "pointsPerMillimetre" must be a finite number > 0, got -3"#),
        (#","pointsPerMillimetre":"6.3""#, #"key "pointsPerMillimetre" must be a number, got a string"#),
        (#","pointsPerMillimetre":null"#, #"key "pointsPerMillimetre" must be a number, got null"#),
    ])
    func aBadDensityIsMalformedOnLineOne(extra: String, message: String) {
        let error = Self.failure(extra)
        #expect(error?.file == "d.jsonl" && error?.line == 1, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}
