import BoxOfficeCore
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Not a timed test: `meson-helpers/benchmark-run-chart.sh` sets BOXOFFICE_BENCHMARK=1 and this prints how
/// long the run chart takes to draw a 365-day run (bars, rank line, weekends, gaps) at scale 1 and 2.
final class RunChartBenchmark: UITestCase {
    func testDrawingAYearLongRun() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["BOXOFFICE_BENCHMARK"] == "1",
            "a benchmark: run meson-helpers/benchmark-run-chart.sh")
        MainActor.assumeIsolated {
            let view = RunChartView()
            let window = gtk_window_new()!
            gtk_window_set_child(cast(window), view.ui.root.widget)
            gtk_window_set_default_size(cast(window), 560, 300)
            gtk_window_present(cast(window))
            waitFor("mapped") { view.ui.root.isMapped }
            // A year: every 9th day missing, the rank wandering 1…10, weekends every 7 days.
            let points = (0..<365).map { i in
                RunChartInput.Point(
                    label: "D\(i + 1)", value: i % 9 == 4 ? nil : Double(100_000 - i * 200),
                    rank: i % 9 == 4 ? nil : 1 + (i * 7) % 10, isWeekend: i % 7 >= 5, sentence: "D\(i + 1)")
            }
            view.show(RunChartInput(points: points, summary: "benchmark"))
            for scale in [1.0, 2.0] {
                let width = 520.0
                let height = 220.0
                let surface = cairo_image_surface_create(
                    CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))
                cairo_surface_set_device_scale(surface, scale, scale)
                var times: [Double] = []
                for _ in 0..<200 {
                    let cr = cairo_create(surface)!
                    let start = DispatchTime.now().uptimeNanoseconds
                    view.draw(cr, width, height)
                    cairo_surface_flush(surface)
                    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                    cairo_destroy(cr)
                }
                cairo_surface_destroy(surface)
                times.sort()
                print(
                    String(
                        format:
                            "run chart, 365 days, scale %.0f: median %.2f ms, 95th %.2f ms, max %.2f ms (a frame is 16.7 ms)",
                        scale, times[times.count / 2], times[times.count * 95 / 100], times[times.count - 1]))
            }
            gtk_window_destroy(cast(window))
        }
    }
}
