import ReorderSDL

/// Textures made once and reused across frames, at most `capacity` of them, least recently used
/// dropped first.
///
/// A texture belongs to the renderer that made it and is only valid at the scale it was made for,
/// so the cache is bound to one renderer and one scale: when either changes, everything is dropped
/// and made again. It keeps that renderer alive, and releases its textures first (SDL frees a
/// renderer's textures along with it, after which `SDL_DestroyTexture` would touch freed memory).
final class TextureCache<Key: Hashable> {
    private struct Entry {
        var texture: Texture?
        var lastUse: UInt64
    }

    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var renderer: Renderer?
    private(set) var scale: Double = 0

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    deinit { entries.removeAll() }  // textures before the renderer they belong to

    var count: Int { entries.count }

    /// Drops everything unless the cache already serves this renderer at its current scale.
    /// Returns whether it did.
    @discardableResult
    func bind(to renderer: Renderer) -> Bool {
        guard renderer !== self.renderer || renderer.scale != scale else { return false }
        entries.removeAll()
        self.renderer = renderer
        scale = renderer.scale
        return true
    }

    /// The texture for `key`, made by `make` on a miss. A nil result (say, a font that failed to
    /// render) is remembered too, so a failing text is not retried every frame.
    func texture(_ key: Key, renderer: Renderer, make: () -> Texture?) -> Texture? {
        bind(to: renderer)
        clock &+= 1
        if let hit = entries[key] {
            entries[key]?.lastUse = clock
            return hit.texture
        }
        let texture = make()
        entries[key] = Entry(texture: texture, lastUse: clock)
        if entries.count > capacity { evict() }
        return texture
    }

    /// Drops the least recently used quarter at once, so a list scrolling through new labels sorts
    /// the entries once every capacity/4 misses instead of scanning them on every miss.
    private func evict() {
        let keep = capacity - capacity / 4
        let oldest = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(entries.count - keep)
        for (key, _) in oldest { entries[key] = nil }
    }

    func removeAll() { entries.removeAll() }
}
