/// Terminal column width: Hangul and other East Asian wide characters take two columns.
public enum TextWidth {
    public static func columns(_ s: String) -> Int {
        s.unicodeScalars.reduce(0) { $0 + columns($1) }
    }

    static func columns(_ u: Unicode.Scalar) -> Int {
        switch u.value {
        case 0x0300...0x036F, 0x200B...0x200F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    public static func padRight(_ s: String, to width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - columns(s)))
    }

    public static func padLeft(_ s: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - columns(s))) + s
    }
}
