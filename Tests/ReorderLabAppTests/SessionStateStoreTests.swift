import Foundation
import ReorderKit
import Testing
@testable import ReorderLabApp

private func rows(_ ids: String...) -> [Row] {
    ids.map { Row(id: $0, height: 44) }
}

private func ids(_ rows: [Row]) -> [String] { rows.map(\.id) }

@Suite struct SessionStateStoreTests {
    // MARK: Round trips

    @Test func savedOrderComesBack() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("demo.order.json"), listName: "demo")
        try store.save(order: ["c", "a", "b"])
        #expect(directory.read("demo.order.json") == #"{"version":1,"list":"demo","order":["c","a","b"]}"# + "\n")

        let restored = StateStore(path: store.path, listName: "demo").restore(rows: rows("a", "b", "c"))
        #expect(ids(restored.rows) == ["c", "a", "b"])
        #expect(restored.report == nil)
    }

    @Test func rowsKeepEverythingButTheirPlace() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "l")
        try store.save(order: ["b", "a"])
        let list = [Row(id: "a", height: 44, label: "A"), Row(id: "b", height: 88, movable: false, section: "S")]
        #expect(store.restore(rows: list).rows == [list[1], list[0]])
    }

    @Test func idsThatNeedEscapingRoundTrip() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "a \"quoted\" list")
        let odd = ["quote\"d", "back\\slash", "new\nline", "tab\t", "ünïcødé", "😀"]
        try store.save(order: odd.reversed())
        #expect(ids(store.restore(rows: odd.map { Row(id: $0, height: 1) }).rows) == odd.reversed())
    }

    @Test func aFileMissingIsNothingToReport() {
        let directory = TemporaryDirectory()
        let restored = StateStore(path: directory.file("none.json"), listName: "x").restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"])
        #expect(restored.report == nil)
    }

    @Test func idsGoneAreDroppedAndNewRowsGoToTheEndInTheirOrder() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "l")
        try store.save(order: ["d", "gone", "b", "alsoGone"])
        let restored = store.restore(rows: rows("a", "b", "c", "d", "e"))
        #expect(ids(restored.rows) == ["d", "b", "a", "c", "e"])
        #expect(restored.report == store.path + ": restored the saved order; 2 saved ids are no longer in the list, 3 rows not in the saved order went to the end")

        try store.save(order: ["b", "x"])
        #expect(store.restore(rows: rows("a", "b")).report == store.path + ": restored the saved order; 1 saved id is no longer in the list, 1 row not in the saved order went to the end")
    }

    @Test func anyMixOfSavedAndListedIdsGivesEveryRowExactlyOnce() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let listed = (0..<Int(random.next() % 12)).map { "r\($0)" }.shuffled(using: &random)
            let saved = Array(Set((0..<Int(random.next() % 12)).map { _ in "r\(random.next() % 16)" })).shuffled(using: &random)
            let restored = try StateStore.apply(saved, to: listed.map { Row(id: $0, height: 1) })
            #expect(ids(restored.rows).sorted() == listed.sorted())
            // The saved ids still listed lead, in the saved order.
            let kept = saved.filter(listed.contains)
            #expect(Array(ids(restored.rows).prefix(kept.count)) == kept)
            // The rest keep the list's order.
            #expect(Array(ids(restored.rows).dropFirst(kept.count)) == listed.filter { !kept.contains($0) })
        }
    }

    // MARK: Corrupt files

    @Test(arguments: [
        ("{\"version\":1,\"list\":\"l\",\"order\":[\"a\",", ":1: invalid JSON at column 38: expected a value, found end of line"),
        ("{\"version\":1,\n\"list\":\"l\",\n\"order\":[\"a\" \"b\"]}", ":3: invalid JSON at column 14: expected ',' or ']', found '\"'"),
        ("", ":1: empty file: expected a JSON value"),
        ("[\"a\",\"b\"]", ": expected a JSON object, got an array"),
        ("{\"list\":\"l\",\"order\":[]}", ": missing key \"version\""),
        ("{\"version\":2,\"list\":\"l\",\"order\":[]}", ": unsupported version 2 (this program writes version 1)"),
        ("{\"version\":1,\"order\":[]}", ": missing key \"list\""),
        ("{\"version\":1,\"list\":\"l\"}", ": missing key \"order\""),
        ("{\"version\":1,\"list\":\"l\",\"order\":{\"a\":1}}", ": key \"order\" must be an array, got an object"),
        ("{\"version\":1,\"list\":\"l\",\"order\":[\"a\",2]}", ": order[1] must be a string id, got a number"),
        ("{\"version\":1,\"list\":\"l\",\"order\":[\"a\",\"\"]}", ": order[1] is an empty id"),
        ("{\"version\":1,\"list\":\"l\",\"order\":[\"a\",\"b\",\"a\"]}", ": duplicate id \"a\" (order[0] and order[2])"),
        ("{\"version\":1,\"list\":\"l\",\"order\":[\"x\",\"b\",\"x\"]}", ": duplicate id \"x\" (order[0] and order[2])"),
    ])
    func aCorruptFileIsReportedSetAsideAndReplaced(content: String, problem: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.write(content, to: "s.json")
        let store = StateStore(path: path, listName: "l")
        let restored = store.restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"], "never trusted")
        #expect(restored.report == path + problem + "; moved it to \(path).corrupt-1, the order will be saved afresh")
        #expect(directory.names() == ["s.json.corrupt-1"])
        #expect(directory.read("s.json.corrupt-1") == content, "never deleted")

        try store.save(order: ["b", "a"])
        #expect(ids(StateStore(path: path, listName: "l").restore(rows: rows("a", "b")).rows) == ["b", "a"])
        #expect(directory.names() == ["s.json", "s.json.corrupt-1"])
    }

    @Test func aSetAsideFileIsNeverOverwritten() {
        let directory = TemporaryDirectory()
        directory.write("first", to: "s.json.corrupt-1")
        directory.write("second", to: "s.json.corrupt-2")
        let path = directory.write("third", to: "s.json")
        let report = StateStore(path: path, listName: "l").restore(rows: rows("a")).report
        #expect(report?.hasSuffix("; moved it to \(path).corrupt-3, the order will be saved afresh") == true)
        #expect(directory.read("s.json.corrupt-1") == "first")
        #expect(directory.read("s.json.corrupt-2") == "second")
        #expect(directory.read("s.json.corrupt-3") == "third")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anUnreadableFileIsNeitherTrustedNorReplaced() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let store = StateStore(path: path, listName: "l")
        let restored = store.restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"])
        #expect(restored.report == path + ": cannot read: Is a directory; the order will not be restored or saved this session")
        #expect(store.savingDisabled != nil)
        try store.save(order: ["b", "a"])  // does nothing
        #expect(FileIO.isDirectory(path))
        #expect(directory.names() == ["s.json"])
    }

    // MARK: Writing

    @Test func savingLeavesNoTemporaryFilesBehind() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "l")
        for round in 0..<20 { try store.save(order: (0..<round).map { "r\($0)" }) }
        #expect(directory.names() == ["s.json"])
        #expect(ids(store.restore(rows: rows("r0", "r1")).rows) == ["r0", "r1"])
    }

    @Test func savingCreatesTheDirectoryPrivately() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("state/reorder-lab/l.order.json"), listName: "l")
        try store.save(order: ["a"])
        #expect(directory.names(in: "state/reorder-lab") == ["l.order.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("state/reorder-lab"))
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
    }

    @Test func aFailedSaveNamesTheFileAndLeavesTheOldOne() throws {
        let directory = TemporaryDirectory()
        directory.write("not a directory", to: "blocker")
        let blocked = StateStore(path: directory.file("blocker/s.json"), listName: "l")
        let error = failure(StateError.self) { try blocked.save(order: ["a"]) }
        #expect(error?.path == directory.file("blocker/s.json"))
        #expect(error?.description.contains("cannot create the directory") == true)

        // The target is a non-empty directory: rename fails, the temporary file is removed.
        let path = directory.file("taken")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let renameError = failure(StateError.self) { try StateStore(path: path, listName: "l").save(order: ["a"]) }
        #expect(renameError?.description.hasPrefix(path + ": cannot rename") == true)
        #expect(directory.names() == ["blocker", "taken"])
    }

    /// A million rows (what the benchmark lists hold): every save is still whole and every id comes
    /// back once. The times are printed for the record; this build is unoptimised.
    @Test func aMillionIdsSaveAndRestoreWhole() throws {
        let directory = TemporaryDirectory()
        let list = DemoList.rows(count: 1_000_000, seed: 3)
        var order = ids(list)
        order.swapAt(0, 999_999)
        order.swapAt(1, 500_000)
        let store = StateStore(path: directory.file("big.order.json"), listName: "big")
        let clock = ContinuousClock()
        let saveTime = try clock.measure { try store.save(order: order) }
        var restored: (rows: [Row], report: String?) = ([], nil)
        let restoreTime = clock.measure { restored = store.restore(rows: list) }
        print("StateStore, 1M ids (debug build): save \(saveTime), restore \(restoreTime)")
        #expect(ids(restored.rows) == order)
        #expect(restored.report == nil)
        #expect(directory.names() == ["big.order.json"])
    }

    // MARK: Where the file is

    @Test func theStateFileFollowsTheXDGBaseDirectories() {
        #expect(StateStore.defaultPath(listName: "demo", environment: ["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/u"])
                == "/xdg/state/reorder-lab/demo.order.json")
        #expect(StateStore.defaultPath(listName: "demo", environment: ["XDG_STATE_HOME": "/xdg/state/", "HOME": "/home/u"])
                == "/xdg/state/reorder-lab/demo.order.json")
        // The spec: a relative path in these variables is invalid and to be ignored; so is an empty one.
        #expect(StateStore.defaultPath(listName: "demo", environment: ["XDG_STATE_HOME": "state", "HOME": "/home/u"])
                == "/home/u/.local/state/reorder-lab/demo.order.json")
        #expect(StateStore.defaultPath(listName: "demo", environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"])
                == "/home/u/.local/state/reorder-lab/demo.order.json")
        #expect(StateStore.defaultPath(listName: "demo", environment: ["HOME": "/"]) == "/.local/state/reorder-lab/demo.order.json")
        #expect(StateStore.defaultPath(listName: "demo", environment: [:]) == nil)
    }

    @Test(arguments: [
        ("groceries", "groceries"), ("walk.trace", "walk.trace"), ("my list/../x", "my_list_.._x"), (".hidden", "_hidden"),
        ("..", "_."), ("", "list"), ("Einkäufe", "Eink_ufe"), (String(repeating: "a", count: 300), String(repeating: "a", count: 200)),
    ])
    func listNamesBecomeSafeFileNames(name: String, file: String) {
        #expect(StateStore.sanitized(name) == file)
    }

    @Test func theSessionChoosesItsStoreFromTheOptions() throws {
        let environment = ["XDG_STATE_HOME": "/s"]
        let groceries = LoadedList(name: "my groceries", rows: [], source: "lists/my groceries.json")
        #expect(StateStore.forSession(options: AppOptions(), list: groceries, environment: environment)?.path
                == "/s/reorder-lab/my_groceries.order.json")
        #expect(StateStore.forSession(options: try .parse(["--state", "x.json"]), list: groceries, environment: environment)?.path == "x.json")
        #expect(StateStore.forSession(options: try .parse(["--no-state"]), list: groceries, environment: environment) == nil)
        #expect(StateStore.forSession(options: try .parse(["--replay", "t"]), list: groceries, environment: environment) == nil)
        #expect(StateStore.forSession(options: AppOptions(), list: groceries, environment: [:]) == nil)
    }
}
