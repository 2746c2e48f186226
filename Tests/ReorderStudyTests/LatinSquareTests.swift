import Testing
@testable import ReorderStudy

@Suite struct LatinSquareTests {
    @Test func threeConditionsGiveSixOrdersAndParticipantsOneToFourTakeTheFirstFour() {
        #expect(LatinSquare.williams(3) == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0], [0, 2, 1], [1, 0, 2]])
        let names = ["ios", "android", "gtk4"]
        #expect((1...4).map { LatinSquare.order(of: names, participant: $0) } == [
            ["ios", "android", "gtk4"], ["android", "gtk4", "ios"], ["gtk4", "ios", "android"], ["gtk4", "android", "ios"],
        ])
        #expect(LatinSquare.order(of: names, participant: 7) == names, "participant 7 starts the square again")
    }

    @Test func fourConditionsGiveFourOrders() {
        #expect(LatinSquare.williams(4) == [[0, 1, 3, 2], [1, 2, 0, 3], [2, 3, 1, 0], [3, 0, 2, 1]])
        #expect((1...4).map { LatinSquare.order(of: ["a", "b", "c", "d"], participant: $0).joined() } == ["abdc", "bcad", "cdba", "dacb"])
        #expect(LatinSquare.order(of: ["a", "b", "c", "d"], participant: 5).joined() == "abdc")
    }

    @Test func everyConditionComesFirstAndFollowsEveryOtherEquallyOften() {
        for n in 2...8 {
            let rows = LatinSquare.williams(n)
            var first = [Int](repeating: 0, count: n)
            var pairs: [[Int]] = Array(repeating: Array(repeating: 0, count: n), count: n)
            for row in rows {
                #expect(Set(row) == Set(0..<n))
                first[row[0]] += 1
                for (a, b) in zip(row, row.dropFirst()) { pairs[a][b] += 1 }
            }
            #expect(Set(first).count == 1, "n = \(n)")
            let offDiagonal = (0..<n).flatMap { a in (0..<n).filter { $0 != a }.map { pairs[a][$0] } }
            #expect(Set(offDiagonal).count == 1, "n = \(n): \(pairs)")
        }
    }
}
