import ReorderKit
import ReorderSupport
import ReorderTrace

/// The rows the window shows, and where they came from.
public struct LoadedList: Equatable, Sendable {
    /// The file's name without its extension, or "demo": names the remembered order's file.
    public var name: String
    public var rows: [Row]
    /// How the rows are arranged (the file's `layout`).
    public var layout: LayoutSpec
    /// The list's `tuning` object as written (known names validated).
    public var tuning: [String: JSONValue]
    /// The path given to `--list`, or "demo".
    public var source: String
    /// Which list this is, whatever its name: the absolute path of its file (links resolved), or
    /// "demo". The remembered order is kept per identity.
    public var identity: String
    /// The list's `viewport`, if it gives one; the window's `--size` otherwise.
    public var viewport: Size?
    public var scrollOffset: Double
    public var pixelScale: Double
    /// `FILE:LINE: warning: ...` lines to show (unknown tuning names).
    public var warnings: [String]

    /// `identity` nil: `source` as it is.
    public init(name: String, rows: [Row], tuning: [String: JSONValue] = [:], source: String, identity: String? = nil,
                viewport: Size? = nil, scrollOffset: Double = 0, pixelScale: Double = 1, warnings: [String] = [],
                layout: LayoutSpec = .list) {
        self.name = name
        self.rows = rows
        self.layout = layout
        self.tuning = tuning
        self.source = source
        self.identity = identity ?? source
        self.viewport = viewport
        self.scrollOffset = scrollOffset
        self.pixelScale = pixelScale
        self.warnings = warnings
    }
}

/// The built-in content of `--layout`: one demo for each layout, so each can be seen with one command.
public enum DemoLayout: String, CaseIterable, Sendable {
    case list, sections, grid
    case gridHorizontal = "grid-horizontal"

    /// How many rows or items: several screens of the default window, every one reachable by hand.
    static let count = 200
}

/// Loads `--list FILE` (see `ListFile` in ReorderTrace for what the file may hold), or the demo list.
public enum ListSource {
    /// 200 rows: several screens of a 480x800 window at mixed heights, so scrolling and autoscroll
    /// are exercised, yet every row is reachable by hand in a few flicks.
    public static let demoCount = 200
    public static let demoSeed: UInt64 = 1

    /// `path` nil: the demo of `layout` (the list's by default). Problems are one line,
    /// `FILE:LINE: problem`, as the trace reader's.
    public static func load(path: String?, layout: DemoLayout = .list) throws(TraceError) -> LoadedList {
        guard let path else { return demo(layout) }
        let bytes: [UInt8]
        do throws(FileIOError) {
            bytes = try FileIO.read(path)
        } catch {
            throw TraceError(error)
        }
        let file = try ListFile(bytes: bytes, name: path)
        return LoadedList(name: listName(path: path), rows: file.rows.makeRows(), tuning: file.tuning, source: path,
                          identity: FileIO.absolutePath(path), viewport: file.viewport, scrollOffset: file.scrollOffset, pixelScale: file.pixelScale,
                          warnings: file.warnings, layout: file.layout)
    }

    /// The demo of a layout. Each has a name (and so a remembered order) of its own; the list's is
    /// "demo", as before there were others.
    public static func demo(_ layout: DemoLayout) -> LoadedList {
        let count = DemoLayout.count
        // The grid's 10 pt inset and spacing: the UICollectionView seed's flow layout look.
        let grid = GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10)
        // No file gives the demo's tuning: it is a new session's, every name of it (a name left out
        // would mean its format default, `panStart: down` among them).
        func whole(_ layout: LayoutSpec) -> [String: JSONValue] { Tuning.sessionDefault(for: layout).jsonObject }
        switch layout {
        case .list:
            return LoadedList(name: "demo", rows: DemoList.rows(count: demoCount, seed: demoSeed), tuning: whole(.list), source: "demo")
        case .sections:
            let sections = LayoutSpec.sections(headerHeight: nil, sections: DemoList.sections)
            return LoadedList(name: "demo-sections", rows: DemoList.sectionedRows(count: count, seed: demoSeed), tuning: whole(sections),
                              source: "demo-sections", layout: sections)
        case .grid:
            return LoadedList(name: "demo-grid", rows: DemoList.gridItems(count: count, seed: demoSeed), tuning: whole(.grid(grid)),
                              source: "demo-grid", layout: .grid(grid))
        case .gridHorizontal:
            // Landscape, as an app grid that pages sideways is: the list beside the HUD's column is 640 x 540.
            var horizontal = grid
            horizontal.scrollDirection = .horizontal
            return LoadedList(name: "demo-grid-horizontal", rows: DemoList.gridItems(count: count, seed: demoSeed, height: 120, uniform: true),
                              tuning: whole(.grid(horizontal)), source: "demo-grid-horizontal", viewport: Size(width: 960, height: 540),
                              layout: .grid(horizontal))
        }
    }

    /// The file's name without its last extension: `lists/groceries.json` is "groceries",
    /// `walk.trace.jsonl` is "walk.trace". A name that is all extension (".json") keeps it.
    public static func listName(path: String) -> String {
        let file = FileIO.fileName(of: path)
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
