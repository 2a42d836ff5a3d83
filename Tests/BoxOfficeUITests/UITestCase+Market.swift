import BoxOfficeCore
import CGtk
import Foundation
import LoopbackServer
import XCTest

@testable import BoxOfficeUI

/// What the market's tests share: the 2018 history launched on the market, light and dark screenshots, and a
/// relaunch at 360 px.
extension UITestCase {
    /// The real 2018 history (Tests/Fixtures/market) in the cache, the app launched, the market shown with
    /// Ctrl+M as a user does, and its year read.
    @MainActor func launchOnTheMarketOf2018(language: DisplayLanguage) throws {
        try MarketHistory.copy(into: dir.appendingPathComponent("cache"))
        try launch(language: language)
        press(Int32(GDK_KEY_m), control: true)
        waitFor("the market shown") { self.window.marketShown != nil }
        waitFor("the year shown") { self.app.model.market.report != nil }
    }

    /// The main window in the light style, then the dark.
    @MainActor func screenshotLightAndDark(_ light: String, _ dark: String) {
        waitForFrame()
        screenshot(light, window.window)
        setDarkStyle(true)
        waitForFrame()
        screenshot(dark, window.window)
        setDarkStyle(false)
    }

    /// The window closed and launched again at 360×720, as a user's narrow window would be (a window manager
    /// decides a shown window's size), then the market shown with Ctrl+M.
    @MainActor func relaunchNarrowOnTheMarket(language: DisplayLanguage) throws {
        try Data("width=360\nheight=720\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        gtk_window_destroy(cast(window.window))
        app = nil
        try launch(language: language)
        press(Int32(GDK_KEY_m), control: true)
    }

    /// Scrolls the market's page so `row` is near its top (a screenshot shows the row and what follows), and
    /// waits until the page shows it there.
    @MainActor func scrollNearTop(_ row: Widget) {
        // The page's own scrolled window: the outermost (a list may sit in one that does not scroll).
        var found = gtk_widget_get_ancestor(row, gtk_scrolled_window_get_type())
        while let inner = found, let parent = gtk_widget_get_parent(inner),
            let outer = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type())
        {
            found = outer
        }
        guard let scrolled = found, let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
        else { return XCTFail("the row is in no scrolled window") }
        // A list just built is placed on a later frame: wait until the row has its place below the top.
        var bounds = graphene_rect_t()
        waitFor("the row placed") {
            gtk_widget_compute_bounds(row, scrolled, &bounds) != 0 && bounds.origin.y > 120
                && gtk_adjustment_get_upper(adjustment) > Double(bounds.origin.y)
        }
        let target = gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) - 80
        gtk_adjustment_set_value(adjustment, target)
        // Near the top, or as far as the page scrolls (the last row of a short page).
        waitFor("the row near the top") {
            var now = graphene_rect_t()
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            return gtk_widget_compute_bounds(row, scrolled, &now) != 0
                && (now.origin.y < 120 || gtk_adjustment_get_value(adjustment) >= end - 1)
        }
        waitForFrame()
    }
}
