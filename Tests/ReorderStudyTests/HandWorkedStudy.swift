import ReorderStudy

/// A small study worked out by hand (the numbers the report must give are in the tests that use it).
///
/// Conditions ios, android, gtk4. p1 ran ios (block 1), android (2), gtk4 (3); p2 android (1) and
/// ios (2), then stopped. Seconds, presses and errors per task:
///
///            p1 t1        p1 t2                  p1 t3                      p2 t1                      p2 t2  p2 t3
///   ios      2.0          2.5                    3.0                        1.5                        2.0    2.5
///   android  2.5          3.0, 2 presses,        3.5                        2.0, 3 presses,            2.5    3.0
///                         falseLift 1                                       missedLift 2
///   gtk4     4.0          5.0                    skipped at 9.0, 3 presses,
///                                                missedLift 2
///
/// and a practice task (block 0) that is never reported.
enum HandWorkedStudy {
    static let conditions = ["ios", "android", "gtk4"]

    static let p1: [StudyTaskRecord] = [
        task("p1", block: 0, "practice", 1, seconds: 9),
        task("p1", block: 1, "ios", 1, seconds: 2.0), task("p1", block: 1, "ios", 2, seconds: 2.5), task("p1", block: 1, "ios", 3, seconds: 3.0),
        task("p1", block: 2, "android", 1, seconds: 2.5), task("p1", block: 2, "android", 2, seconds: 3.0, presses: 2, errors: [.falseLift: 1]),
        task("p1", block: 2, "android", 3, seconds: 3.5),
        task("p1", block: 3, "gtk4", 1, seconds: 4.0), task("p1", block: 3, "gtk4", 2, seconds: 5.0),
        task("p1", block: 3, "gtk4", 3, seconds: 9.0, outcome: .skipped, presses: 3, errors: [.missedLift: 2]),
    ]

    static let p2: [StudyTaskRecord] = [
        task("p2", block: 1, "android", 1, seconds: 2.0, presses: 3, errors: [.missedLift: 2]),
        task("p2", block: 1, "android", 2, seconds: 2.5), task("p2", block: 1, "android", 3, seconds: 3.0),
        task("p2", block: 2, "ios", 1, seconds: 1.5), task("p2", block: 2, "ios", 2, seconds: 2.0), task("p2", block: 2, "ios", 3, seconds: 2.5),
    ]

    static var records: StudyRecords {
        StudyRecords(conditions: conditions, participants: [
            .init(name: "p1", folder: "study/p1", records: p1.filter { $0.block >= 1 }, recordings: ["block-1-ios.trace.jsonl"]),
            .init(name: "p2", folder: "study/p2", records: p2, recordings: ["block-1-android.trace.jsonl"]),
        ])
    }
}
