import ReorderKit
import ReorderText
import ReorderTrace

extension TraceInfo {
    /// For people: the facts, then one line per gesture in time order, then the replay result. Text
    /// from the trace (ids, section ids, tuning) is escaped (`escapedForMessage`); `json` keeps it exact.
    public var text: String {
        var lines = ["\(file.escapedForMessage): \(Self.fixed(duration, 3)) s, \(result.events) events"]
        lines.append("events: " + (counts.isEmpty ? "none" : counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ")))
        if let layout { lines.append("layout: " + layout) }
        if let pointsPerMillimetre {
            lines.append("density: \(Self.fixed(pointsPerMillimetre, 2)) pt/mm (pointsPerMillimetre): millimetres beside points")
        }
        lines.append("pointers: " + (pointers.isEmpty ? "none" : pointers.map {
            "\(Self.name($0.pointer)) (\($0.downs) \($0.downs == 1 ? "down" : "downs"))"
        }.joined(separator: ", ")))
        lines.append("gestures:")
        if gestures.isEmpty { lines.append("  none") }
        for gesture in gestures { lines.append("  " + gesture.line(pointsPerMillimetre: pointsPerMillimetre)) }
        lines.append(resultLine)
        for move in result.moves where move.swappedWith != nil || move.fromSection != move.toSection {
            var line = "  \(move.id.escapedForMessage) \(move.from) -> \(move.to)"
            if let from = move.fromSection, let to = move.toSection, from != to {
                line += ", from \(from.escapedForMessage) to \(to.escapedForMessage)"
            }
            if let partner = move.swappedWith { line += ", swapped with \(partner.escapedForMessage)" }
            lines.append(line)
        }
        for section in result.sections ?? [] {
            lines.append("  section \(section.id.escapedForMessage): "
                         + (section.rows.isEmpty ? "empty" : section.rows.map(\.escapedForMessage).joined(separator: " ")))
        }
        return lines.joined(separator: "\n")
    }

    /// `result: 1 drag, 1 move, scroll offset 0 pt, stateHash 9f2c41d0`.
    public var resultLine: String {
        "result: \(result.drags) \(result.drags == 1 ? "drag" : "drags"), \(result.moves.count) "
            + "\(result.moves.count == 1 ? "move" : "moves"), scroll offset \(Self.fixed(result.scrollOffset, 1)) pt, "
            + "stateHash \(result.stateHash)"
    }

    /// One JSON object: `{"file","duration","events","counts":{type:n},"pointers":[..],"gestures":[..],"result":{..}}`;
    /// `result` is exactly `replay --json`'s object, each gesture has `t`, `type`, its facts and `text`.
    public var json: String {
        var out = "{\"file\":"
        TraceWriter.appendString(file, to: &out)
        out += ",\"duration\":"
        TraceWriter.appendNumber(duration, to: &out)
        out += ",\"events\":\(result.events),\"counts\":{"
        out += counts.map { "\"\($0.type)\":\($0.count)" }.joined(separator: ",")
        out += "},\"pointers\":["
        out += pointers.map { "{\"pointer\":\"\($0.pointer.kind.rawValue)\",\"id\":\($0.pointer.id),\"downs\":\($0.downs)}" }
            .joined(separator: ",")
        out += "],\"gestures\":["
        out += gestures.map(\.json).joined(separator: ",")
        out += "],\"result\":" + result.json + "}"
        return out
    }

    /// `x` rounded to 1/`scale` (the noise of a subtraction kept out of reports) where that is exact,
    /// x * scale below 2^53; as it is above, where such rounding is finer than the Double anyway
    /// (and x * scale could overflow to infinity).
    static func round(_ x: Double, scale: Double) -> Double {
        abs(x * scale) < 9_007_199_254_740_992 ? (x * scale).rounded() / scale : x
    }

    static func name(_ pointer: PointerID) -> String { "\(pointer.kind.rawValue) \(pointer.id)" }

    package static func number(_ n: Double) -> String {
        var text = ""
        TraceWriter.appendNumber(n, to: &text)
        return text
    }

    /// `n` with `digits` decimals (times to the millisecond, distances to a tenth of a point); as the
    /// trace writer writes numbers when that cannot be exact in 64 bits (15 digits in all, at most).
    package static func fixed(_ n: Double, _ digits: Int) -> String {
        n.exactDecimals(digits) ?? number(n)
    }
}

extension TraceGesture {
    /// `0.100-0.600 touch 1 on row 0 (milk): lift after 0.50 s within 2.8 pt (allowed 10 pt)`.
    public var line: String { line(pointsPerMillimetre: nil) }

    /// The line, with millimetres beside points on a display of that density (nil: not known).
    public func line(pointsPerMillimetre: Double?) -> String {
        switch self {
        case .press(let press):
            return "\(TraceInfo.fixed(press.start, 3))-\(TraceInfo.fixed(press.end, 3)) \(text(pointsPerMillimetre: pointsPerMillimetre))"
        default:
            return "\(TraceInfo.fixed(t, 3)) \(text)"
        }
    }

    /// The line without its time; ids and tuning from the trace escaped (`escapedForMessage`), here
    /// and in the JSON's `text`, which is this line (the JSON's `row` keeps the id exact).
    public var text: String { text(pointsPerMillimetre: nil) }

    func text(pointsPerMillimetre: Double?) -> String {
        switch self {
        case .press(let press):
            return "\(TraceInfo.name(press.pointer)) \(press.place): \(press.decision(pointsPerMillimetre: pointsPerMillimetre))"
        case .drop(_, let id, let from, let to, let cause):
            switch cause {
            case .release: return "drop \(id.escapedForMessage) \(from) -> \(to)" + (from == to ? " (same place)" : "")
            // Only a row lifted by a key (`keyboardReorder`) is dropped by one: space or enter.
            case .key: return "drop \(id.escapedForMessage) \(from) -> \(to) by key" + (from == to ? " (same place)" : "")
            default: return "drop \(id.escapedForMessage) \(from) -> \(to) in place (\(cause.rawValue))"
            }
        case .dragCancelled(_, let id, let index):
            return "escape: \(id.escapedForMessage) goes back to \(index)"
        case .panEnded(_, let pointer, let velocity, let coasting, let cause):
            let who = pointer.map { TraceInfo.name($0) + " " } ?? ""
            guard cause == .release else { return "\(who)pan ended (\(cause.rawValue))" }
            let speed = "\(TraceInfo.fixed(abs(velocity), 0)) pt/s"
            return coasting ? "\(who)pan released at \(speed): coasting" : "\(who)pan released at \(speed): stops"
        case .coastEnded(_, let offset, let atEnd, let cause):
            switch cause {
            case .time: return "coasting stopped at offset \(TraceInfo.fixed(offset, 1)) pt"
                + (atEnd ? " (end of the list)" : " (slowed down)")
            case .touch: return "coasting stopped by a touch"
            default: return "coasting stopped (\(cause.rawValue))"
            }
        case .ignoredDown(_, let pointer, let owner):
            return "\(TraceInfo.name(pointer)) down ignored (\(TraceInfo.name(owner)) holds the list)"
        case .filteredDown(_, let pointer):
            return "\(TraceInfo.name(pointer)) stroke dropped by the input filters (none of it reached the engine)"
        case .tuning(_, let values):
            return "tuning " + values.keys.sorted().map { key in
                var value = ""
                TraceWriter.appendValue(values[key]!, to: &value)
                return "\(key.escapedForMessage)=\(value.escapedForMessage)"
            }.joined(separator: " ")
        }
    }

    var json: String {
        var out = "{\"t\":"
        TraceWriter.appendNumber(t, to: &out)
        func pointer(_ p: PointerID) -> String { "{\"pointer\":\"\(p.kind.rawValue)\",\"id\":\(p.id)}" }
        // The pointer that did it, flat as in the trace's own lines: "pointer":"touch","id":1.
        func flat(_ p: PointerID) -> String { ",\"pointer\":\"\(p.kind.rawValue)\",\"id\":\(p.id)" }
        switch self {
        case .press(let press):
            out += ",\"type\":\"press\",\"end\":"
            TraceWriter.appendNumber(press.end, to: &out)
            out += flat(press.pointer) + ",\"slot\":" + (press.slot.map(String.init) ?? "null")
            out += ",\"row\":"
            if let id = press.rowID { TraceWriter.appendString(id, to: &out) } else { out += "null" }
            out += ",\"outcome\":\"\(press.outcome.rawValue)\",\"heldSeconds\":"
            TraceWriter.appendNumber(TraceInfo.round(press.heldSeconds, scale: 1e9), to: &out)
            out += ",\"movedPoints\":"
            TraceWriter.appendNumber(TraceInfo.round(press.movedPoints, scale: 1e9), to: &out)
            out += ",\"longPressSeconds\":"
            TraceWriter.appendNumber(press.longPressSeconds, to: &out)
            out += ",\"allowableMovement\":"
            TraceWriter.appendNumber(press.allowableMovement, to: &out)
            if let selected = press.selected {
                out += ",\"selected\":"
                TraceWriter.appendString(selected, to: &out)
            }
            if let cause = press.cause { out += ",\"cause\":\"\(cause.rawValue)\"" }
        case .drop(_, let id, let from, let to, let cause):
            out += ",\"type\":\"drop\",\"row\":"
            TraceWriter.appendString(id, to: &out)
            out += ",\"from\":\(from),\"to\":\(to),\"cause\":\"\(cause.rawValue)\""
        case .dragCancelled(_, let id, let index):
            out += ",\"type\":\"dragCancelled\",\"row\":"
            TraceWriter.appendString(id, to: &out)
            out += ",\"index\":\(index)"
        case .panEnded(_, let p, let velocity, let coasting, let cause):
            out += ",\"type\":\"panEnded\"" + (p.map(flat) ?? "") + ",\"velocity\":"
            TraceWriter.appendNumber(TraceInfo.round(velocity, scale: 1e6), to: &out)
            out += ",\"coasting\":\(coasting),\"cause\":\"\(cause.rawValue)\""
        case .coastEnded(_, let offset, let atEnd, let cause):
            out += ",\"type\":\"coastEnded\",\"offset\":"
            TraceWriter.appendNumber(TraceInfo.round(offset, scale: 1e6), to: &out)
            out += ",\"atEnd\":\(atEnd),\"cause\":\"\(cause.rawValue)\""
        case .ignoredDown(_, let p, let owner):
            out += ",\"type\":\"ignoredDown\"" + flat(p) + ",\"owner\":" + pointer(owner)
        case .filteredDown(_, let p):
            out += ",\"type\":\"filteredDown\"" + flat(p)
        case .tuning(_, let values):
            out += ",\"type\":\"tuning\",\"set\":"
            TraceWriter.appendValue(.object(values), to: &out)
        }
        out += ",\"text\":"
        TraceWriter.appendString(text, to: &out)
        return out + "}"
    }
}

extension PressReport {
    /// `on row 1 (eggs)`, or where it went down when not on a row.
    var place: String {
        guard let slot, let rowID else { return "below the rows" }
        return "on row \(slot) (\(rowID.escapedForMessage))"
    }

    /// The decision and the numbers that made it.
    /// `pointsPerMillimetre`: the display's density, to give millimetres beside points.
    func decision(pointsPerMillimetre: Double?) -> String {
        func mm(_ points: Double) -> String {
            pointsPerMillimetre.map { " = \(TraceInfo.fixed(points / $0, 2)) mm" } ?? ""
        }
        let held = "\(TraceInfo.fixed(heldSeconds, 2)) s", moved = "\(TraceInfo.fixed(movedPoints, 1)) pt" + mm(movedPoints)
        let limit = TraceInfo.number(allowableMovement) + " pt" + mm(allowableMovement)
        let deadline = TraceInfo.number(longPressSeconds)
        switch outcome {
        case .lift:
            return "lift after \(held) within \(moved) (allowed \(limit))"
        case .pan:
            return "moved \(moved) (over \(limit)) after \(held), before \(deadline) s: pan"
        case .tap:
            var text = "tap after \(held), moved \(moved)"
            if heldSeconds >= longPressSeconds {
                // Held past the deadline without lifting: say why it could not.
                if slot == nil { text += " (no row to lift)" }
                else if !reorderingEnabled { text += " (reordering disabled)" }
                else if !rowMovable { text += " (row cannot move)" }
            }
            if stoppedCoasting { return text + ": stopped the list, selects nothing" }
            if let selected { return text + ": selects \(selected.escapedForMessage)" }
            return text
        case .cancelled:
            return "cancelled after \(held), moved \(moved) (\(cause?.rawValue ?? "taken away"))"
        }
    }
}
