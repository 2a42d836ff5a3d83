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
}
