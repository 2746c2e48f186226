import ReorderKit
import ReorderSDL

/// Where a study's window puts things, in points: the list at the top (the study's viewport, the
/// same in every block, since the tasks were made for it), the task's banner under it with the skip
/// button at its right. Pure: no SDL.
public struct StudyScreen: Equatable, Sendable {
    public var window: Size
    /// The list: the engine's viewport, from the window's top-left corner.
    public var list: Rect
    /// The strip under the list: the task in words, the progress, the skip button.
    public var banner: Rect
    public var skipButton: Rect

    /// Two lines of the task's words (20 pt type), the progress line and the padding.
    public static let bannerHeight = 96.0
    static let padding = 10.0
    /// 44 pt: Apple's minimum touch target.
    static let buttonSize = Size(width: 76, height: 44)

    /// The list is the study's viewport, from the window's top-left corner; the banner is under it.
    public init(viewport: Size) {
        window = Self.window(forViewport: viewport)
        list = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        banner = Rect(x: 0, y: viewport.height, width: viewport.width, height: Self.bannerHeight)
        let button = Self.buttonSize
        skipButton = Rect(x: banner.maxX - button.width - Self.padding, y: banner.maxY - button.height - Self.padding,
                          width: button.width, height: button.height)
    }

    /// The window a study of `viewport` opens: the list and the banner under it.
    public static func window(forViewport viewport: Size) -> Size {
        Size(width: viewport.width, height: viewport.height + bannerHeight)
    }

    /// The study's viewport in a window of `window` points (`--size` at a study's first run).
    public static func viewport(forWindow window: Size) -> Size {
        Size(width: window.width, height: max(1, window.height - bannerHeight))
    }

    /// Where the task's words go: the banner left of the skip button.
    public var taskText: Rect {
        Rect(x: banner.x + Self.padding, y: banner.y + Self.padding, width: max(0, skipButton.x - banner.x - 2 * Self.padding),
             height: max(0, banner.height - 2 * Self.padding))
    }
}
