#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A disk with `free` bytes left: `write(2)` until they are used up, then ENOSPC, as a full
/// file system answers (a short write first, then the error).
public final class FillingDisk {
    public var free: Int
    public init(free: Int) { self.free = free }

    public func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        guard free > 0 else {
            errno = ENOSPC
            return -1
        }
        let n = Glibc.write(fd, bytes, min(count, free))
        if n > 0 { free -= n }
        return n
    }
}
