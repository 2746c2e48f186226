extension Array {
    /// Moves the element at `from` to `to`, the elements between shifting one place toward `from`:
    /// what a drop does to a layout's order (O(|to - from|), no allocation).
    @inlinable
    mutating func moveElement(from: Int, to: Int) {
        guard from != to else { return }
        let moving = self[from]
        if from < to {
            for i in from..<to { self[i] = self[i + 1] }
        } else {
            for i in stride(from: from, to: to, by: -1) { self[i] = self[i - 1] }
        }
        self[to] = moving
    }
}
