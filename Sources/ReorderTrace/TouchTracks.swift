import ReorderKit

/// A recording's contacts as the noise report reads them: every position each contact was
/// reported at, from its down to its up, in the recording's own units (device units for kernel
/// recordings, points for traces), with what converts them to points and millimetres.
public struct TouchTracks: Equatable, Sendable {
    public struct Sample: Equatable, Sendable {
        /// Seconds from the recording's start.
        public var t: Double
        public var x: Double
        public var y: Double

        public init(t: Double, x: Double, y: Double) {
            self.t = t
            self.x = x
            self.y = y
        }
    }

    /// One finger from its down to its up.
    public struct Contact: Equatable, Sendable {
        /// Every position reported, the down first, in time order.
        public var samples: [Sample]
        /// When it lifted: the up's time (a trace), or the first report without it (a kernel recording).
        public var up: Double

        public init(samples: [Sample], up: Double) {
            self.samples = samples
            self.up = up
        }
    }

    /// The file, as named on the command line.
    public var file: String
    /// The device's name, when the recording gives one.
    public var device: String?
    /// "device units" or "pt".
    public var unit: String
    /// Points per unit along x and y: the range mapping onto the viewport; 1 for a trace.
    public var pointsPerUnit: (x: Double, y: Double)
    /// Units per millimetre along x and y (the axes' resolution), when known.
    public var unitsPerMillimetre: (x: Double, y: Double)?
    public var contacts: [Contact]

    public init(file: String, device: String?, unit: String, pointsPerUnit: (x: Double, y: Double),
                unitsPerMillimetre: (x: Double, y: Double)?, contacts: [Contact]) {
        self.file = file
        self.device = device
        self.unit = unit
        self.pointsPerUnit = pointsPerUnit
        self.unitsPerMillimetre = unitsPerMillimetre
        self.contacts = contacts
    }

    public static func == (a: TouchTracks, b: TouchTracks) -> Bool {
        a.file == b.file && a.device == b.device && a.unit == b.unit && a.pointsPerUnit == b.pointsPerUnit
            && a.unitsPerMillimetre?.x == b.unitsPerMillimetre?.x && a.unitsPerMillimetre?.y == b.unitsPerMillimetre?.y
            && a.contacts == b.contacts
    }

    /// A trace's pointers (touch, pen and mouse alike), from each down to its up, in points.
    public init(trace reader: TraceReader) throws(TraceError) {
        var open: [PointerID: Int] = [:]
        var contacts: [Contact] = []
        while let timed = try reader.next() {
            let (pointer, at): (PointerID, Point)
            switch timed.event {
            case .down(let p, let point):
                open[p] = contacts.count
                contacts.append(Contact(samples: [], up: timed.t))
                (pointer, at) = (p, point)
            case .move(let p, let point), .up(let p, let point): (pointer, at) = (p, point)
            case .cancel(let p):
                open[p] = nil
                continue
            default: continue
            }
            guard let index = open[pointer] else { continue }
            contacts[index].samples.append(Sample(t: timed.t, x: at.x, y: at.y))
            contacts[index].up = timed.t
            if case .up = timed.event { open[pointer] = nil }
        }
        // A trace's unit is the point; its header's pointsPerMillimetre, when given, is the density.
        self.init(file: reader.file, device: nil, unit: "pt", pointsPerUnit: (1, 1),
                  unitsPerMillimetre: reader.header.pointsPerMillimetre.map { ($0, $0) }, contacts: contacts)
    }
}
