// The corpus writer that write.sh builds: `main DIR [COUNT]` writes COUNT seeded labelled sessions
// (LabelledSession, the generator the analysis tests use) into DIR.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2 || arguments.count == 3, let count = arguments.count == 3 ? Int(arguments[2]) : 100, count > 0 else {
    FileHandle.standardError.write(Data("usage: write.sh DIR [COUNT]\n".utf8))
    exit(64)
}
let directory = arguments[1]
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in LabelledSession.corpus(count: count) {
        try text.write(toFile: (directory as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("write.sh: \(directory): \(error)\n".utf8))
    exit(1)
}
print("\(directory): \(count) labelled sessions")
