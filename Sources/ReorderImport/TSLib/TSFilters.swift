/// tslib's filters (`plugins/*.c`, their `*_read_mt`), one row of slots at a time, as tslib runs
/// them with one sample per read (`ts_print_mt`'s default). Each returns whether the row goes on
/// (tslib's read returning 1 rather than 0); samples it holds back are made invalid.
protocol TSFilter {
    mutating func filter(_ row: inout [TSSample]) -> Bool
}

/// `module median depth=N`: each coordinate and the pressure is the median of the slot's last N
/// samples. After a pen-down the window starts full of zeros, so the first N/2 samples are held
/// back and the next is the median of zeros and real samples; a pen-up (pressure 0) passes
/// with the window's median position, its own pressure 0, and empties the window.
struct TSMedian: TSFilter {
    let depth: Int
    private var window: [[TSSample]]
    private var withSamples: [Int]

    init(depth: Int, slots: Int) {
        self.depth = depth
        window = [[TSSample]](repeating: [TSSample](repeating: TSSample(), count: depth), count: slots)
        withSamples = [Int](repeating: 0, count: slots)
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for j in row.indices where row[j].valid {
            let pressure = row[j].pressure
            window[j].removeFirst()
            window[j].append(row[j])
            row[j].x = window[j].map(\.x).sorted()[depth / 2]
            row[j].y = window[j].map(\.y).sorted()[depth / 2]
            // tslib sorts pressure as unsigned.
            row[j].pressure = Int32(bitPattern: window[j].map { UInt32(bitPattern: $0.pressure) }.sorted()[depth / 2])
            if pressure == 0 && withSamples[j] != 0 {
                window[j] = [TSSample](repeating: TSSample(), count: depth)
                withSamples[j] = 0
                row[j].pressure = pressure
            } else if pressure != 0 && withSamples[j] == 0 {
                withSamples[j] = 1
            }
            if pressure != 0 && withSamples[j] <= depth / 2 {
                row[j].valid = false
                withSamples[j] += 1
            }
        }
        return true
    }
}

/// `module iir N=n D=d`: s = (n s + (d - n) x + d/2) / d per coordinate, in integers (C division,
/// toward zero); a pen-down's sample starts s and passes as it is, a pen-up's resets it.
struct TSIIR: TSFilter {
    let n: Int64, d: Int64
    private var s: [Int64], t: [Int64]
    private var active: [Bool]

    init(n: Int, d: Int, slots: Int) {
        self.n = Int64(n)
        self.d = Int64(max(d, 1))  // tslib: D=0 is taken as 1
        s = [Int64](repeating: 0, count: slots)
        t = s
        active = [Bool](repeating: false, count: slots)
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for j in row.indices where row[j].valid {
            if row[j].pressure == 0 || !active[j] {
                s[j] = Int64(row[j].x)
                t[j] = Int64(row[j].y)
                active[j] = row[j].pressure != 0
                continue
            }
            s[j] = (n * s[j] + (d - n) * Int64(row[j].x) + d / 2) / d
            t[j] = (n * t[j] + (d - n) * Int64(row[j].y) + d / 2) / d
            row[j].x = Int32(truncatingIfNeeded: s[j])
            row[j].y = Int32(truncatingIfNeeded: t[j])
        }
        return true
    }
}

/// `module dejitter delta=N`: a weighted average of the slot's last 2 to 4 samples (weights
/// 5,3 / 8,5,3 / 6,4,3,3, over 8 and 16, newest first); a move of more than delta units from the
/// last sample, or a pen-up, forgets the history. The first sample after passes as it is.
struct TSDejitter: TSFilter {
    static let weights: [[Int64]] = [[5, 3, 0, 0, 3], [8, 5, 3, 0, 4], [6, 4, 3, 3, 4]]
    let delta: Int64, deltaSquared: Int64
    private var history: [[(x: Int64, y: Int64, p: Int64)]]
    private var count: [Int]
    private var head: [Int]

    init(delta: Int, slots: Int) {
        self.delta = Int64(delta)
        deltaSquared = Int64(delta) * Int64(delta)
        history = [[(x: Int64, y: Int64, p: Int64)]](repeating: [(0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0)], count: slots)
        count = [Int](repeating: 0, count: slots)
        head = count
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for i in row.indices where row[i].valid {
            if row[i].pressure == 0 {
                count[i] = 0
                continue
            }
            if count[i] > 0 {
                let previous = history[i][(head[i] + 3) & 3]
                let dx = Int64(row[i].x) - previous.x, dy = Int64(row[i].y) - previous.y
                // A jump across the whole Int32 range squares past Int64: farther than delta on
                // one axis is a jump whatever the other does (delta is at most 1e6, TSConf).
                if abs(dx) > delta || abs(dy) > delta || dx * dx + dy * dy > deltaSquared { count[i] = 0 }
            }
            history[i][head[i]] = (Int64(row[i].x), Int64(row[i].y), Int64(row[i].pressure))
            if count[i] < 4 { count[i] += 1 }
            if count[i] > 1 {
                let w = Self.weights[count[i] - 2]
                var x: Int64 = 0, y: Int64 = 0, p: Int64 = 0
                var sn = head[i]
                for k in 0..<count[i] {
                    x += history[i][sn].x * w[k]
                    y += history[i][sn].y * w[k]
                    p += history[i][sn].p * w[k]
                    sn = (sn + 3) & 3
                }
                // C's >> of a negative int is arithmetic on the machines tslib runs on: so is Swift's.
                row[i].x = Int32(truncatingIfNeeded: x >> w[4])
                row[i].y = Int32(truncatingIfNeeded: y >> w[4])
                row[i].pressure = Int32(truncatingIfNeeded: p >> w[4])
            }
            head[i] = (head[i] + 1) & 3
        }
        return true
    }
}

/// `module debounce drop_threshold=MS`: drops every sample of a slot within MS milliseconds
/// (whole, truncated) after its last pen-up, the pen-up included. Before the first pen-up the last
/// one is taken as long ago: on a live device tslib's clock is far from 0 (see the report).
struct TSDebounce: TSFilter {
    let thresholdMilliseconds: Int64
    private var lastRelease: [Int64?]

    init(dropThreshold: Int, slots: Int) {
        thresholdMilliseconds = Int64(dropThreshold)
        lastRelease = [Int64?](repeating: nil, count: slots)
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for i in row.indices where row[i].valid {
            let now = row[i].micros
            let dt = lastRelease[i].map { (now - $0) / 1000 }
            if row[i].pressure == 0 { lastRelease[i] = now }
            if let dt, dt < thresholdMilliseconds { row[i].valid = false }
        }
        return true
    }
}

/// `module skip nhead=H ntail=T`: drops a slot's first H samples after each pen-down and, by
/// delaying everything T samples, the last T before its pen-up; the pen-up itself comes out at the
/// position T samples back. A row from which nothing is sent is not passed on at all (tslib's read
/// returns 0), whatever else in it is valid.
struct TSSkip: TSFilter {
    let nhead: Int, ntail: Int
    private var n: [Int], m: [Int], sent: [Bool]
    private var queue: [[TSSample]]

    init(nhead: Int, ntail: Int, slots: Int) {
        self.nhead = nhead
        self.ntail = ntail
        n = [Int](repeating: 0, count: slots)
        m = n
        sent = [Bool](repeating: false, count: slots)
        queue = [[TSSample]](repeating: [TSSample](repeating: TSSample(), count: slots), count: ntail)
    }

    private mutating func reset(_ i: Int) {
        n[i] = 0
        m[i] = 0
        sent[i] = false
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        var accepted = false
        let current = row
        for i in row.indices where current[i].valid {
            if n[i] < nhead {
                n[i] += 1
                if current[i].pressure == 0 { reset(i) }
                row[i].valid = false
                continue
            }
            if current[i].pressure == 0 && !sent[i] {
                // tslib ignores the up of a contact it sent nothing of, but leaves it valid.
                reset(i)
                continue
            }
            if ntail == 0 {
                row[i] = current[i]
                accepted = true
                sent[i] = true
                if current[i].pressure == 0 { reset(i) }
                continue
            }
            if !sent[i] && m[i] < ntail {
                row[i].valid = false
                queue[m[i]][i] = current[i]
                m[i] += 1
                continue
            }
            if m[i] >= ntail { m[i] = 0 }
            if current[i].pressure == 0 {
                queue[m[i]][i].pressure = 0
                queue[m[i]][i].trackingID = -1
                queue[m[i]][i].valid = true
            }
            row[i] = queue[m[i]][i]
            accepted = true
            if current[i].pressure == 0 {
                reset(i)
            } else {
                queue[m[i]][i] = current[i]
                sent[i] = true
                m[i] += 1
            }
        }
        return accepted
    }
}

/// `module pthres pmin=A pmax=B`: a sample with pressure above B is dropped; below A it is a
/// release at the slot's last pressed position (pressure 0) if the slot was pressed, else dropped.
struct TSPthres: TSFilter {
    let pmin: UInt32, pmax: UInt32
    private var pressed: [Bool]
    private var saved: [(x: Int32, y: Int32)]

    init(pmin: Int, pmax: Int, slots: Int) {
        self.pmin = UInt32(pmin)
        self.pmax = UInt32(pmax)
        pressed = [Bool](repeating: false, count: slots)
        saved = [(x: Int32, y: Int32)](repeating: (0, 0), count: slots)
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for j in row.indices where row[j].valid {
            // tslib's pressure is unsigned.
            let pressure = UInt32(bitPattern: row[j].pressure)
            if pressure < pmin {
                if pressed[j] {
                    pressed[j] = false
                    row[j].pressure = 0
                    (row[j].x, row[j].y) = saved[j]
                } else {
                    row[j].valid = false
                }
            } else if pressure > pmax {
                row[j].valid = false
            } else {
                pressed[j] = true
                saved[j] = (row[j].x, row[j].y)
            }
        }
        return true
    }
}

/// `module lowpass factor=F threshold=T`: each coordinate moves from its last output by F times
/// the change, when the change is more than T (else not at all); a pen-up passes and the next
/// sample starts afresh. tslib starts its multitouch state without a pen-up, so the very first
/// contact of a slot is filtered from (0, 0) rather than starting afresh (its `flags_mt` are
/// calloc'ed, its single-touch `flags` start at VAR_PENUP): kept, to print what tslib prints.
struct TSLowpass: TSFilter {
    /// tslib keeps it a C float; the product is computed in float and truncated to an int.
    let factor: Float
    let threshold: Int32
    private var last: [(x: Int32, y: Int32)]
    private var penUp: [Bool]

    init(factor: Float, threshold: Int, slots: Int) {
        self.factor = factor
        self.threshold = Int32(threshold)
        last = [(x: Int32, y: Int32)](repeating: (0, 0), count: slots)
        penUp = [Bool](repeating: false, count: slots)
    }

    mutating func filter(_ row: inout [TSSample]) -> Bool {
        for j in row.indices where row[j].valid {
            if row[j].pressure == 0 {
                penUp[j] = true
                continue
            }
            if penUp[j] {
                penUp[j] = false
                last[j] = (row[j].x, row[j].y)
                continue
            }
            func step(_ value: Int32, from previous: Int32) -> Int32 {
                var delta = Int64(value) - Int64(previous)
                if delta <= Int64(threshold) && delta >= -Int64(threshold) { delta = 0 }
                return Int32(truncatingIfNeeded: Int64(previous) + Int64((Float(delta) * factor).rounded(.towardZero)))
            }
            row[j].x = step(row[j].x, from: last[j].x)
            row[j].y = step(row[j].y, from: last[j].y)
            last[j] = (row[j].x, row[j].y)
        }
        return true
    }
}
