import ArgumentParser
import BoxOfficeCore
import BoxOfficeTerminal

/// A KOBIS code from the command line: letters and digits (2023C264), at most 20; else one sentence, EX_USAGE.
enum CodeArgument {
    static func check(_ text: String, kind: String, example: String) -> String {
        let code = text.trimmingSpaces
        guard !code.isEmpty, code.count <= 20, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            CommandSupport.usageError(
                "\(OutsideText.quoted(code)) is not a KOBIS \(kind) code; codes look like \(example)")
        }
        return code
    }
}
