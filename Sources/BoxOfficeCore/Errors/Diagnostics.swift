import Foundation

/// Warnings for people running the app from a terminal. Callers never pass keys or keyed URLs.
public enum Diagnostics {
    public static let warn: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("boxoffice: warning: \(message)\n".utf8))
    }
    /// What a long wait is waiting for (the daily check's journal).
    public static let note: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("boxoffice: \(message)\n".utf8))
    }
}
