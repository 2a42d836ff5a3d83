/// What an API key can be: KOBIS and Kakao REST keys are ASCII letters and digits (32 of them). A key
/// with anything else (a space, a line break pasted along, a quote) is refused with a sentence instead
/// of being saved: a line break inside it would add lines to the key file.
public enum APIKeyFormat {
    public static let lengths = 8...128

    public static func isValid(_ key: String) -> Bool {
        lengths.contains(key.utf8.count)
            && key.utf8.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }

    /// Nil for a valid (or empty: no key) key, else what is wrong with it.
    public static func problem(_ key: String, serviceName: String) -> String? {
        guard !key.isEmpty, !isValid(key) else { return nil }
        return tr(
            "A {service} key is 8 to 128 letters and digits (usually 32); this one has other characters or another length, so it was not saved",
            ["service": serviceName])
    }
}
