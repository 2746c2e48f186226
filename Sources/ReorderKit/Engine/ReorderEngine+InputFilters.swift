extension ReorderEngine {
    /// Whether `pointer` is down but `inputFilters` have let nothing of its stroke through yet
    /// (skip's head, debounce): the engine has not seen its down.
    public func filtersHoldBack(_ pointer: PointerID) -> Bool {
        filterChains[pointer].map { !$0.isDown } ?? false
    }

    /// The event as it leaves the `inputFilters` of its pointer's kind (the mouse's and the pen's
    /// overrides apply), or nil when they hold it back. A chain starts at the down and ends at the
    /// up or cancel; the first sample out of it is the down (skip and debounce can drop the real one).
    mutating func filtered(_ event: InputEvent) -> InputEvent? {
        switch event {
        case .down(let pointer, let location):
            let filters = tuning.resolved(for: pointer.kind).inputFilters
            guard !filters.isEmpty else {
                filterChains[pointer] = nil
                return event
            }
            var chain = InputFilterChain(filters, memory: filterMemory[pointer])
            let out = chain.press(location, at: now)
            filterChains[pointer] = chain
            return out.map { .down(pointer, $0) }
        case .move(let pointer, let location):
            guard var chain = filterChains[pointer] else { return event }
            let wasDown = chain.isDown
            let out = chain.press(location, at: now)
            filterChains[pointer] = chain
            return out.map { wasDown ? .move(pointer, $0) : .down(pointer, $0) }
        case .up(let pointer, let location):
            guard var chain = filterChains.removeValue(forKey: pointer) else { return event }
            let out = chain.release(location, at: now)
            filterMemory[pointer] = chain.memory
            return out.map { .up(pointer, $0) }
        case .cancel(let pointer):
            // Not a release: debounce's memory stays as it was.
            guard let chain = filterChains.removeValue(forKey: pointer) else { return event }
            return chain.isDown ? event : nil
        case .frame, .wheel, .key, .resize, .focus, .tuning, .mark, .edit:
            return event
        }
    }
}
