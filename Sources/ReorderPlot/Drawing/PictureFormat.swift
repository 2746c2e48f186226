/// The files a picture can be written as, chosen by the output name's extension: PNG pixels, or
/// SVG or PDF vectors (lines, fills and text stay sharp at any zoom, for papers and slides).
public enum PictureFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format a file name asks for by its extension (any case), nil for any other name.
    public init?(fileName: String) {
        let lowered = fileName.lowercased()
        guard let format = PictureFormat.allCases.first(where: { lowered.hasSuffix(".\($0.rawValue)") }) else { return nil }
        self = format
    }

    /// ".png, .svg or .pdf", for help texts and errors.
    public static let extensionList = "." + allCases.dropLast().map(\.rawValue).joined(separator: ", .") + " or .\(allCases.last!.rawValue)"
}
