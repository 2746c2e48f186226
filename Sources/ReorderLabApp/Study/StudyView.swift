import ReorderKit
import ReorderSDL
import ReorderStudy

/// Draws a study's frame: the list as the playground draws it (no HUD: the study is blind), the
/// task's rows marked on it, the banner with the task in words, the progress and the skip button;
/// or, between blocks, a card to tap through.
struct StudyView {
    let scene: Scene
    var theme: Theme { scene.theme }

    /// The row to act on: outlined in the accent colour; the reference row: the edge the moved row
    /// goes to, as a bar (a reorder's "below Eggs" is Eggs's bottom edge).
    static let subjectColour = Color(10, 122, 255)
    static let referenceColour = Color(255, 149, 0)
    static let taskFont = TextStyle(pointSize: 20, path: TextStyle.boldPath)
    static let smallTaskFont = TextStyle(pointSize: 16, path: TextStyle.boldPath)

    func draw<Layout: ReorderLayout>(_ model: StudyModel<Layout>, renderer: Renderer) {
        if let session = model.session, model.phase == .running {
            scene.draw(engine: session.engine, renderer: renderer, hud: nil, help: false)
            if let task = model.currentTask { mark(task, engine: session.engine, renderer: renderer) }
            banner(model, screen: model.screen, renderer: renderer)
        } else {
            renderer.clip(to: nil)
            renderer.clear(theme.background)
            if let card = model.card { self.card(card, screen: model.screen, renderer: renderer) }
        }
    }

    // MARK: The task on the list

    /// The rows where `ListView` drew them: a row across the list's column, a grid's card at its own
    /// frame; the reference's bar on the edge the moved row goes to (a grid's flow: the card's
    /// right edge for "after", its left for "before").
    private func mark<Layout: ReorderLayout>(_ task: StudyTask, engine: ReorderEngine<Layout>, renderer: Renderer) {
        let list = scene.list
        let column = list.column(width: engine.viewport.width)
        let tiles = engine.drawsTiles
        var frames: [String: Rect] = [:]
        for row in engine.visibleRows(height: engine.viewport.height, spacing: 1 / max(renderer.scale, 1e-9), limit: 2000)
            where !row.isBlank && task.highlightedRows.contains(row.row.id) {
            frames[row.row.id] = tiles ? Rect(x: row.left, y: row.top, width: row.width, height: row.height)
                : Rect(x: column.x, y: row.top, width: column.width, height: row.height)
        }
        if let imposter = engine.imposter, task.highlightedRows.contains(imposter.row.id) {
            frames[imposter.row.id] = ImposterPose(engine: engine, imposter: imposter, column: column).drawn
        }
        renderer.clip(to: Rect(x: 0, y: 0, width: engine.viewport.width, height: engine.viewport.height))
        if let reference = task.reference, let frame = frames[reference.row] {
            renderer.stroke(frame.insetBy(1), Self.referenceColour, width: 2)
            if tiles {
                let x = reference.placement == .below ? frame.maxX - 3 : frame.x - 3
                renderer.fill(Rect(x: x, y: frame.y, width: 6, height: frame.height), Self.referenceColour)
            } else {
                let y = reference.placement == .below ? frame.maxY - 3 : frame.y - 3
                renderer.fill(Rect(x: frame.x, y: y, width: frame.width, height: 6), Self.referenceColour)
            }
        }
        if let frame = frames[task.row] {
            renderer.fill(frame, Self.subjectColour.alpha(36))
            renderer.stroke(frame.insetBy(1.5), Self.subjectColour, width: 3)
        }
        renderer.clip(to: nil)
    }

    // MARK: The banner

    private func banner<Layout: ReorderLayout>(_ model: StudyModel<Layout>, screen: StudyScreen, renderer: Renderer) {
        renderer.fill(screen.banner, theme.panelFill.alpha(255))
        let text = scene.text
        let area = screen.taskText
        if let task = model.currentTask {
            var y = area.y
            for line in lines(task.text, width: area.width, renderer: renderer) {
                text.draw(line.text, line.style, theme.panelText, at: (area.x, y), maxWidth: area.width, renderer: renderer)
                y += text.lineHeight(line.style, renderer: renderer)
            }
        }
        if let progress = model.progress {
            let height = text.lineHeight(theme.hudSmallFont, renderer: renderer)
            text.draw(progress, theme.hudSmallFont, theme.panelMutedText, at: (area.x, area.maxY - height),
                      maxWidth: area.width, renderer: renderer)
        }
        let button = screen.skipButton
        renderer.fillRoundedRect(button, radius: 8, theme.buttonFill)
        text.draw("Skip", theme.labelFont, theme.panelText, at: (button.x + button.width / 2, button.y + button.height / 2),
                  anchor: .center, maxWidth: button.width - 4, renderer: renderer)
    }

    /// The task's words on one line in the large type, else two (broken at the space nearest the
    /// middle), else two in the smaller type, each cut to the width as a last resort.
    private func lines(_ words: String, width: Double, renderer: Renderer) -> [(text: String, style: TextStyle)] {
        let text = scene.text
        func fits(_ s: String, _ style: TextStyle) -> Bool { text.size(s, style, theme.panelText, renderer: renderer).width <= width }
        if fits(words, Self.taskFont) { return [(words, Self.taskFont)] }
        let halves = Self.split(words)
        for style in [Self.taskFont, Self.smallTaskFont] where halves.allSatisfy({ fits($0, style) }) {
            return halves.map { ($0, style) }
        }
        return halves.map { (text.fitted($0, Self.smallTaskFont, width: width, renderer: renderer), Self.smallTaskFont) }
    }

    /// Two lines, broken at the space nearest the middle (one line when there is no space).
    static func split(_ words: String) -> [String] {
        let characters = Array(words)
        let spaces = characters.indices.filter { characters[$0] == " " }
        guard let cut = spaces.min(by: { abs($0 - characters.count / 2) < abs($1 - characters.count / 2) }) else { return [words] }
        return [String(characters[..<cut]), String(characters[(cut + 1)...])]
    }

    // MARK: Cards

    private func card(_ card: (title: String, lines: [String]), screen: StudyScreen, renderer: Renderer) {
        let text = scene.text
        let width = min(screen.window.width - 32, 420)
        let x = (screen.window.width - width) / 2
        let title = theme.titleFont.sized(22)
        let lineHeight = text.lineHeight(theme.helpFont, renderer: renderer)
        let height = 32 + text.lineHeight(title, renderer: renderer) + 12 + Double(card.lines.count) * lineHeight
        let rect = Rect(x: x, y: max(16, (screen.window.height - height) / 2), width: width, height: height)
        renderer.fillRoundedRect(rect, radius: 12, theme.panelFill.alpha(255))
        var y = rect.y + 16
        text.draw(card.title, title, theme.panelText, at: (rect.x + 16, y), maxWidth: width - 32, renderer: renderer)
        y += text.lineHeight(title, renderer: renderer) + 12
        for line in card.lines {
            text.draw(line, theme.helpFont, theme.panelText, at: (rect.x + 16, y), maxWidth: width - 32, renderer: renderer)
            y += lineHeight
        }
    }
}
