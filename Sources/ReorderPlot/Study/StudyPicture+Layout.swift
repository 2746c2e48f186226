import ReorderKit
import ReorderStudy
import ReorderText

extension StudyPicture {
    static func layout(_ report: StudyReport, text: PlotText) -> Layout {
        let line = text.lineHeight
        func label(_ s: String, x: Int, y: Int, title: Bool = false, muted: Bool = false) -> Label {
            Label(text: s, x: x, y: y, width: text.width(s, title ? .bold : .regular), height: line, isTitle: title, isMuted: muted)
        }
        var labels: [Label] = []
        let conditions = report.conditions
        let people = report.participants.count
        let title = "Task time and errors per condition: \(people) \(people == 1 ? "participant" : "participants"), "
            + "\(report.participants.reduce(0) { $0 + $1.tasks }) tasks"
        labels.append(label(title, x: margin, y: margin, title: true))

        let names = conditions.map { fitted($0.name, room: maximumNameWidth, text: text) }
        let nameWidth = max(names.map { text.width($0) }.max() ?? 0, text.width("condition"))
        let panelTop = margin + line + 14 + line + 8  // the title, then the panels' titles
        let timeX = margin + nameWidth + 16
        let errorX = timeX + timeWidth + panelGap
        let count = max(conditions.count, 1)
        let timePanel = PixelRect(x: timeX, y: panelTop, width: timeWidth, height: count * rowHeight)
        let errorPanel = PixelRect(x: errorX, y: panelTop, width: errorWidth, height: count * rowHeight)
        labels.append(label("task time, s: median and 95% interval", x: timeX, y: panelTop - line - 8, muted: true))
        labels.append(label("errors per task, by kind", x: errorX, y: panelTop - line - 8, muted: true))

        // Each panel keeps room at its right for the widest figures drawn beside a whisker or a bar.
        let timeTexts = conditions.map(timeText)
        let errorTexts = conditions.map(errorText)
        let timeRoom = timeWidth - 8 - (timeTexts.map { text.width($0) }.max() ?? 0) - 8
        let errorRoom = errorWidth - 8 - (errorTexts.map { text.width($0) }.max() ?? 0) - 8
        let slowest = conditions.compactMap { $0.interval?.upper ?? $0.medianSeconds }.max() ?? 0
        let mostErrors = conditions.compactMap(\.errorsPerTask).max() ?? 0
        let secondsScale = Double(max(timeRoom, 40)) / (slowest > 0 ? slowest : 1)
        let errorScale = Double(max(errorRoom, 40)) / (mostErrors > 0 ? mostErrors : 1)

        var rows: [PixelRect] = [], whiskers: [(lower: Int, median: Int, upper: Int)?] = []
        var bars: [[(kind: StudyTaskRecord.ErrorKind, box: PixelRect)]] = []
        let textY = (rowHeight - text.capHeight) / 2
        for (index, condition) in conditions.enumerated() {
            let top = panelTop + index * rowHeight
            rows.append(PixelRect(x: margin, y: top, width: errorPanel.right - margin, height: rowHeight))
            labels.append(label(names[index], x: margin, y: top + textY))
            if let median = condition.medianSeconds {
                let lower = condition.interval?.lower ?? median, upper = condition.interval?.upper ?? median
                func x(_ seconds: Double) -> Int { timeX + Int((seconds * secondsScale).rounded()) }
                whiskers.append((x(lower), x(median), x(upper)))
                labels.append(label(timeTexts[index], x: x(upper) + 10, y: top + textY))
            } else {
                whiskers.append(nil)
                labels.append(label(timeTexts[index], x: timeX + 8, y: top + textY, muted: true))
            }
            var pieces: [(kind: StudyTaskRecord.ErrorKind, box: PixelRect)] = []
            var x = Double(errorX + 1)
            let tasks = Double(max(condition.tasks, 1))
            for kind in StudyTaskRecord.ErrorKind.allCases {
                guard let n = condition.errors[kind], n > 0 else { continue }
                let end = x + Double(n) / tasks * errorScale
                pieces.append((kind, PixelRect(x: Int(x.rounded()), y: top + 9, width: max(1, Int(end.rounded()) - Int(x.rounded())),
                                               height: rowHeight - 18)))
                x = end
            }
            bars.append(pieces)
            labels.append(label(errorTexts[index], x: Int(x.rounded()) + 8, y: top + textY, muted: condition.tasks == 0))
        }

        // Tick labels under each panel.
        let axisY = panelTop + count * rowHeight + 6
        for (panel, scale, unit) in [(timePanel, secondsScale, " s"), (errorPanel, errorScale, "")] {
            var lastRight = Int.min
            for tick in ticks(upTo: Double(panel.width) / scale) {
                let s = tickText(tick) + (tick == 0 ? "" : unit)
                let width = text.width(s)
                let x = min(max(panel.x + Int((tick * scale).rounded()) - width / 2, panel.x), panel.right - width)
                guard x > lastRight + 8 else { continue }
                labels.append(label(s, x: x, y: axisY, muted: true))
                lastRight = x + width
            }
        }

        // The legend: a swatch and a name per kind, on as many lines as the width needs.
        let legendTop = axisY + line + 14
        let width = max(errorPanel.right + margin, margin * 2 + text.width(title, .bold))
        var swatches: [PixelRect] = []
        var x = margin, y = legendTop
        for kind in StudyTaskRecord.ErrorKind.allCases {
            let name = legendName(kind)
            let needed = 18 + 6 + text.width(name)
            if x > margin, x + needed > width - margin {
                x = margin
                y += line + 10
            }
            swatches.append(PixelRect(x: x, y: y + (text.capHeight - 10) / 2, width: 18, height: 10))
            labels.append(label(name, x: x + 24, y: y))
            x += needed + 22
        }
        return Layout(width: width, height: y + line + margin, timePanel: timePanel, errorPanel: errorPanel, rows: rows,
                      whiskers: whiskers, bars: bars, labels: labels, legendSwatches: swatches,
                      secondsScale: secondsScale, errorScale: errorScale)
    }

    /// "2.25 s [1.75, 2.75], 6 done", or what stands in when none was done.
    static func timeText(_ c: StudyReport.Condition) -> String {
        guard let median = c.medianSeconds else { return "no task done" }
        let interval = c.interval.map { " [\($0.lower.fixed(2)), \($0.upper.fixed(2))]" } ?? ""
        return median.fixed(2) + " s" + interval + ", \(c.done) done"
    }

    /// "0.50 (3 of 6 tasks)".
    static func errorText(_ c: StudyReport.Condition) -> String {
        guard let perTask = c.errorsPerTask else { return "no task" }
        return perTask.fixed(2) + " (\(c.errorCount) in \(c.tasks) \(c.tasks == 1 ? "task" : "tasks"))"
    }

    static func legendName(_ kind: StudyTaskRecord.ErrorKind) -> String {
        switch kind {
        case .falseLift: "falseLift: a row lifted in a scroll or tap task"
        case .missedLift: "missedLift: no lift in a reorder task"
        case .lostTap: "lostTap: a tap became a pan"
        case .wrongTap: "wrongTap: another row tapped"
        case .wrongDrop: "wrongDrop: dropped in the wrong place"
        }
    }

    /// Tick values as text: "0.5", "2", "0.25", with the decimals a tick needs (at most two).
    static func tickText(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return value.fixed(hundredths % 100 == 0 ? 0 : hundredths % 10 == 0 ? 1 : 2)
    }

    /// The text cut to `room` pixels, ending in "…" when cut.
    static func fitted(_ s: String, room: Int, text: PlotText) -> String {
        guard text.width(s) > room else { return s }
        var characters = Array(s)
        while !characters.isEmpty, text.width(String(characters) + "…") > room { characters.removeLast() }
        return String(characters) + "…"
    }
}

