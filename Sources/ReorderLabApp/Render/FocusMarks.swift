import ReorderKit
import ReorderSDL

/// Where this frame drew the rows reorder without dragging marks: the focused row (`keyboardReorder`;
/// the imposter once a key lifted it), the row a tap picked (`tapToMove`) and the row in hand (any
/// lifted row's imposter). The list draws their rings; the announcement strip keeps off them.
public struct FocusMarks: Equatable, Sendable {
    public var focused: Rect?
    public var picked: Rect?
    public var inHand: Rect?

    public init(focused: Rect? = nil, picked: Rect? = nil, inHand: Rect? = nil) {
        self.focused = focused
        self.picked = picked
        self.inHand = inHand
    }

    /// Ring width, points: WCAG 2.2's focus appearance (2.4.13) asks for at least a 2 px outline
    /// with 3:1 contrast; 3 pt stays visible on a row lit as selected.
    static let ringWidth = 3.0

    /// A row drawn at `rect`: kept if the engine focuses or picked it.
    mutating func note<L: ReorderLayout>(_ id: String, at rect: Rect, engine: ReorderEngine<L>) {
        if id == engine.focusedID { focused = rect }
        if id == engine.pickedID { picked = rect }
    }

    /// The rings, inside each row's edge (a ring outside would spill onto the neighbours and, at the
    /// list's ends, out of the viewport). A picked row that is also focused shows the pick's colour
    /// outside and the focus inside.
    func draw(theme: Theme, renderer: Renderer) {
        if let picked { renderer.stroke(picked, theme.pickRing, width: Self.ringWidth) }
        if let focused {
            let ring = focused == picked ? focused.insetBy(Self.ringWidth) : focused
            renderer.stroke(ring, theme.focusRing, width: Self.ringWidth)
        }
    }
}
