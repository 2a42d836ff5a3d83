import BoxOfficeCore
import CGtk
import Foundation
import XCTest

@testable import BoxOfficeUI

/// What the film window's forecast tests share: a film opened from the chart of the app's yesterday, and the
/// window pictured at 360 px, light and dark, scrolled to what the test is about.
extension UITestCase {
    /// The app launched with its today at `now` (an ISO instant; the chart shows the day before) and
    /// `referenceRuns` as its shipped runs (nil: the real file), `browse` done
    /// (keys that move to another day), and the film at `position` opened by a click once `title` is listed; its
    /// window and run section when `ready` holds.
    @MainActor func openFilmFromChart(
        now: String, initialDay: Day? = nil, referenceRuns: URL? = nil, browse: @MainActor () -> Void = {},
        title: String, at position: UInt32, code: String, until ready: @escaping @MainActor (RunSection) -> Bool
    ) -> (FilmWindow, RunSection)? {
        clock.set(now)
        do {
            try launch(
                language: DisplayLanguage.fromEnvironment(), initialDay: initialDay, referenceRuns: referenceRuns)
        } catch {
            return nil
        }
        browse()
        waitForText(title) { self.window.list.root }
        openFilm(at: position)
        guard let detail = app.details[code], let run = detail.run else { return nil }
        waitFor("\(title)'s window ready") { ready(run) }
        return (detail, run)
    }

    /// Shows the film's window again 360 px wide (a shown window keeps its size) and waits for `ready`.
    @MainActor func narrow(_ detail: FilmWindow, until ready: @escaping @MainActor () -> Bool = { true }) {
        waitForFrame(detail.window)
        gtk_widget_set_visible(detail.window, 0)
        gtk_window_set_default_size(cast(detail.window), 360, 900)
        gtk_window_present(cast(detail.window))
        waitFor("360 px") { abs(Int(gtk_widget_get_width(detail.window)) - 360) <= 12 }
        waitFor("ready at 360 px") { ready() }
        waitForFrame(detail.window)
    }

    /// Scrolls `w`'s scrolled window so `w` is `margin` px below its top, as a user reads it.
    @MainActor func scroll(to w: Widget, margin: Double) {
        guard let scrolled = gtk_widget_get_ancestor(w, gtk_scrolled_window_get_type()) else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(w, scrolled, &bounds) != 0 else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) - margin)
    }

    /// Scrolls the window so `w` is `margin` px below its top, as a user reads it, then saves `name` light and
    /// `name-dark`.
    @MainActor func screenshotLightAndDark(_ name: String, _ detail: FilmWindow, at w: Widget, margin: Double) {
        scroll(to: w, margin: margin)
        waitForFrame(detail.window)
        screenshot(name, detail.window)
        setDarkStyle(true)
        waitForFrame(detail.window)
        screenshot(name + "-dark", detail.window)
        setDarkStyle(false)
    }

    /// Launches on 2018-08-22 (the clock says the 23rd, 10:00 in Korea) and opens 신과함께-인과 연, at #4 that
    /// day: its run is 22 days with only D22 kept; nil without its run section.
    @MainActor func openAlongWithTheGodsRun() -> (FilmWindow, RunSection)? {
        openFilmFromChart(now: "2018-08-23T01:00:00Z", title: "신과함께-인과 연", at: 3, code: "20186202") {
            $0.chart.input.points.count == 22
        }
    }
}
