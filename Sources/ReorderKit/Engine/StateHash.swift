/// A digest of the final state: equal results, equal hashes, on every machine. FNV-1a (32-bit) over
/// the visual order, in sections which rows each section holds, the offset's bits, the selection,
/// the lift count and the interaction's state (its name, not what it owns). A list and a grid add
/// nothing for sections, so their hashes are the ones they always had; a grid's result reports
/// nothing a list's does not.
extension ReorderEngine {
    public var stateHash: String {
        var hash = FNV1a()
        for slot in 0..<layout.count {  // the visual order: the committed one once nothing is lifted
            hash.add(layout.row(atSlot: slot).id)
            hash.add(byte: 0)
        }
        // The same flat order splits into sections in more than one way (a row at the end of one
        // section or the start of the next): each section's id and row count, empty ones included,
        // say which, as the result's `sections` does.
        for section in (layout as? any SectionedLayout)?.sectionRowIDs ?? [] {
            hash.add(section.id)
            hash.add(byte: 0)
            hash.add(UInt64(section.rows.count))
        }
        hash.add(scrollOffset.bitPattern)
        hash.add(selectedID ?? "")
        hash.add(byte: 0)
        hash.add(UInt64(drags))
        hash.add(interaction.name)
        // `keyboardReorder` and `tapToMove`: what the next key or tap does depends on these; nothing
        // is added without them, so every earlier file keeps its hash.
        for (name, id) in [("focus", focusedID), ("pick", pickedID)] {
            guard let id else { continue }
            hash.add(name)
            hash.add(byte: 0)
            hash.add(id)
            hash.add(byte: 0)
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

struct FNV1a {
    private(set) var value: UInt32 = 0x811C_9DC5

    mutating func add(byte: UInt8) {
        value = (value ^ UInt32(byte)) &* 0x0100_0193
    }

    mutating func add(_ string: String) {
        for byte in string.utf8 { add(byte: byte) }
    }

    mutating func add(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }
}
