import ReorderSession

/// The window's live session saves its order here (`LiveSession`, on every drop and at the end).
extension StateStore: OrderStore {}
