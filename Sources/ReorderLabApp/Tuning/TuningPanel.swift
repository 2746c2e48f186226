import ReorderKit
import ReorderSDL

/// The on-screen tuning panel (`t`): sliders for the long press, the allowable movement and the
/// prediction (`predictionSeconds`) and buttons for the strategy, the drag style, the reorder mode, what a drag does across sections and
/// the presets, at the bottom of the window and big
/// enough for a finger. This is its model, without SDL: layout, hit testing, value mapping and which
/// pointers it owns; `TuningPanelView` draws it.
///
/// A pointer that goes down inside the open panel belongs to the panel until it lifts: the engine
/// never sees it (so it is not recorded either), and the trace stays valid because the engine sees
/// none of its moves or its up. Slider drags collect values; the window takes them once per frame
/// (`takeSliderValues`), so a drag is at most one `tuning` input per frame.
public struct TuningPanel: Sendable {
    public enum Button: String, CaseIterable, Sendable {
        case strategy, style, mode, crossSection, panStart, activation, preset, liveFeed, close

        /// What a tap on it does: the keys' commands (`s`, `d`, `m`, `a`, `o`, `v`, `p`, `n`, `t`).
        public var command: AppCommand {
            switch self {
            case .strategy: .tune(.cycle(.reorderStrategy, by: 1))
            case .style: .tune(.cycle(.dragStyle, by: 1))
            case .mode: .tune(.cycle(.reorderMode, by: 1))
            case .crossSection: .tune(.cycle(.crossSection, by: 1))
            case .panStart: .tune(.cycle(.panStart, by: 1))
            case .activation: .tune(.cycle(.activation, by: 1))
            case .preset: .tune(.preset(by: 1))
            case .liveFeed: .toggleLiveFeed
            case .close: .toggleTuningPanel
            }
        }
    }

    /// What a point in the panel is on.
    public enum Control: Hashable, Sendable {
        case slider(TuningKnob)
        case button(Button)
        /// The panel, between its controls: taken, so a near miss does not press the row under it.
        case body
    }

    public struct Slider: Equatable, Sendable {
        public var knob: TuningKnob
        /// The whole row (label and track): where a finger grabs it.
        public var row: Rect
        /// The groove the thumb's centre runs along, from the range's lower end (left) to its upper.
        public var track: Rect
    }

    public struct ButtonFrame: Equatable, Sendable {
        public var button: Button
        public var rect: Rect
    }

    public struct Layout: Equatable, Sendable {
        public var panel: Rect
        /// The line with the panel's title and the preset in force.
        public var title: Rect
        public var sliders: [Slider]
        public var buttons: [ButtonFrame]
        /// The column the panel docks in beside the list (`OverlayLayout`), if it does: a down
        /// anywhere on it (the HUD, the empty column) is the panel's too, open or not, so it never
        /// presses the row at that height.
        public var dock: Rect?

        /// The control under `point`; nil outside the panel.
        public func control(at point: Point) -> Control? {
            guard panel.contains(point) else { return nil }
            if let slider = sliders.first(where: { $0.row.contains(point) }) { return .slider(slider.knob) }
            if let button = buttons.first(where: { $0.rect.contains(point) }) { return .button(button.button) }
            return .body
        }

        public func slider(_ knob: TuningKnob) -> Slider? { sliders.first { $0.knob == knob } }
        public func rect(of button: Button) -> Rect? { buttons.first { $0.button == button }?.rect }

        /// Where the thumb of `knob` is drawn for `value` (its centre's x).
        public func thumbX(_ knob: TuningKnob, value: Double) -> Double? {
            slider(knob).map { $0.track.x + knob.fraction(of: value) * $0.track.width }
        }

        /// The value a finger at `x` sets on `knob`'s slider.
        public func value(_ knob: TuningKnob, atX x: Double) -> Double? {
            guard let track = slider(knob)?.track, track.width > 0 else { return nil }
            return knob.value(atFraction: (x - track.x) / track.width)
        }
    }

    /// The knobs with a slider, top to bottom. A window too short for all of them keeps the first
    /// `minimumSliders` (`fit`); the keys still step the others.
    public static let sliderKnobs: [TuningKnob] = [.longPressSeconds, .allowableMovement, .predictionSeconds]
    /// The sliders a short window keeps: the two the panel had before prediction joined it, so a
    /// 240 pt high window's panel is what it was (190 pt).
    static let minimumSliders = 2

    // Metrics, points. Rows and buttons are at least 44 pt high: Apple's minimum touch target
    // (Human Interface Guidelines), close to Android's 48 dp.
    static let margin = 8.0
    static let padding = 12.0
    static let titleHeight = 20.0
    static let sliderHeight = 48.0
    /// The track's centre below the top of its row: the label line sits above it.
    static let trackOffset = 32.0
    static let buttonHeight = 44.0
    static let gap = 6.0
    /// Wide enough for four buttons with a strategy's name in each, narrow enough to leave the
    /// list's sides in view on a tablet.
    static let maxWidth = 440.0
    public static let thumbRadius = 10.0

    /// Buttons go in as many rows as keep each at least this wide: room for the longest value,
    /// "coveredMidpoint", in the 10 pt monospace captions (15 characters of 6 px), the 2 pt clip
    /// inset and 2 pt of air a side.
    static let minimumButtonWidth = 98.0
    /// Places for buttons: the live feed's and close share the last, half each (49 pt at the widest
    /// panel: above a 44 pt touch target), so the feed's button adds no row and moves nothing.
    static let cellCount = Button.allCases.count - 1
    /// The folded panel (`collapsed`): its title line and padding.
    public static let collapsedHeight = titleHeight + 2 * padding

    /// The panel at the bottom centre of `viewport`.
    public static func layout(viewport: Size) -> Layout {
        let width = max(0, min(maxWidth, viewport.width - 2 * margin))
        let height = height(width: width, maxHeight: viewport.height - 2 * margin)
        return layout(in: Rect(x: (viewport.width - width) / 2, y: max(margin, viewport.height - height - margin), width: width, height: height))
    }

    /// The height of a panel `width` wide: taller when its buttons take more rows, but no taller
    /// than `maxHeight` when fewer, narrower rows fit there (`buttonRows`).
    public static func height(width: Double, maxHeight: Double = .infinity) -> Double {
        let fitted = fit(innerWidth: width - 2 * padding, maxHeight: maxHeight)
        return height(buttonRows: fitted.buttonRows, sliders: fitted.sliders)
    }

    private static func height(buttonRows rows: Int, sliders: Int) -> Double {
        padding * 2 + titleHeight + sliderHeight * Double(sliders) + gap + Double(rows) * buttonHeight + Double(rows - 1) * gap
    }

    /// The panel filling `panel`.
    public static func layout(in panel: Rect) -> Layout {
        let inner = panel.insetBy(padding)
        var y = inner.y
        let title = Rect(x: inner.x, y: y, width: inner.width, height: titleHeight)
        y += titleHeight
        let fitted = fit(innerWidth: inner.width, maxHeight: panel.height)
        var sliders: [Slider] = []
        for knob in sliderKnobs.prefix(fitted.sliders) {
            let row = Rect(x: inner.x, y: y, width: inner.width, height: sliderHeight)
            // Inset by the thumb's radius, so the thumb at either end stays inside the row.
            let track = Rect(x: inner.x + thumbRadius, y: y + trackOffset - 2, width: max(0, inner.width - 2 * thumbRadius), height: 4)
            sliders.append(Slider(knob: knob, row: row, track: track))
            y += sliderHeight
        }
        y += gap
        let rows = fitted.buttonRows
        let perRow = (cellCount + rows - 1) / rows
        let buttonWidth = max(0, (inner.width - gap * Double(perRow - 1)) / Double(perRow))
        let cells = (0..<cellCount).map { index in
            let column = Double(index % perRow), row = Double(index / perRow)
            return Rect(x: inner.x + column * (buttonWidth + gap), y: y + row * (buttonHeight + gap), width: buttonWidth, height: buttonHeight)
        }
        var buttons = zip(Button.allCases.dropLast(2), cells).map { ButtonFrame(button: $0, rect: $1) }
        let last = cells[cellCount - 1], half = max(0, (last.width - gap) / 2)
        buttons.append(ButtonFrame(button: .liveFeed, rect: Rect(x: last.x, y: last.y, width: half, height: last.height)))
        buttons.append(ButtonFrame(button: .close, rect: Rect(x: last.maxX - half, y: last.y, width: half, height: last.height)))
        return Layout(panel: panel, title: title, sliders: sliders, buttons: buttons)
    }

    /// The panel folded to its title line in `panel` (`collapsedHeight` high): no controls, but its
    /// body is still the panel's, so a finger on it does not press the row under it.
    public static func collapsed(in panel: Rect) -> Layout {
        let inner = panel.insetBy(padding)
        return Layout(panel: panel, title: Rect(x: inner.x, y: inner.y, width: inner.width, height: titleHeight), sliders: [], buttons: [])
    }

    /// The fewest rows that keep every button `minimumButtonWidth` wide (one a row when even that is
    /// too narrow); then fewer, narrower ones while the panel would be taller than `maxHeight`: on
    /// a 240 pt high window every button stays on screen, its words cut short, rather than below it.
    /// Then, with one row left and still too tall, fewer sliders, down to `minimumSliders`.
    private static func fit(innerWidth: Double, maxHeight: Double) -> (buttonRows: Int, sliders: Int) {
        let count = cellCount
        var rows = count
        for candidate in 1..<count {
            let perRow = Double((count + candidate - 1) / candidate)
            if (innerWidth - gap * (perRow - 1)) / perRow >= minimumButtonWidth {
                rows = candidate
                break
            }
        }
        var sliders = sliderKnobs.count
        while rows > 1, height(buttonRows: rows, sliders: sliders) > maxHeight { rows -= 1 }
        while sliders > minimumSliders, height(buttonRows: rows, sliders: sliders) > maxHeight { sliders -= 1 }
        return (rows, sliders)
    }

    public var isOpen = false
    /// The preset applied last (by `p`, the panel's button or `--preset`): `p` goes on from it
    /// after its values were nudged, when no preset matches the tuning any more.
    public var lastPreset: TuningPreset?
    /// The pointers that went down in the panel, and what they went down on.
    public private(set) var captures: [PointerID: Control] = [:]
    /// Slider values set since the window last took them.
    private var pending: [TuningKnob: Double] = [:]

    public init(isOpen: Bool = false, lastPreset: TuningPreset? = nil) {
        self.isOpen = isOpen
        self.lastPreset = lastPreset
    }

    /// What the panel did with an input.
    public enum Outcome: Equatable, Sendable {
        /// Not the panel's: give it to the engine.
        case notMine
        /// The panel's, and nothing more to do (a slider's value waits in `takeSliderValues`).
        case taken
        /// The panel's, and a button was tapped: run its command.
        case command(AppCommand)
    }

    /// Offers one input to the panel floating at the bottom of `viewport`. Downs inside the open
    /// panel, and everything later from the pointers they brought down, are the panel's; everything
    /// else is `notMine`.
    public mutating func handle(_ input: InputEvent, viewport: Size) -> Outcome {
        handle(input, layout: Self.layout(viewport: viewport))
    }

    /// The same, with the panel where `layout` has it (`OverlayLayout.tuningPanel`: docked, floating
    /// or folded), and downs on its dock taken as well.
    public mutating func handle(_ input: InputEvent, layout: Layout) -> Outcome {
        switch input {
        case let .down(pointer, point):
            guard captures[pointer] == nil else { return .notMine }
            let onPanel = isOpen ? layout.control(at: point) : nil
            guard let control = onPanel ?? (layout.dock?.contains(point) == true ? .body : nil) else { return .notMine }
            captures[pointer] = control
            slide(control, to: point, layout)
            return .taken
        case let .move(pointer, point):
            guard let control = captures[pointer] else { return .notMine }
            slide(control, to: point, layout)
            return .taken
        case let .up(pointer, point):
            guard let control = captures.removeValue(forKey: pointer) else { return .notMine }
            slide(control, to: point, layout)
            // A button acts on release inside it, so a finger that slides off it takes it back.
            if case .button(let button) = control, layout.rect(of: button)?.contains(point) == true {
                return .command(button.command)
            }
            return .taken
        case let .cancel(pointer):
            return captures.removeValue(forKey: pointer) == nil ? .notMine : .taken
        case .frame, .wheel, .key, .resize, .focus, .tuning, .mark, .edit:
            return .notMine
        }
    }

    /// The slider values set since the last call that differ from `tuning`, as one live tuning
    /// change; nil when there are none. Emptied either way.
    public mutating func takeSliderValues(comparedTo tuning: Tuning) -> TuningPatch? {
        defer { pending.removeAll() }
        var values = TuningPatch()
        for (knob, value) in pending where value != knob.value(in: tuning) {
            knob.set(value, in: &values)
        }
        return values.isEmpty ? nil : values
    }

    /// The controls a pointer is holding now, for drawing them pressed.
    public var held: Set<Control> { Set(captures.values) }

    private mutating func slide(_ control: Control, to point: Point, _ layout: Layout) {
        guard case .slider(let knob) = control, let value = layout.value(knob, atX: point.x) else { return }
        pending[knob] = value
    }
}

extension Rect {
    /// Whether `point` is inside, counting the top and left edges but not the bottom and right, so
    /// that rectangles side by side never both contain a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}
