import ReorderPlot
import ReorderSupport
import ReorderText

/// `--png FILE`, the picture every report command can also draw (tune, noise, lag, compare,
/// study-report): declared, checked and written one way. The option keeps its name from when
/// pictures were PNG only; a name ending .svg or .pdf asks for a vector picture instead. The file
/// is checked before any input is read, so a typo costs nothing, and replaced atomically after, so
/// a failed drawing leaves the old picture in place.
enum PictureFile {
    /// The option, written into `field`; a name must end in `.png`, `.svg` or `.pdf` (any case).
    static func option<Arguments>(_ field: WritableKeyPath<Arguments, String?>, help: [String]) -> CommandOption<Arguments> {
        .value("--png", "FILE", expects: "a file name ending in \(PictureFormat.extensionList)",
               help: help + ["(a PNG; an SVG or a PDF, vector, when FILE ends .svg or .pdf)"]) {
            guard PictureFormat(fileName: $1) != nil else { return false }
            $0[keyPath: field] = $1
            return true
        }
    }

    /// Nil when `path` is nil or can be written and is none of `inputs` (the files the command
    /// will read, directories already expanded); otherwise the exit status (64 for an input named
    /// as the picture, as `-o` is refused; 1 for a file that cannot be written), after one line on
    /// standard error naming the command and the file.
    static func check(_ path: String?, inputs: [String], program: String, console: Console) -> ExitStatus? {
        guard let path else { return nil }
        if let input = inputs.first(where: { OutputFile.isSameFile(path, $0) }) {
            console.err("\(program): --png \(path.quotedForMessage) would replace an input file (\(input.quotedForMessage)); see `\(program) --help`")
            return .usage
        }
        guard let problem = OutputCheck.problem(writing: path) else { return nil }
        console.err("\(program): \(path.escapedForMessage): \(problem)")
        return .ioError
    }

    /// Draws and writes the picture when `path` is given, in the format its name asks for. Nil
    /// when done (or not asked for); otherwise the exit status, after one line on standard error.
    static func write(_ path: String?, program: String, console: Console, draw: (PictureFormat) throws -> [UInt8]) -> ExitStatus? {
        guard let path else { return nil }
        let problem: String?
        do {
            // `option` took only names with a format's extension.
            problem = OutputFile.replaceAtomically(path, with: try draw(PictureFormat(fileName: path) ?? .png))
        } catch {
            problem = "cannot draw the picture: \(error)"
        }
        guard let problem else { return nil }
        console.err("\(program): \(path.escapedForMessage): \(problem)")
        return .ioError
    }
}
