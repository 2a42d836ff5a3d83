import CGtk
import GLibSupport

@testable import BoxOfficeUI

/// What the shortcuts window (gtk/help-overlay.ui) lists, "title: keys" in its order: the keys GTK shows for
/// each named action are the ones the action enums install.
extension MainWindowTests {
    static let shortcutsWindowLines = [
        "Refresh: F5 <Control>r", "Previous day: <Alt>Left", "Next day: <Alt>Right",
        "Latest day: <Control>t", "Show as list: <Control>1", "Show as grid: <Control>2",
        "Show as table: <Control>3", "Copy the chart: <Control>c", "Export as CSV: <Control>e",
        "Copy the chart or the market as an image: <Shift><Control>c",
        "Save the chart or the market as an image: <Shift><Control>s",
        "Print the chart or the market: <Control>p", "Open the selected movie: Return",
        "Find a film in the chart: <Control>f", "Search KOBIS for films, people and companies: <Control>k",
        "Daily chart: <Alt>1", "Weekend chart: <Alt>2", "Week chart: <Alt>3", "Weekdays chart: <Alt>4",
        "All films nationwide: <Alt>0", "Follow or unfollow the film: <Control>d",
        "Copy the film's run: <Control>c", "Export the film's run as CSV: <Control>e",
        "Copy the film's run as an image: <Shift><Control>c",
        "Save the film's run as an image: <Shift><Control>s", "Print the film's run: <Control>p",
        "Show or hide similar runs: <Control>l", "Show the box office: <Control>b",
        "Show the market: <Control>m", "The market of a year: <Alt>y", "The market of a month: <Alt>m",
        "The weekends of a year: <Alt>w", "The holidays of a year: <Alt>h", "The records: <Alt>r",
        "Fill the days the market lacks: <Shift><Control>f",
        "Keyboard shortcuts: <Control>question", "Main menu: F10", "Help: F1",
        "Followed films: <Shift><Control>d",
        "Films opening soon: <Shift><Control>o",
        "Preferences: <Control>comma", "Close the window: <Control>w", "Close a movie's window: Escape",
        "Quit: <Control>q"
    ]
}

extension MainWindowTests {
    /// Every label's text under `root`, drawn or not (GTK's "⏎" for Enter is drawn as a faint box: the window
    /// says "Enter" instead).
    @MainActor func labelTexts(_ root: Widget) -> [String] {
        var texts: [String] = []
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(c.raw, gtk_label_get_type()) {
                texts.append(String(cString: gtk_label_get_label(cast(c))))
            }
            texts += labelTexts(c)
            child = gtk_widget_get_next_sibling(c)
        }
        return texts
    }
}
