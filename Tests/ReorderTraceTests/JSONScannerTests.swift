import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// Parses `text` as one line holding one JSON value.
private func parse(_ text: String) throws(LineError) -> JSONValue {
    let bytes = Array(text.utf8)
    return try parse(bytes)
}

private func parse(_ bytes: [UInt8]) throws(LineError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { (buffer) throws(LineError) -> JSONValue in
        var scanner = JSONScanner(buffer)
        let value = try scanner.parseValue()
        try scanner.expectEnd()
        return value
    }
}

/// The message `text` is rejected with, or nil if it parses.
private func failure(_ text: String) -> String? {
    failure(Array(text.utf8))
}

private func failure(_ bytes: [UInt8]) -> String? {
    do throws(LineError) {
        _ = try parse(bytes)
        return nil
    } catch {
        return error.message
    }
}

/// What the fast path reads for `text`, or nil if it is rejected.
private func number(_ text: String) -> Double? {
    try? parse(text).numberValue
}

private extension JSONValue {
    var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }
}

struct JSONScannerTests {
    // MARK: Values

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" { "a" : [ 1 , -2.5e3 , true , false , null , "s" , { } , [ ] ] , "b" : { "c" : "d" } } "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("s"), .object([:]), .array([])]),
            "b": .object(["c": .string("d")]),
        ]))
    }

    @Test func whitespaceIsSpaceTabLineFeedAndCarriageReturn() throws {
        #expect(try parse("\t\r\n {\"a\":1}\r") == .object(["a": .number(1)]))
        #expect(failure("\u{0B}1")?.contains("expected a value") == true)  // vertical tab is not JSON whitespace
        #expect(failure("\u{A0}1") != nil)  // nor is a no-break space
    }

    @Test func stringEscapesDecode() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try parse(#""caf\u00e9 \u00E9""#) == .string("café é"))
        #expect(try parse(#""\ud83d\ude00!""#) == .string("😀!"))
        #expect(try parse(#""\u0000""#) == .string("\u{0}"))
    }

    @Test func rawUTF8PassesThrough() throws {
        #expect(try parse("\"Grüße 😀 日本\"") == .string("Grüße 😀 日本"))
    }

    @Test func rejectsBadStrings() {
        #expect(failure("\"a\u{01}b\"")?.contains("control character 0x1 in a string must be escaped") == true)
        #expect(failure("\"tab\there\"")?.contains("control character 0x9") == true)
        #expect(failure(#""\x""#)?.contains("invalid escape '\\x'") == true)
        #expect(failure(#""\u12""#)?.contains("\\u escape needs 4 hex digits") == true)
        #expect(failure(#""\u12G4""#)?.contains("\\u escape needs 4 hex digits") == true)
        #expect(failure(#""\ud83d""#)?.contains("unpaired surrogate") == true)
        #expect(failure(#""\ud83dx""#)?.contains("unpaired surrogate") == true)
        #expect(failure(#""\ud83d\u0041""#)?.contains("unpaired surrogate") == true)
        #expect(failure(#""\ude00""#)?.contains("unpaired surrogate") == true)
        #expect(failure(#""abc"#) == "invalid JSON at column 1: unterminated string")
        #expect(failure(#""abc\"#)?.contains("unterminated string") == true)
    }

    @Test func rejectsInvalidUTF8() {
        let quote = UInt8(ascii: "\"")
        for bad: [UInt8] in [[0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                             [0xF5, 0x80, 0x80, 0x80], [0x80], [0xC3], [0xE2, 0x82], [0xFF]] {
            #expect(failure([quote] + bad + [quote])?.contains("invalid UTF-8 in a string") == true, "\(bad)")
        }
        // The largest scalars of each length are fine.
        #expect(failure([quote, 0xDF, 0xBF, 0xEF, 0xBF, 0xBF, 0xF4, 0x8F, 0xBF, 0xBF, quote]) == nil)
        // Outside strings any byte >= 0x80 is an error too.
        #expect(failure([0xC3, 0xA9]) != nil)
    }

    @Test func rejectsBadStructure() {
        #expect(failure(#"{"a":1 "b":2}"#) == "invalid JSON at column 8: expected ',' or '}', found '\"'")
        #expect(failure(#"{"a":1,}"#) == "invalid JSON at column 8: expected a key, found '}'")
        #expect(failure(#"{"a" 1}"#) == "invalid JSON at column 6: expected ':', found '1'")
        #expect(failure(#"{a:1}"#) == "invalid JSON at column 2: expected a key or '}', found 'a'")
        #expect(failure(#"{"a":1"#) == "invalid JSON at column 7: expected ',' or '}', found end of line")
        #expect(failure("[1,]") == "invalid JSON at column 4: expected a value, found ']'")
        #expect(failure("[,1]") == "invalid JSON at column 2: expected a value or ']', found ','")
        #expect(failure("[1 2]") == "invalid JSON at column 4: expected ',' or ']', found '2'")
        #expect(failure("[1") == "invalid JSON at column 3: expected ',' or ']', found end of line")
        #expect(failure("") == "invalid JSON at column 1: expected a value, found end of line")
        #expect(failure("1 2") == "invalid JSON at column 3: expected the end of the line after the value, found '2'")
        #expect(failure("{} x") != nil)
        #expect(failure("tru") == "invalid JSON at column 4: expected 'true', found end of line")
        #expect(failure("nul") != nil)
        #expect(failure("True") != nil)
        #expect(failure("'a'") != nil)
    }

    @Test func duplicateKeysAreAnError() {
        #expect(failure(#"{"x":1,"x":2}"#) == "duplicate key \"x\" at column 8")
        #expect(failure(#"{"x":1,"\u0078":2}"#)?.hasPrefix("duplicate key \"x\"") == true)
        #expect(failure(#"[{"a":{"b":1,"b":1}}]"#)?.hasPrefix("duplicate key \"b\"") == true)
        #expect(failure(#"{"x":1,"X":2}"#) == nil)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.contains("nested deeper than 512 levels") == true)
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(failure(fine) == nil)
    }

    // MARK: Numbers

    @Test func numberGrammar() {
        for good in ["0", "-0", "1", "-1", "10", "0.5", "-0.5", "1e5", "1E5", "1e+5", "1e-5", "1.25e-3", "0e0", "1e007",
                     "123456789", "0.000001"] {
            #expect(number(good) == Double(good)!, "\(good)")
        }
        #expect(failure("01") == "invalid JSON at column 1: leading zero in a number")
        #expect(failure("-01")?.contains("leading zero") == true)
        #expect(failure("00")?.contains("leading zero") == true)
        #expect(failure("1.") == "invalid JSON at column 3: expected a digit after '.', found end of line")
        #expect(failure("1.e5")?.contains("expected a digit after '.'") == true)
        #expect(failure(".5")?.contains("expected a value") == true)
        #expect(failure("+1")?.contains("expected a value") == true)
        #expect(failure("-")?.contains("expected a digit") == true)
        #expect(failure("- 1")?.contains("expected a digit") == true)
        #expect(failure("1e")?.contains("expected a digit in the exponent") == true)
        #expect(failure("1e+")?.contains("expected a digit in the exponent") == true)
        #expect(failure("NaN")?.contains("expected a value") == true)
        #expect(failure("Infinity")?.contains("expected a value") == true)
        #expect(failure("-Infinity")?.contains("expected a digit") == true)
        #expect(failure("0x10") != nil)
        #expect(failure("1_000") != nil)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(number("-0")?.sign == .minus)
        #expect(number("-0.0e5")?.sign == .minus)
        #expect(number("-1e-400")?.sign == .minus)
    }

    @Test func overflowIsAnErrorUnderflowIsZero() {
        #expect(failure("1e400") == "non-finite number at column 1")
        #expect(failure("[1, -1e309]") == "non-finite number at column 5")
        #expect(failure("1797693134862315807937289714053034150799341327710") == nil)  // 1.8e48: fine
        #expect(number("1e-400") == 0)
        #expect(number("0e99999999999999999999") == 0)
        #expect(number("1e-99999999999999999999") == 0)
        #expect(failure("1e99999999999999999999") != nil)
        #expect(number("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(number("4.9e-324") == .leastNonzeroMagnitude)
    }

    @Test func hardCasesMatchDoubleParsing() {
        let cases = [
            "0.1", "0.2", "0.30000000000000004", "9007199254740993", "9007199254740992", "9007199254740991",
            "1e22", "1e23", "123456789012345678901234567890", "2.2250738585072011e-308", "2.2250738585072012e-308",
            "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124", "1.00000000000000011102230246251565404236316680908203126",
            "9007199254740993.0000000000000000001", "0.000000000000000000000000000001", "100000000000000000000000",
            "0.016667", "120.5", "300.25", "1448.9999999999998", "7.038531e-26", "3.0e-5", "89255.0e-22",
        ]
        for text in cases {
            guard let expected = Double(text) else { Issue.record("Double(\(text)) is nil"); continue }
            #expect(number(text)?.bitPattern == expected.bitPattern, "\(text)")
            #expect(number("-" + text)?.bitPattern == (-expected).bitPattern, "-\(text)")
        }
    }

    /// Random decimals of every shape (1 to 25 digits, point anywhere, exponents across the whole
    /// range) read exactly as `Double(String)` reads them.
    @Test func randomDecimalsMatchDoubleParsing() {
        var random = SplitMix64(seed: 20_240_601)
        var checked = 0
        for _ in 0..<60_000 {
            let digitCount = Int(random.next() % 25) + 1
            var digits = ""
            for i in 0..<digitCount {
                let d = random.next() % 10
                digits += String(i == 0 && digitCount > 1 ? max(d, 1) : d)
            }
            var text = random.next() % 3 == 0 ? "-" : ""
            let pointAt = Int(random.next() % UInt64(digitCount + 1))
            if pointAt > 0, pointAt < digitCount, random.next() % 2 == 0 {
                text += digits.prefix(pointAt) + "." + digits.dropFirst(pointAt)
            } else {
                text += digits
            }
            switch random.next() % 4 {
            case 0: break
            case 1: text += "e\(Int(random.next() % 45) - 22)"
            case 2: text += "E\(Int(random.next() % 700) - 350)"
            default: text += "e+\(random.next() % 30)"
            }
            let expected = Double(text)!
            if expected.isFinite {
                #expect(number(text)?.bitPattern == expected.bitPattern, "\(text)")
            } else {
                #expect(failure(text)?.hasPrefix("non-finite number") == true, "\(text)")
            }
            checked += 1
        }
        #expect(checked == 60_000)
    }

    /// Random doubles written the way Swift prints them (shortest round trip, up to 17 digits) come
    /// back bit for bit.
    @Test func randomDoublesRoundTrip() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<30_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            #expect(number(value.description)?.bitPattern == value.bitPattern, "\(value)")
            let modest = Double(Int64(bitPattern: random.next()) % 10_000_000) / 1000
            #expect(number(modest.description)?.bitPattern == modest.bitPattern, "\(modest)")
        }
    }

    // MARK: Member by member

    @Test func keysCompareAsBytesAndStringsDecodeLazily() throws {
        let bytes = Array(#"{"type":"move","l\u0061bel":"x\ny"}"#.utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var s = JSONScanner(buffer)
            try s.beginObject()
            let k1 = try #require(try s.nextKey(isFirst: true))
            #expect(!k1.escaped && s.string(k1, equals: "type"))
            let v1 = try s.scanString()
            #expect(s.string(v1, equals: "move") && !s.string(v1, equals: "mov"))
            let k2 = try #require(try s.nextKey(isFirst: false))
            #expect(k2.escaped && s.string(k2, equals: "label") && s.string(k2) == "label")
            #expect(s.string(try s.scanString()) == "x\ny")
            #expect(try s.nextKey(isFirst: false) == nil)
            try s.expectEnd()
        }
    }

    @Test func skipValueValidatesWhatItSkips() {
        func skip(_ text: String) -> String? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                var s = JSONScanner(buffer)
                do throws(LineError) {
                    try s.skipValue()
                    try s.expectEnd()
                    return nil
                } catch {
                    return error.message
                }
            }
        }
        #expect(skip(#"{"a":[1,{"b":null}],"c":"d"}"#) == nil)
        #expect(skip(#"[1,{"b":tru}]"#)?.contains("expected 'true'") == true)
        #expect(skip(#"{"a":1,"a":2}"#)?.hasPrefix("duplicate key") == true)
        #expect(skip(#"[01]"#)?.contains("leading zero") == true)
        #expect(skip(#"1e999"#)?.hasPrefix("non-finite") == true)
    }
}
