import Foundation
import Testing
@testable import ReorderSupport
import TestSupport

/// Reading, making directories and replacing files: what every tool's files go through.
@Suite struct FileIOTests {
    @Test(arguments: [
        ("a/b/c.json", "a/b", "c.json"),
        ("c.json", ".", "c.json"),
        ("/c.json", "/", "c.json"),
        ("/x/y/", "/x", "y"),
        ("./c", ".", "c"),
    ])
    func pathsSplitIntoDirectoryAndName(path: String, directory: String, name: String) {
        #expect(FileIO.directory(of: path) == directory)
        #expect(FileIO.fileName(of: path) == name)
    }

    @Test func readingReturnsTheWholeFileEvenPastTheSizeHint() throws {
        let directory = TemporaryDirectory()
        let text = String(repeating: "0123456789", count: 10_000)
        let path = directory.write(text, to: "big")
        #expect(try FileIO.read(path) == Array(text.utf8))
        #expect(try FileIO.read(directory.write("", to: "empty")) == [])
    }

    @Test func readingSaysWhyItFailed() {
        let directory = TemporaryDirectory()
        let missing = failure(FileIOError.self) { _ = try FileIO.read(directory.file("missing")) }
        #expect(missing?.isMissing == true)
        #expect(missing?.description == directory.file("missing") + ": cannot open: No such file or directory")
        let notAFile = failure(FileIOError.self) { _ = try FileIO.read(directory.path) }
        #expect(notAFile?.isMissing == false)
        #expect(notAFile?.reason == "cannot read: Is a directory")
    }

    @Test func makingDirectoriesCreatesEveryMissingLevel() throws {
        let directory = TemporaryDirectory()
        try FileIO.makeDirectories(directory.file("a/b/c"), mode: 0o700)
        #expect(FileIO.isDirectory(directory.file("a/b/c")))
        try FileIO.makeDirectories(directory.file("a/b/c"), mode: 0o700)  // again: nothing to do
    }

    // MARK: Bounds

    @Test func aSparseFileClaimingATerabyteIsNotAllocated() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("{}", to: "sparse.json")
        #expect(truncate(path, 1 << 40) == 0)
        let error = failure(FileIOError.self) { _ = try FileIO.read(path) }
        #expect(error?.reason.hasPrefix("file longer than 64 MiB") == true)
    }

    // MARK: What an output path already is

    @Test func replacingKeepsALinkAndReplacesItsTarget() throws {
        let directory = TemporaryDirectory()
        directory.write("old", to: "target.json")
        try FileManager.default.createSymbolicLink(atPath: directory.file("link.json"), withDestinationPath: "target.json")
        try FileIO.replaceAtomically(directory.file("link.json"), with: Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link.json")) == "target.json")
        #expect(directory.read("target.json") == "new")
        #expect(directory.names() == ["link.json", "target.json"])
    }

    @Test func aCharacterDeviceIsWrittenInPlaceAndAFullOneSaysSo() throws {
        let directory = TemporaryDirectory()
        let null = characterDevice(in: directory)
        try FileIO.replaceAtomically(null, with: Array("gone".utf8))
        #expect(isCharacterDevice(null))
        let full = characterDevice(in: directory, minor: 7)
        let error = failure(FileIOError.self) { try FileIO.replaceAtomically(full, with: Array("x".utf8)) }
        #expect(error?.description == full + ": cannot write: No space left on device")
        #expect(isCharacterDevice(full))
        #expect(directory.names().allSatisfy { ["null", "full"].contains($0) }, "no temporary file left: \(directory.names())")
    }

    @Test func aDeviceIsNeverMovedAside() throws {
        let directory = TemporaryDirectory()
        let null = characterDevice(in: directory)
        let error = failure(FileIOError.self) { _ = try FileIO.moveAside(null) }
        #expect(error?.description == null + ": not a regular file: left where it is")
        #expect(isCharacterDevice(null))
    }
}

/// FileIO's slow tests (a debug build reads 64 MiB of /dev/zero): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct FileIOSlowTests {
    @Test func readingStopsAtTheLimitWithAClearReason() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(String(repeating: "x", count: 101), to: "long")
        #expect(try FileIO.read(path, maximumSize: 101).count == 101)
        let tooLong = failure(FileIOError.self) { _ = try FileIO.read(path, maximumSize: 100) }
        #expect(tooLong?.reason == "file longer than 100 bytes, the largest accepted: File too large")
        #expect(tooLong?.isMissing == false)
        let zero = failure(FileIOError.self) { _ = try FileIO.read("/dev/zero") }
        #expect(zero?.description == "/dev/zero: file longer than 64 MiB, the largest accepted: File too large")
    }
}
