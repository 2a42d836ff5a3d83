import BoxOfficeCore
import BoxOfficeViewModels
import CGtk
import CXTest
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Not a timed test: `meson-helpers/benchmark-browse.sh` sets BOXOFFICE_BENCHMARK=browse and this prints
/// what browsing saved data costs, driven by real key presses: frames from the key press to the painted
/// chart (a day, a weekend, a segment), the time from Enter to a film window's first frame against a
/// chart switch (and whether its details and run chart were in that frame), the requests made (none
/// should be), and the resident memory after browsing 60 days and opening and closing 30 film windows.
final class BrowseBenchmark: KoreanUITestCase {
    struct Switch {
        let frames: Int
        let ms: Double
    }

    func testBrowsingSavedCharts() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["BOXOFFICE_BENCHMARK"] == "browse",
            "a benchmark: run meson-helpers/benchmark-browse.sh")
        try useKorean()
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment()) {
                $0.dailyTemplate = "daily_20220121.json"
                $0.weeklyTemplate = "weekly_20111230-20120101_weekend.json"
                $0.movieTemplate = "movie_20199882.json"
            }
            let latest = chart.day
            // Everything measured below is saved first: 60 days, three weekends, a segment, ten films.
            for back in 1...60 { previousDay(to: latest.adding(days: -back)) }
            activate(WinAction.latestDay)
            waitFor("the latest day") { self.chart.day == latest && self.chart.phase == .loaded }
            press(Int32(GDK_KEY_2), alt: true)
            waitFor("the weekend") { self.chart.kind == .weekend && self.chart.phase == .loaded }
            for _ in 0..<3 {
                let before = chart.selection.period
                press(Int32(GDK_KEY_Left), alt: true)
                waitFor("an earlier weekend") { self.chart.selection.period != before && self.chart.phase == .loaded }
            }
            press(Int32(GDK_KEY_1), alt: true)
            waitFor("daily again") { self.chart.kind == .daily && self.chart.phase == .loaded }
            activate(WinAction.latestDay)
            setFilms("diversity")
            setFilms("all")
            // The session's first film window: new widgets, the film not saved yet.
            waitForFrame()
            let firstWindow = openAndClose(0, wait: { $0.model.isFinished })
            for position in 1..<10 { openAndClose(position, wait: { $0.model.isFinished }) }
            waitForFrame()

            let requestsBefore = api.server.requests.count
            // Switching between saved charts: frames from the key press to the frame that shows the new one.
            var switches: [Switch] = []
            for back in 1...20 {
                switches.append(
                    measure(press: { self.press(Int32(GDK_KEY_Left), alt: true) }) {
                        self.chart.day == latest.adding(days: -back) && self.chart.phase == .loaded
                    })
            }
            let weekendSwitch = measure(press: { self.press(Int32(GDK_KEY_2), alt: true) }) {
                self.chart.kind == .weekend && self.chart.phase == .loaded
            }
            let dailySwitch = measure(press: { self.press(Int32(GDK_KEY_1), alt: true) }) {
                self.chart.kind == .daily && self.chart.phase == .loaded
            }
            activate(WinAction.latestDay)
            waitFor("the latest day") { self.chart.day == latest && self.chart.phase == .loaded }
            waitForFrame()
            let segmentSwitch = measure(press: { self.setFilms("diversity", wait: false) }) {
                self.chart.segment.films == .diversity && self.chart.phase == .loaded
            }
            setFilms("all")
            // Films: Enter on a row to the window's first frame, 20 times (each film twice), each time after a
            // switch to the day before and back, measured too: the two sides of the ratio alternate, so the
            // machine's drift falls on both.
            var films: [(ms: Double, complete: Bool, forecastMs: Double)] = []
            var besideFilms: [Switch] = []
            for round in 0..<20 {
                besideFilms.append(
                    measure(press: { self.press(Int32(GDK_KEY_Left), alt: true) }) {
                        self.chart.day == latest.adding(days: -1) && self.chart.phase == .loaded
                    })
                besideFilms.append(
                    measure(press: { self.press(Int32(GDK_KEY_Right), alt: true) }) {
                        self.chart.day == latest && self.chart.phase == .loaded
                    })
                films.append(openAndClose(round % 10, wait: { _ in true }))
                // The main window active again and painted before the next switch is timed. Xvfb has no
                // window manager to hand the focus back when the film's window closes: the X server is asked.
                XCTAssertNotEqual(boxoffice_xtest_focus(window.window), 0)
                waitFor("the main window active") { gtk_window_is_active(cast(self.window.window)) != 0 }
                waitForFrame()
            }
            let requests = api.server.requests.count - requestsBefore

            // Memory: 60 days browsed and 30 film windows opened and closed, from where it stood.
            waitForFrame()
            let start = residentMB()
            var afterRounds: [Double] = []
            for back in 1...60 { previousDay(to: latest.adding(days: -back)) }
            activate(WinAction.latestDay)
            waitFor("the latest day") { self.chart.day == latest && self.chart.phase == .loaded }
            for _ in 0..<3 {
                for position in 0..<10 { openAndClose(position, wait: { _ in true }) }
                waitForFrame()
                afterRounds.append(residentMB())
            }

            let frames =
                (switches + besideFilms).map(\.frames) + [
                    weekendSwitch.frames, dailySwitch.frames, segmentSwitch.frames
                ]
            let switchMs = (switches.map(\.ms) + [weekendSwitch.ms, dailySwitch.ms, segmentSwitch.ms]).sorted()
            let besideMs = besideFilms.map(\.ms).sorted()
            let filmMs = films.map(\.ms).sorted()
            let forecastMs = films.map(\.forecastMs).sorted()
            let median = { (xs: [Double]) in xs[xs.count / 2] }
            print(
                String(
                    format:
                        "browse: chart switches (20 days, weekend, daily, segment, and 40 beside the films): frames after the key press %@; median %.1f ms, slowest %.1f ms",
                    Dictionary(grouping: frames, by: { $0 }).sorted { $0.key < $1.key }.map {
                        "\($0.key)×\($0.value.count)"
                    }.joined(separator: ", "),
                    median(switchMs), switchMs.last ?? 0))
            print(
                String(
                    format:
                        "browse: film windows (20): Enter to first frame median %.1f ms, slowest %.1f ms; the 40 switches beside them median %.1f ms; ratio %.2f; details and run chart in the first frame: %d of 20",
                    median(filmMs), filmMs.last ?? 0, median(besideMs), median(filmMs) / median(besideMs),
                    films.filter(\.complete).count))
            print(
                String(
                    format:
                        "browse: their forecasts (made off the main thread after the first frame): Enter to the forecast shown median %.1f ms, slowest %.1f ms",
                    median(forecastMs), forecastMs.last ?? 0))
            print(
                String(
                    format:
                        "browse: the session's first film window (its details not saved yet): Enter to first frame %.1f ms",
                    firstWindow.ms))
            print("browse: requests while switching and opening saved data: \(requests)")
            print(
                String(
                    format:
                        "browse: resident memory %.1f MB before; after 60 days and 10, 20, 30 film windows: %@ MB (growth %.1f MB)",
                    start, afterRounds.map { String(format: "%.1f", $0) }.joined(separator: ", "),
                    (afterRounds.last ?? start) - start))
            XCTAssertEqual(requests, 0, "saved data asks for nothing")
        }
    }

    /// Alt+Left, then waits for `day`'s chart.
    @MainActor func previousDay(to day: Day) {
        waitForFrame()
        press(Int32(GDK_KEY_Left), alt: true)
        waitFor("\(day)", timeout: 30) { self.chart.day == day && self.chart.phase == .loaded }
        if chart.day != day {
            let focus = focusedWidget().map { String(cString: gtk_widget_get_name($0)) } ?? "none"
            print(
                "browse: stuck at \(chart.day) \(chart.phase) kind \(chart.kind) focus \(focus) active \(gtk_window_is_active(cast(window.window)))"
            )
        }
    }

    /// The Kind of film filter, through its action (the popover's check buttons and the menu use it).
    @MainActor func setFilms(_ target: String, wait: Bool = true) {
        Actions.activate(window.window, WinAction.films.with(target))
        if wait {
            waitFor("films: \(target)") { self.chart.segment.films.rawValue == target && self.chart.phase == .loaded }
        }
    }

    /// Presses a key and returns the frames of the main window from the press to the first frame painted
    /// once `shown` holds, and the time that took.
    @MainActor func measure(press: () -> Void, until shown: @escaping @MainActor () -> Bool) -> Switch {
        waitForFrame()
        guard let clock = gtk_widget_get_frame_clock(window.window) else {
            XCTFail("no frame clock")
            return Switch(frames: -1, ms: -1)
        }
        final class Seen { var at: (frame: Int, time: UInt64)? }
        let seen = Seen()
        let handler = Signals.connect(clock.raw, "after-paint") { c in
            if seen.at == nil, MainActor.assumeIsolated({ shown() }) {
                seen.at = (gdk_frame_clock_get_frame_counter(OpaquePointer(c)), DispatchTime.now().uptimeNanoseconds)
            }
        }
        defer { g_signal_handler_disconnect(clock.raw, handler) }
        let before = gdk_frame_clock_get_frame_counter(clock)
        let start = DispatchTime.now().uptimeNanoseconds
        press()
        waitFor("the new chart painted", timeout: 30) { seen.at != nil }
        guard let at = seen.at else { return Switch(frames: -1, ms: -1) }
        return Switch(frames: at.frame - before, ms: Double(at.time - start) / 1e6)
    }

    /// Focuses the list's row at `position` with Home and Down, presses Enter, waits for the film's window
    /// to paint its first frame, for its forecast and for `wait`, then closes it with Esc. Returns the time from
    /// Enter to the first frame, whether the details and the run chart were in it, and the time from Enter to the
    /// forecast shown (made off the main thread, it comes after the first frame).
    @discardableResult
    @MainActor func openAndClose(_ position: Int, wait: @escaping @MainActor (FilmWindow) -> Bool) -> (
        ms: Double, complete: Bool, forecastMs: Double
    ) {
        _ = gtk_widget_grab_focus(window.list.list)
        press(Int32(GDK_KEY_Home))
        for _ in 0..<position { press(Int32(GDK_KEY_Down)) }
        waitForFrame()
        final class First {
            var at: UInt64?
            var complete = false
            var window: FilmWindow?
        }
        let first = First()
        let start = DispatchTime.now().uptimeNanoseconds
        press(Int32(GDK_KEY_Return))
        // The window is made and presented as Enter is handled; its first frame is painted on a later turn of the
        // main loop (the frame clock's), after this wait has seen the window.
        waitFor("the film's window", timeout: 30) { !self.app.details.isEmpty }
        if let detail = app.details.values.first {
            first.window = detail
            Paint.afterNext(detail.window) { [weak detail] in
                first.at = DispatchTime.now().uptimeNanoseconds
                first.complete =
                    detail.map { $0.model.info != .loading && ($0.run?.chart.input.points.isEmpty == false) } ?? false
            }
        }
        waitFor("the film's first frame", timeout: 30) { first.at != nil }
        guard let detail = first.window, let at = first.at else { return (-1, false, -1) }
        waitFor("the film's forecast", timeout: 30) { detail.run?.model?.forecast?.isReading == false }
        let forecastAt = DispatchTime.now().uptimeNanoseconds
        waitFor("the film's window ready", timeout: 30) { wait(detail) }
        let shown = detail.window
        press(Int32(GDK_KEY_Escape), in: shown)
        first.window = nil
        waitFor("the film's window closed") { self.app.details.isEmpty }
        return (Double(at - start) / 1e6, first.complete, Double(forecastAt - start) / 1e6)
    }

    /// This process's resident memory, from /proc.
    func residentMB() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return -1 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
