/// Trimming without Foundation: `trimmingCharacters(in:)` bridges every string through NSString, which
/// costs more than the rest of a number's conversion, and the command line's whole cached answer is a
/// few milliseconds. The sets are Foundation's, exactly (`TrimmingTests` compares them).
extension StringProtocol {
    /// Without leading and trailing spaces and tabs (`CharacterSet.whitespaces`: Unicode Zs, tab and,
    /// in swift-corelibs-foundation, the zero-width space).
    public var trimmingSpaces: String { trimmed(where: Self.isSpace) }

    /// Without leading and trailing spaces, tabs and line breaks (`CharacterSet.whitespacesAndNewlines`).
    public var trimmingWhitespace: String { trimmed { Self.isSpace($0) || Self.isNewline($0) } }

    private func trimmed(where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        // Most values have nothing to trim: no scalar view slicing then.
        if let head = scalars.first, let tail = scalars.last, !drop(head), !drop(tail) { return String(self) }
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !drop($0) }) else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }

    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t"
            || (s.value >= 0x80 && (s.properties.generalCategory == .spaceSeparator || s.value == 0x200B))
    }

    static func isNewline(_ s: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(s.value) || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029
    }
}
