import BoxOfficeCore

/// Entry point for the window. (Placeholder replaced by the GTK application in the UI issue.)
public enum BoxOfficeApplication {
    public static func run(initialDay: Day?, offline: Bool, arguments: [String]) -> Int32 { 0 }
}
