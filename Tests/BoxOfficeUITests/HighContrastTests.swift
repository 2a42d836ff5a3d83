import BoxOfficeCore
import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// High contrast (GNOME's org.gnome.desktop.a11y.interface high-contrast, which libadwaita follows and then
/// loads style-hc.css): the colours the charts draw with, the rank changes' and the focus ring's, against the
/// background they are drawn on, by WCAG's contrast ratio: 3:1 or more for marks (bars, lines, outlines), 4.5:1
/// or more for text, light and dark. The same bars without high contrast are below 3:1, which is why style-hc.css
/// names them.
final class HighContrastTests: KoreanUITestCase {
    /// WCAG 2 relative luminance of an sRGB colour.
    static func luminance(_ c: (r: Double, g: Double, b: Double)) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// `c` with its alpha drawn over the opaque `background`.
    static func over(_ c: GdkRGBA, _ background: (r: Double, g: Double, b: Double)) -> (r: Double, g: Double, b: Double)
    {
        let a = Double(c.alpha)
        return (
            Double(c.red) * a + background.r * (1 - a), Double(c.green) * a + background.g * (1 - a),
            Double(c.blue) * a + background.b * (1 - a)
        )
    }

    static func ratio(_ a: (r: Double, g: Double, b: Double), _ b: (r: Double, g: Double, b: Double)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @MainActor func named(_ name: String, in w: Widget) -> GdkRGBA? {
        var colour = GdkRGBA()
        return gtk_style_context_lookup_color(gtk_widget_get_style_context(w), name, &colour) != 0 ? colour : nil
    }

    @MainActor func setHighContrast(_ on: Bool) {
        guard
            let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.interface", 1)
        else { return XCTFail("no org.gnome.desktop.a11y.interface schema (gsettings-desktop-schemas)") }
        g_settings_schema_unref(schema)
        let settings = g_settings_new("org.gnome.desktop.a11y.interface")
        g_settings_set_boolean(settings, "high-contrast", on ? 1 : 0)
        g_object_unref(settings)
        waitFor("high contrast \(on)") {
            (adw_style_manager_get_high_contrast(adw_style_manager_get_default()) != 0) == on
        }
        waitForFrame()
    }

    /// Each ratio the charts and the rank changes give on the run chart's and the list's backgrounds, by name.
    @MainActor func ratios(chart area: Widget, list: Widget) -> [String: Double] {
        let colours = ChartColours.of(area)
        guard let window = named("window_bg_color", in: area), let view = named("view_bg_color", in: list),
            let accentText = named("accent_color", in: area)
        else {
            XCTFail("no background colours")
            return [:]
        }
        let bg = Self.over(window, (1, 1, 1))
        let band = Self.over(colours.band, bg)
        var out: [String: Double] = [
            "bar": Self.ratio(Self.over(colours.bar, bg), bg),
            "bar on a weekend": Self.ratio(Self.over(colours.bar, band), band),
            "shown bar": Self.ratio(Self.over(colours.accent, bg), bg),
            "outline": Self.ratio(Self.over(colours.outline, bg), bg),
            "dashed line": Self.ratio(Self.over(colours.line, bg), bg),
            "hatching": Self.ratio(Self.over(colours.hatch, bg), bg),
            "similar run": Self.ratio(Self.over(colours.similar, bg), bg),
            "median": Self.ratio(Self.over(colours.median, bg), bg),
            "focus ring": Self.ratio(Self.over(accentText, bg), bg),
            "text": Self.ratio(Self.over(colours.text, bg), bg)
        ]
        // The rank changes' labels as the list shows them, on the list's background.
        let listBg = Self.over(view, (1, 1, 1))
        for badge in list.descendants where G_TYPE_CHECK_INSTANCE_TYPE(badge.raw, gtk_label_get_type()) {
            for trend in ["trend-up", "trend-down", "trend-new", "trend-same"] where badge.hasCSSClass(trend) {
                var colour = GdkRGBA()
                gtk_style_context_get_color(gtk_widget_get_style_context(badge), &colour)
                out[trend] = Self.ratio(Self.over(colour, listBg), listBg)
            }
        }
        return out
    }

    func testChartAndRankColoursMeetContrastUnderHighContrastLightAndDark() throws {
        try useKorean()
        try MainActor.assumeIsolated {
            guard let (detail, run) = openAlongWithTheGodsRun() else { return XCTFail("no run section") }
            defer { setHighContrast(false) }
            guard let area = run.ui.chart.firstChild else { return XCTFail("no chart") }
            let list = window.list.list
            let plain = ratios(chart: area, list: list)
            XCTAssertLessThan(plain["bar"] ?? 9, 3, "without high contrast the bars are faint: \(plain)")
            XCTAssertLessThan(plain["hatching"] ?? 9, 3, "and the hatching: \(plain)")
            XCTAssertLessThan(plain["similar run"] ?? 9, 3, "and the similar runs: \(plain)")
            for dark in [false, true] {
                setDarkStyle(dark)
                setHighContrast(true)
                let ratios = ratios(chart: area, list: list)
                let variant = dark ? "dark" : "light"
                for mark in [
                    "bar", "bar on a weekend", "shown bar", "outline", "dashed line", "focus ring", "hatching",
                    "similar run", "median"
                ] {
                    XCTAssertGreaterThanOrEqual(ratios[mark] ?? 0, 3, "\(mark), \(variant): \(ratios)")
                }
                XCTAssertGreaterThanOrEqual(ratios["text"] ?? 0, 4.5, "\(variant): \(ratios)")
                // 2018-08-22's chart has films up, down and new.
                for trend in ["trend-up", "trend-down", "trend-new"] {
                    XCTAssertGreaterThanOrEqual(ratios[trend] ?? 0, 4.5, "\(trend), \(variant): \(ratios)")
                }
                if let same = ratios["trend-same"] { XCTAssertGreaterThanOrEqual(same, 4.5, variant) }
                showChart(run, in: detail.window)
                screenshot("high-contrast-\(variant)-film", detail.window)
                screenshot("high-contrast-\(variant)-main", window.window)
                scroll(to: run.forecast.root.widget, margin: 20)
                waitForFrame(detail.window)
                screenshot("high-contrast-\(variant)-forecast", detail.window)
                setHighContrast(false)
            }
            setDarkStyle(false)
        }
    }
}
