import Testing
import ReorderKit
@testable import ReorderAnalysis

/// The least-squares affine fit and the map it returns, on points whose answer is known exactly.
@Suite struct PanelCalibrationTests {
    static let grid = [Point(x: 0.1, y: 0.1), Point(x: 0.5, y: 0.1), Point(x: 0.9, y: 0.1), Point(x: 0.9, y: 0.5),
                       Point(x: 0.9, y: 0.9), Point(x: 0.5, y: 0.9), Point(x: 0.1, y: 0.9), Point(x: 0.1, y: 0.5),
                       Point(x: 0.5, y: 0.5)]

    func expectClose(_ a: AffineMap, _ b: AffineMap, within tolerance: Double = 1e-9, _ comment: Comment? = nil) {
        for (x, y) in zip(a.coefficients, b.coefficients) { #expect(abs(x - y) <= tolerance, comment) }
    }

    @Test func anExactDistortionIsUndoneExactly() throws {
        let distortion = AffineMap(a: 0.9, b: 0.05, c: 0.03, d: -0.02, e: 1.1, f: -0.04)
        let fitted = try AffineFit.fit(reported: Self.grid.map(distortion.apply), targets: Self.grid).get()
        expectClose(fitted, try #require(distortion.inverse))
        expectClose(fitted.after(distortion), .identity)
    }

    @Test func threePointsNotOnALineAreEnoughAndFitExactly() throws {
        let three = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)]
        let swap = AffineMap(a: 0, b: 1, c: 0, d: 1, e: 0, f: 0)
        expectClose(try AffineFit.fit(reported: three.map(swap.apply), targets: three).get(), swap)
    }

    /// Scatter in the reports (a finger off its target by 0.5% of the window either way) shrinks
    /// the fitted scale by var(scatter) / var(spread), least squares' regression dilution: here
    /// 0.000025 / 0.107, 0.02%, far below a pixel. Taps are the mean of their reports, which keeps
    /// it that small.
    @Test func scatterAroundTheTargetsMovesTheFitLittle() throws {
        let noisy = Self.grid.flatMap { p in [Point(x: p.x + 0.005, y: p.y), Point(x: p.x - 0.005, y: p.y)] }
        let targets = Self.grid.flatMap { [$0, $0] }
        let fitted = try AffineFit.fit(reported: noisy, targets: targets).get()
        expectClose(fitted, .identity, within: 5e-4)
        #expect(fitted.a < 1 && fitted.a > 0.9997)
    }

    @Test func fewerThanThreePairsAreRefused() {
        #expect(AffineFit.fit(reported: Array(Self.grid.prefix(2)), targets: Array(Self.grid.prefix(2))) == .failure(.tooFewPairs(2)))
        #expect(AffineFit.fit(reported: [], targets: []) == .failure(.tooFewPairs(0)))
    }

    @Test func pointsOnOneLineOrOnOnePointAreRefused() {
        let line = [Point(x: 0.1, y: 0.1), Point(x: 0.5, y: 0.5), Point(x: 0.9, y: 0.9), Point(x: 0.3, y: 0.3)]
        #expect(AffineFit.fit(reported: line, targets: Self.grid.prefix(4).map { $0 }) == .failure(.collinear))
        let same = Array(repeating: Point(x: 0.5, y: 0.5), count: 5)
        #expect(AffineFit.fit(reported: same, targets: Array(Self.grid.prefix(5))) == .failure(.collinear))
        // Off the line by a millionth of the spread: still a line.
        let nearly = line + [Point(x: 0.7, y: 0.7 + 1e-7)]
        #expect(AffineFit.fit(reported: nearly, targets: Array(Self.grid.prefix(5))) == .failure(.collinear))
    }

    @Test func pointsFarEnoughOutToOverflowAreRefusedNotTrapped() {
        let huge = [Point(x: 1e300, y: 0), Point(x: -1e300, y: 1e300), Point(x: 0, y: -1e300)]
        #expect(AffineFit.fit(reported: huge, targets: Array(Self.grid.prefix(3))) == .failure(.notFinite))
    }

    @Test func aFlatMapHasNoInverse() {
        #expect(AffineMap(a: 1, b: 2, c: 0, d: 2, e: 4, f: 0).inverse == nil)
        #expect(AffineMap(a: 2, b: 0, c: 1, d: 0, e: 4, f: 1).inverse == AffineMap(a: 0.5, b: 0, c: -0.5, d: 0, e: 0.25, f: -0.25))
    }
}
