import Foundation
import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSupport
@testable import ReorderTrace
import TestSupport

private func rows(_ ids: String...) -> [Row] {
    ids.map { Row(id: $0, height: 44) }
}

private func ids(_ rows: [Row]) -> [String] { rows.map(\.id) }

@Suite struct SessionStateStoreTests {
    // MARK: Round trips

    @Test func savedOrderComesBack() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("demo.order.json"), listName: "demo", identity: "/lists/l.json")
        try store.save(order: ["c", "a", "b"])
        #expect(directory.read("demo.order.json") == #"{"version":1,"list":"demo","source":"/lists/l.json","order":["c","a","b"]}"# + "\n")

        let restored = StateStore(path: store.path, listName: "demo", identity: "/lists/l.json").restore(rows: rows("a", "b", "c"))
        #expect(ids(restored.rows) == ["c", "a", "b"])
        #expect(restored.report == nil)
    }

    @Test func rowsKeepEverythingButTheirPlace() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "l", identity: "/lists/l.json")
        try store.save(order: ["b", "a"])
        let list = [Row(id: "a", height: 44, label: "A"), Row(id: "b", height: 88, movable: false, section: "S")]
        #expect(store.restore(rows: list).rows == [list[1], list[0]])
    }

    @Test func idsThatNeedEscapingRoundTrip() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "a \"quoted\" list", identity: "/lists/l.json")
        let odd = ["quote\"d", "back\\slash", "new\nline", "tab\t", "ünïcødé", "😀"]
        try store.save(order: odd.reversed())
        #expect(ids(store.restore(rows: odd.map { Row(id: $0, height: 1) }).rows) == odd.reversed())
    }

    @Test func aFileMissingIsNothingToReport() {
        let directory = TemporaryDirectory()
        let restored = StateStore(path: directory.file("none.json"), listName: "x", identity: "/lists/l.json").restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"])
        #expect(restored.report == nil)
    }

    @Test func idsGoneAreDroppedAndNewRowsGoToTheEndInTheirOrder() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("s.json"), listName: "l", identity: "/lists/l.json")
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
        let store = StateStore(path: path, listName: "l", identity: "/lists/l.json")
        let restored = store.restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"], "never trusted")
        #expect(restored.report == path + problem + "; moved it to \(path).corrupt-1, the order will be saved afresh")
        #expect(directory.names() == ["s.json.corrupt-1"])
        #expect(directory.read("s.json.corrupt-1") == content, "never deleted")

        try store.save(order: ["b", "a"])
        #expect(ids(StateStore(path: path, listName: "l", identity: "/lists/l.json").restore(rows: rows("a", "b")).rows) == ["b", "a"])
        #expect(directory.names() == ["s.json", "s.json.corrupt-1"])
    }

    @Test func aSetAsideFileIsNeverOverwritten() {
        let directory = TemporaryDirectory()
        directory.write("first", to: "s.json.corrupt-1")
        directory.write("second", to: "s.json.corrupt-2")
        let path = directory.write("third", to: "s.json")
        let report = StateStore(path: path, listName: "l", identity: "/lists/l.json").restore(rows: rows("a")).report
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
        let store = StateStore(path: path, listName: "l", identity: "/lists/l.json")
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
        let store = StateStore(path: directory.file("s.json"), listName: "l", identity: "/lists/l.json")
        for round in 0..<20 { try store.save(order: (0..<round).map { "r\($0)" }) }
        #expect(directory.names() == ["s.json"])
        #expect(ids(store.restore(rows: rows("r0", "r1")).rows) == ["r0", "r1"])
    }

    @Test func savingCreatesTheDirectoryPrivately() throws {
        let directory = TemporaryDirectory()
        let store = StateStore(path: directory.file("state/reorder-lab/l.order.json"), listName: "l", identity: "/lists/l.json")
        try store.save(order: ["a"])
        #expect(directory.names(in: "state/reorder-lab") == ["l.order.json"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("state/reorder-lab"))
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
    }

    @Test func aFailedSaveNamesTheFileAndLeavesTheOldOne() throws {
        let directory = TemporaryDirectory()
        directory.write("not a directory", to: "blocker")
        let blocked = StateStore(path: directory.file("blocker/s.json"), listName: "l", identity: "/lists/l.json")
        let error = failure(StateError.self) { try blocked.save(order: ["a"]) }
        #expect(error?.path == directory.file("blocker/s.json"))
        #expect(error?.description.contains("cannot create the directory") == true)

        // The target is a directory: not replaced, and no temporary file is left.
        let path = directory.file("taken")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let renameError = failure(StateError.self) { try StateStore(path: path, listName: "l", identity: "/lists/l.json").save(order: ["a"]) }
        #expect(renameError?.description == path + ": cannot replace it: Is a directory")
        #expect(directory.names() == ["blocker", "taken"])
    }

    // MARK: Where the file is

    @Test func theStateFileFollowsTheXDGBaseDirectories() {
        func path(_ environment: [String: String]) -> String? {
            StateStore.defaultPath(listName: "demo", identity: "demo", environment: environment)
        }
        // "aefd3536": FNV-1a of "demo", the demo list's identity.
        #expect(path(["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/u"]) == "/xdg/state/reorder-lab/demo-aefd3536.order.json")
        #expect(path(["XDG_STATE_HOME": "/xdg/state/", "HOME": "/home/u"]) == "/xdg/state/reorder-lab/demo-aefd3536.order.json")
        // The spec: a relative path in these variables is invalid and to be ignored; so is an empty one.
        #expect(path(["XDG_STATE_HOME": "state", "HOME": "/home/u"]) == "/home/u/.local/state/reorder-lab/demo-aefd3536.order.json")
        #expect(path(["XDG_STATE_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/state/reorder-lab/demo-aefd3536.order.json")
        #expect(path(["HOME": "/"]) == "/.local/state/reorder-lab/demo-aefd3536.order.json")
        #expect(path([:]) == nil)
        #expect(StateStore.legacyPath(listName: "demo", environment: ["XDG_STATE_HOME": "/x"]) == "/x/reorder-lab/demo.order.json")
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
        let store = StateStore.forSession(options: AppOptions(), list: groceries, environment: environment)
        #expect(store?.path == "/s/reorder-lab/my_groceries-5607932a.order.json")
        #expect(store?.identity == "lists/my groceries.json" && store?.legacyPath == "/s/reorder-lab/my_groceries.order.json")
        #expect(StateStore.forSession(options: try .parse(["--state", "x.json"]), list: groceries, environment: environment)?.path == "x.json")
        #expect(StateStore.forSession(options: try .parse(["--no-state"]), list: groceries, environment: environment) == nil)
        #expect(StateStore.forSession(options: try .parse(["--replay", "t"]), list: groceries, environment: environment) == nil)
        #expect(StateStore.forSession(options: AppOptions(), list: groceries, environment: [:]) == nil)
    }

    // MARK: One list, one order

    /// Two list files of one name in two directories, opened as the window opens them.
    struct TwoGroceryLists {
        let directory = TemporaryDirectory()
        var environment: [String: String] { ["XDG_STATE_HOME": directory.file("state")] }

        init() throws {
            for folder in ["a", "b"] {
                try FileManager.default.createDirectory(atPath: directory.file(folder), withIntermediateDirectories: true)
                directory.write(#"{"rows":[{"id":"milk","height":44},{"id":"eggs","height":44},{"id":"bread","height":44}]}"#,
                                to: "\(folder)/groceries.list.json")
            }
        }

        func open(_ folder: String) throws -> (list: LoadedList, store: StateStore) {
            let list = try ListSource.load(path: directory.file("\(folder)/groceries.list.json"))
            return (list, StateStore.forSession(options: AppOptions(), list: list, environment: environment)!)
        }
    }

    @Test func twoListsWithOneFileNameKeepAnOrderEach() throws {
        let lists = try TwoGroceryLists()
        let a = try lists.open("a")
        try a.store.save(order: ["bread", "eggs", "milk"])

        let b = try lists.open("b")
        #expect(b.store.path != a.store.path)
        let restoredB = b.store.restore(rows: b.list.rows)
        #expect(ids(restoredB.rows) == ["milk", "eggs", "bread"], "b is not a's list")
        #expect(restoredB.report == nil)
        try b.store.save(order: ["eggs", "milk", "bread"])

        #expect(ids(try lists.open("a").store.restore(rows: a.list.rows).rows) == ["bread", "eggs", "milk"], "b did not overwrite a")
        #expect(ids(try lists.open("b").store.restore(rows: b.list.rows).rows) == ["eggs", "milk", "bread"])
        // The file names stay readable: the list's name, then a digest of its path.
        #expect(FileIO.fileName(of: a.store.path).hasPrefix("groceries.list-"))
        let saved = FileManager.default.contents(atPath: a.store.path).map { String(decoding: $0, as: UTF8.self) }
        #expect(saved?.contains(#""source":"\#(FileIO.absolutePath(lists.directory.file("a/groceries.list.json")))""#) == true, "\(saved ?? "nil")")
    }

    @Test func theIdentityIsTheFileWhateverPathNamesIt() throws {
        let lists = try TwoGroceryLists()
        let direct = try lists.open("a")
        let roundabout = try ListSource.load(path: lists.directory.file("b/../a/./groceries.list.json"))
        #expect(roundabout.identity == direct.list.identity)
        #expect(direct.list.identity.hasPrefix("/") && direct.list.identity.hasSuffix("/a/groceries.list.json"))
        #expect(!direct.list.identity.contains("//") && !direct.list.identity.contains("/./"))
        #expect(try ListSource.load(path: nil).identity == "demo")
    }

    @Test func anOrderSavedForAnotherListIsNeitherAppliedNorOverwritten() throws {
        let directory = TemporaryDirectory()
        let content = #"{"version":1,"list":"groceries","source":"/home/u/b/groceries.list.json","order":["c","b","a"]}"#
        let path = directory.write(content, to: "shared.json")
        let store = StateStore(path: path, listName: "groceries", identity: "/home/u/a/groceries.list.json")
        let restored = store.restore(rows: rows("a", "b", "c"))
        #expect(ids(restored.rows) == ["a", "b", "c"])
        #expect(restored.report == path + #": the order saved here is for "/home/u/b/groceries.list.json", not "/home/u/a/groceries.list.json": not applied, and the file is kept; the order will not be saved this session"#)
        try store.save(order: ["b", "a", "c"])
        #expect(directory.read("shared.json") == content)
        #expect(directory.names() == ["shared.json"])
    }

    @Test func anOlderVersionsFileIsAppliedOnlyToExactlyItsRows() throws {
        let directory = TemporaryDirectory()
        // At the path given (--state): no identity in it, so only an order of these very rows is used.
        let path = directory.write(#"{"version":1,"list":"groceries","order":["c","a","b"]}"#, to: "s.json")
        #expect(ids(StateStore(path: path, listName: "groceries", identity: "/a.json").restore(rows: rows("a", "b", "c")).rows) == ["c", "a", "b"])
        let other = StateStore(path: path, listName: "groceries", identity: "/a.json")
        let restored = other.restore(rows: rows("a", "b", "c", "d"))
        #expect(ids(restored.rows) == ["a", "b", "c", "d"])
        #expect(restored.report == path + ": names no list (an older version wrote it) and its ids are not this list's rows: not applied, and the file is kept; the order will not be saved this session")
        try other.save(order: ["d", "c", "b", "a"])
        #expect(directory.read("s.json") == #"{"version":1,"list":"groceries","order":["c","a","b"]}"#)
    }

    @Test func theOrderAnOlderVersionKeptUnderTheListsNameMovesToTheNewFile() throws {
        let lists = try TwoGroceryLists()
        let legacy = #"{"version":1,"list":"groceries.list","order":["eggs","bread","milk"]}"#
        try FileManager.default.createDirectory(atPath: lists.directory.file("state/reorder-lab"), withIntermediateDirectories: true)
        lists.directory.write(legacy, to: "state/reorder-lab/groceries.list.order.json")
        let a = try lists.open("a")
        #expect(a.store.legacyPath == lists.directory.file("state/reorder-lab/groceries.list.order.json"))
        let restored = a.store.restore(rows: a.list.rows)
        #expect(ids(restored.rows) == ["eggs", "bread", "milk"])
        #expect(restored.report == a.store.legacyPath! + ": restored the order an older version saved for a list of this name; from now on it is kept in \(a.store.path)")
        try a.store.save(order: ids(restored.rows))
        #expect(ids(try lists.open("a").store.restore(rows: a.list.rows).rows) == ["eggs", "bread", "milk"])
        #expect(try lists.open("a").store.restore(rows: a.list.rows).report == nil, "the new file is used now")
        #expect(lists.directory.read("state/reorder-lab/groceries.list.order.json") == legacy, "left for the other list of this name")

        // A list of that name with other rows does not take it.
        lists.directory.write(#"{"rows":[{"id":"tea","height":44},{"id":"milk","height":44}]}"#, to: "b/groceries.list.json")
        let b = try lists.open("b")
        let notB = b.store.restore(rows: b.list.rows)
        #expect(ids(notB.rows) == ["tea", "milk"])
        #expect(notB.report?.hasSuffix(#"an older version's saved order for a list named "groceries.list", whose ids are not this list's rows: not applied (the file is left as it is)"#) == true,
                "\(notB.report ?? "nil")")
    }

    // MARK: Not a file

    @Test func aDeviceAtTheStatePathIsNeitherReadMovedNorReplaced() throws {
        let directory = TemporaryDirectory()
        let device = characterDevice(in: directory)
        let store = StateStore(path: device, listName: "l", identity: "/l.json")
        let restored = store.restore(rows: rows("a", "b"))
        #expect(ids(restored.rows) == ["a", "b"])
        #expect(restored.report == device + ": is a character device, not a file: the order will not be restored or saved this session")
        try store.save(order: ["b", "a"])
        #expect(isCharacterDevice(device))
        #expect(!FileManager.default.fileExists(atPath: device + ".corrupt-1"))
    }
}

/// The state file's slow tests (a million ids): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct SessionStateStoreSlowTests {
    /// A million rows (what the benchmark lists hold): every save is still whole and every id comes
    /// back once.
    @Test func aMillionIdsSaveAndRestoreWhole() throws {
        let directory = TemporaryDirectory()
        let list = DemoList.rows(count: 1_000_000, seed: 3)
        var order = ids(list)
        order.swapAt(0, 999_999)
        order.swapAt(1, 500_000)
        let store = StateStore(path: directory.file("big.order.json"), listName: "big", identity: "/lists/l.json")
        try store.save(order: order)
        let restored = store.restore(rows: list)
        #expect(ids(restored.rows) == order)
        #expect(restored.report == nil)
        #expect(directory.names() == ["big.order.json"])
    }
}
