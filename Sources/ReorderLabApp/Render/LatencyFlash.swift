import ReorderSDL

/// `--latency-flash`: a white square in the window's top-left corner, drawn from the first frame
/// after a down until the up, over everything else; black the rest of the time, so the flash stands
/// out against the list's white rows. Filmed with the finger at 240 fps (4.2 ms a
/// picture), or watched by a photodiode, the frames from the finger's touch to the square's light
/// are the whole latency, glass to glass (docs/panel.md, "A flash for a camera").
enum LatencyFlash {
    /// Points a side: big enough for a photodiode's window (a few millimetres) and a phone's
    /// camera to see at a glance, small enough to leave the list usable.
    static let side = 48.0

    static func draw(lit: Bool, renderer: Renderer) {
        renderer.fill(Rect(x: 0, y: 0, width: side, height: side), lit ? Color(255, 255, 255) : Color(0, 0, 0))
    }
}
