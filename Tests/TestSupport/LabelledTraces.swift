/// Labelled traces whose every decision is worked out by hand: the sweep's and `tune`'s tests score
/// them and compare with the tables here.
public enum LabelledTraces {
    /// Grid of the brief: long press 0.2, 0.3, 0.4 s x movement 5, 10, 15 pt. Frames every 0.05 s,
    /// so a lift happens exactly at its deadline. Row 1's centre is y = 66.
    ///
    /// | press | intent  | what the finger does                      | 0.2 s       | 0.3 s       | 0.4 s                   |
    /// | A 1.0 | reorder | holds still, up at 1.35                   | lift        | lift        | tap: missed             |
    /// | B 3.0 | scroll  | 12 pt at 3.1, holds, up at 3.25           | m<=10 pan; 15: lift (false) | m<=10 pan; 15: tap (other) | same as 0.3 |
    /// | C 5.0 | tap     | 1 pt, up at 5.08                          | tap         | tap         | tap                     |
    /// | D 7.0 | tap     | 6 pt at 7.35, up at 7.38                  | lift (false)| lift (false)| m=5 pan (lost); else tap |
    /// | G 9.0 | reorder | up at 9.05 (too quick)                    | tap: missed | tap: missed | tap: missed             |
    /// | H 10  | none    | holds 0.5 s: lifts, but is not scored (G's mark applied to G's down only)                   |
    ///
    /// The header says longPressSeconds 0.9 and allowableMovement 100, and a live tuning line says so
    /// again: were either used, A, D and H would never lift and B would never pan.
    public static func handWorked() -> String {
        var b = TraceBuilder(tuning: #"{"allowableMovement":100,"longPressSeconds":0.9}"#)
        b.tuning(0.5, #"{"allowableMovement":100,"longPressSeconds":0.9,"keyScrollStep":50}"#)
        b.mark(0.9, "intent:reorder")
        b.down(1.0, y: 66)
        b.up(1.35, y: 66)
        b.mark(2.9, "intent:scroll")
        b.down(3.0, y: 66)
        b.move(3.1, y: 78)
        b.up(3.25, y: 78)
        b.mark(4.9, "intent:tap")
        b.down(5.0, y: 66)
        b.move(5.04, y: 67)
        b.up(5.08, y: 67)
        b.mark(6.9, "intent:tap")
        b.down(7.0, y: 66)
        b.move(7.35, y: 72)
        b.up(7.38, y: 72)
        b.mark(8.9, "intent:reorder")
        b.mark(8.95, "checkpoint")  // not an intent: changes nothing
        b.down(9.0, y: 66)
        b.up(9.05, y: 66)
        b.down(10.0, y: 66)
        b.up(10.5, y: 66)
        return b.text(until: 11)
    }

    /// A reorder that lifts, a tap marked for a second finger the engine ignores, a scroll whose
    /// press focus loss cancels, and a mark whose intent is misspelt.
    public static func accounting() -> String {
        var b = TraceBuilder()
        b.mark(0.9, "intent:reorder")
        b.down(1.0, y: 66)
        b.mark(1.1, "intent:tap")
        b.add(1.2, #""type":"down","pointer":"touch","id":2,"x":200,"y":300"#)
        b.add(1.3, #""type":"up","pointer":"touch","id":2,"x":200,"y":300"#)
        b.up(2.0, y: 66)
        b.mark(2.9, "intent:scroll")
        b.down(3.0, y: 66)
        b.add(3.1, #""type":"focus","focused":false"#)
        b.up(3.2, y: 66)
        b.mark(3.9, "intent:Reorder")
        b.down(4.0, y: 66)
        b.up(4.1, y: 66)
        return b.text(until: 4.5)
    }
}
