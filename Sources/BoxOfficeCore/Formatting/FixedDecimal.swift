/// A number with a fixed count of decimals, exactly as C's `printf("%.*f")` writes it (the binary value rounded
/// to the nearest, a tie to even), without Foundation's `String(format:)`: its first call in a process looks up
/// the arguments' `CVarArg` conformances through every one in the binary, a quarter of a forecast's output.
enum FixedDecimal {
    /// The widest figure worked out here: the value's 53 bits times 10^`maxDecimals` stay within 128 bits.
    static let maxDecimals = 6
    static let maxMagnitude = 0x1p60

    /// "%.{decimals}f" of `x`; nil outside what is worked out here (not finite, |x| ≥ 2^60, more than
    /// `maxDecimals` decimals), which `String(format:)` is left to.
    static func text(_ x: Double, decimals: Int) -> String? {
        guard x.isFinite, x.magnitude < maxMagnitude, (0...maxDecimals).contains(decimals) else { return nil }
        // printf writes the sign of every negative value, -0 and those that round to 0 included.
        let sign = x.sign == .minus ? "-" : ""
        let magnitude = x.magnitude
        var scale: UInt128 = 1
        for _ in 0..<decimals { scale *= 10 }
        // magnitude = significand × 2^exponent exactly; scaled by 10^decimals, rounded to an integer.
        let significand: UInt128
        let exponent: Int
        if magnitude == 0 {
            (significand, exponent) = (0, 0)
        } else if magnitude.isNormal {
            significand = UInt128(magnitude.significandBitPattern | (1 << 52))
            exponent = Int(magnitude.exponent) - 52
        } else {
            significand = UInt128(magnitude.significandBitPattern)
            exponent = -1074
        }
        let scaled = significand * scale
        let rounded: UInt128
        if exponent >= 0 {
            rounded = scaled << exponent
        } else if -exponent >= 128 {
            rounded = 0  // below 2^-48: rounds to 0
        } else {
            let shift = -exponent
            let whole = scaled >> shift
            let rest = scaled & ((1 << shift) - 1)
            let half: UInt128 = 1 << (shift - 1)
            rounded = whole + (rest > half || (rest == half && whole & 1 == 1) ? 1 : 0)
        }
        let integer = String(rounded / scale)
        guard decimals > 0 else { return sign + integer }
        let fraction = String(rounded % scale)
        return sign + integer + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
