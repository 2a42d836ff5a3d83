import BoxOfficeCore
import BoxOfficeService
import BoxOfficeViewModels
import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// The table layout, copying the chart and saving it as CSV: real keys and clicks through Xvfb, the
/// fixture day 2022-01-05.
final class TableTests: KoreanUITestCase {
    static let firstRow = [
        "1", "신작", "경관의 피", "2022년 1월 5일", "1", "64,050", "+100%", "69,228", "584,559,330",
        "34.2%", "1,171", "4,416", "54.7", "14.5", "9,127"
    ]
    static let headers = [
        "Rank", "±", "Title", "Opened", "Days", "Audience", "±%", "Total", "Sales", "Share", "Screens", "Shows",
        "/screen", "/show", "Ticket"
    ]

    func testCtrl3ShowsEveryFigureAndAHeaderClickSortsBothWays() throws {
        try MainActor.assumeIsolated {
            try launchOnTheTable()
            let table = window.table
            XCTAssertEqual(headerTexts(table), Self.headers)
            let rows = tableRows(table)
            guard rows.count == 10 else { return XCTFail("\(rows.count) rows") }
            XCTAssertEqual(rows.first, Self.firstRow)
            XCTAssertEqual(rows.map { $0[0] }, (1...10).map(String.init), "the chart's own order")
            XCTAssertEqual(
                rows[1],
                [
                    "2", "▼1", "스파이더맨: 노 웨이 홈", "2021년 12월 15일", "22", "50,399", "-15.9%", "6,252,827",
                    "507,028,380", "29.6%", "1,357", "4,314", "37.1", "11.7", "10,060"
                ])
            XCTAssertNil(table.sort)

            // One Tab stop, as the list and the grid: Tab reaches the table once, the next Tab leaves it.
            _ = gtk_widget_grab_focus(window.ui.dateButton.widget)
            var presses = 0
            while !isInside(focusedWidget(), table.view.widget), presses < 12 {
                let before = focusedWidget()
                press(Int32(GDK_KEY_Tab))
                waitFor("the focus to move") { self.focusedWidget() != before }
                presses += 1
            }
            XCTAssertTrue(isInside(focusedWidget(), table.view.widget), "Tab never reached the table")
            press(Int32(GDK_KEY_Tab))
            waitFor("one Tab to leave the table") { !self.isInside(self.focusedWidget(), table.view.widget) }

            // Screens, most first; the second click turns it around.
            guard let screens = header("Screens", in: table) else { return XCTFail("no Screens header") }
            click(screens)
            waitFor("sorted by screens, most first") {
                self.tableRows(table).map { $0[0] } == ["2", "1", "3", "4", "5", "7", "9", "8", "10", "6"]
            }
            XCTAssertEqual(table.sort, ChartSort(column: .screens, descending: true))
            XCTAssertEqual(tableRows(table).first?[10], "1,357")
            click(screens)
            waitFor("sorted by screens, fewest first") {
                self.tableRows(table).map { $0[0] } == ["6", "10", "8", "9", "7", "5", "4", "3", "1", "2"]
            }
            XCTAssertEqual(table.sort, ChartSort(column: .screens, descending: false))
            XCTAssertEqual(app.model.settings[.tableSort], "screens,ascending")

            // The title starts A→Z.
            guard let title = header("Title", in: table) else { return XCTFail("no Title header") }
            click(title)
            waitFor("sorted by title") { self.table(table, sortedBy: .title, descending: false) }

            // Enter opens the focused row's film: the sorted row, not the chart's rank at that position.
            click(screens)
            waitFor("by screens again, most first") { table.sort == ChartSort(column: .screens, descending: true) }
            XCTAssertEqual(table.shownCodes.first, "20210028")  // 스파이더맨: 노 웨이 홈, 1,357 screens
            waitFor("스파이더맨 on top") { self.tableRows(table).first?[2] == "스파이더맨: 노 웨이 홈" }
            guard let firstCell = cell(row: 0, column: .title, in: table) else { return XCTFail("no first row") }
            click(firstCell)  // one click selects the row; Enter opens it
            waitFor("the row focused") { self.isInside(self.focusedWidget(), table.view.widget) }
            XCTAssertTrue(app.details.isEmpty, "a single click only selects")
            press(Int32(GDK_KEY_Return))
            waitFor("the detail window of the first sorted row") { self.app.details["20210028"] != nil }
            XCTAssertEqual(app.details.count, 1)

            // The layout and the sort come back after a relaunch (a sort to the fewest stays so).
            click(screens)
            waitFor("screens, fewest first") { table.sort == ChartSort(column: .screens, descending: false) }
            for detail in app.details.values { gtk_window_destroy(cast(detail.window)) }
            gtk_window_destroy(cast(window.window))
            app = nil
            try launch()
            XCTAssertEqual(chart.layout, .table)
            waitFor("the table shown") { self.visiblePage == "table" }
            waitForFrame()
            XCTAssertEqual(window.table.sort, ChartSort(column: .screens, descending: false))
            XCTAssertEqual(
                tableRows(window.table).map { $0[10] },
                ["4", "23", "32", "44", "74", "414", "657", "999", "1,171", "1,357"])
        }
    }

    func testCtrlCCopiesTheChartAsTabSeparatedText() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            press(Int32(GDK_KEY_c), control: true)
            waitForText("Copied the chart") { self.window.ui.toasts }
            let text = clipboardText() ?? ""
            let lines = text.components(separatedBy: "\n")
            XCTAssertEqual(lines.count, 12, "a header, ten rows and the final line break")
            XCTAssertEqual(
                lines[0],
                "Rank\tChange\tTitle\tMovie code\tOpening\tDays\tAudience\tAudience change %\tTotal audience\t"
                    + "Sales\tShare %\tScreens\tShows\tPer screen\tPer show\tAverage ticket")
            XCTAssertEqual(
                lines[1],
                "1\tNEW\t경관의 피\t20199882\t2022-01-05\t1\t64050\t100\t69228\t584559330\t34.2\t1171\t4416\t54.7\t14.5\t9127"
            )
            XCTAssertEqual(
                lines[10],
                "10\t-3\t엔칸토: 마법의 세계\t20210864\t2021-11-24\t43\t291\t-72.4\t628878\t2290000\t0.1\t23\t24\t12.7\t12.1\t7869"
            )
            XCTAssertEqual(lines[11], "")
        }
    }

    func testNothingToCopyOnAnEmptyDay() throws {
        try MainActor.assumeIsolated {
            try launch(initialDay: Day("2022-01-04"))  // KOBIS has no numbers for it
            XCTAssertEqual(visiblePage, "empty")
            activate(WinAction.copy)
            waitForText("There is no chart on screen to copy or save.") { self.window.ui.toasts }
            activate(WinAction.exportCSV)
            XCTAssertNil(window.export.chooser, "no dialog for nothing")
        }
    }

    /// "Export as CSV…" (Ctrl+E) answered as a user does, in the dialog: Esc or Cancel writes nothing, Enter in
    /// the name entry saves; each time the keyboard is back on the chart and real keys work again.
    func testExportWritesTheCSVFileTheUserNames() throws {
        try MainActor.assumeIsolated {
            try launch()
            waitForFrame()
            let list = window.list.list  // the chart has the keyboard at launch
            XCTAssertTrue(isInside(focusedWidget(), list))

            // Ctrl+E then Esc, then Ctrl+E and its Cancel button: nothing written, nothing said.
            press(Int32(GDK_KEY_e), control: true)
            cancelSaveDialog()
            assertKeyboardBack(at: list)
            XCTAssertNil(window.export.chooser)
            press(Int32(GDK_KEY_e), control: true)
            cancelSaveDialog(clickingCancel: true)
            assertKeyboardBack(at: list)
            XCTAssertFalse(visibleTexts(window.ui.toasts).contains { $0.hasPrefix("Saved") })

            press(Int32(GDK_KEY_e), control: true)  // the menu item runs the same action
            guard let dialog = saveDialogReady() else { return }
            XCTAssertEqual(proposedName(in: dialog), "boxoffice-2022-01-05.csv")
            save(as: "차트.csv", in: dir)  // Enter in the name entry
            waitForText("Saved 차트.csv") { self.window.ui.toasts }
            assertKeyboardBack(at: list)
            XCTAssertNil(window.export.chooser)
            let written = try Data(contentsOf: dir.appendingPathComponent("차트.csv"))
            // UTF-8 with a byte order mark, or Excel on Korean Windows reads the titles as CP949 (issue 34).
            XCTAssertEqual(Array(written.prefix(3)), [0xEF, 0xBB, 0xBF])
            let text = String(decoding: written.dropFirst(3), as: UTF8.self)
            XCTAssertTrue(
                text.hasPrefix(
                    "Rank,Change,Title,Movie code,Opening,Days,Audience,Audience change %,Total audience,"
                        + "Sales,Share %,Screens,Shows,Per screen,Per show,Average ticket\r\n"
                        + "1,NEW,경관의 피,20199882,2022-01-05,1,64050,100,69228,584559330,34.2,1171,4416,54.7,14.5,9127\r\n"
                        + "2,-1,스파이더맨: 노 웨이 홈,20210028,2021-12-15,22,50399,-15.9,6252827,507028380,29.6,1357,4314,37.1,11.7,10060\r\n"
                ),
                String(text.prefix(400)))
            XCTAssertEqual(text.components(separatedBy: "\r\n").count, 12)
            XCTAssertEqual(
                written, Data(([0xEF, 0xBB, 0xBF] as [UInt8])) + Data(ChartExport.csv(chart.shownChart!).utf8))

            // Real keys still reach the window (a modal dialog left behind took them all).
            press(Int32(GDK_KEY_3), control: true)
            waitFor("the table after the dialog") { self.chart.layout == .table && self.visiblePage == "table" }
        }
    }

    /// At the window's default size (920 px) every title is whole (the columns scroll sideways before a
    /// title is cut), a header is only as wide as its figures need, and the first click on a figure sorts
    /// the most first; on the title, A→Z.
    func testAtTheDefaultWidthTitlesAreWholeAndNumbersSortMostFirst() throws {
        try MainActor.assumeIsolated {
            try launch()  // no saved size: the window's default
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(cast(window.window), &width, &height)
            XCTAssertEqual(width, 920)
            press(Int32(GDK_KEY_3), control: true)
            waitFor("the table") { self.visiblePage == "table" }
            waitForFrame()
            let table = window.table

            let titles = labels(in: .title, of: table)
            XCTAssertEqual(titles.count, 10)
            XCTAssertTrue(titles.map(text).contains("스파이더맨: 노 웨이 홈"))
            for label in titles {
                XCTAssertEqual(
                    pango_layout_is_ellipsized(gtk_label_get_layout(cast(label))), 0, "\(text(label)) is cut")
                var natural: Int32 = 0
                gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
                XCTAssertGreaterThanOrEqual(gtk_widget_get_width(label), natural, "\(text(label)) has its width")
            }

            // "±%" is no wider than its figures; its full name is the tooltip and what a screen reader says.
            guard let changeHeader = headerButton("±%", in: table) else { return XCTFail("no ±% header") }
            let widest = labels(in: .audienceChangePercent, of: table).map { gtk_widget_get_width($0) }.max() ?? 0
            XCTAssertLessThanOrEqual(
                gtk_widget_get_width(changeHeader), widest + 8, "the header is wider than \(widest) px of figures")
            XCTAssertEqual(gtk_widget_get_tooltip_text(changeHeader).map { String(cString: $0) }, "Audience change %")
            XCTAssertNil(accessibleLabelMismatch(changeHeader, "Audience change %"))

            // A figure: the most first, then (a second click) the fewest.
            guard let audience = header("Audience", in: table), let change = header("±%", in: table),
                let title = header("Title", in: table)
            else { return XCTFail("no headers") }
            click(audience)
            let most = ["64,050", "50,399", "44,221", "13,916", "4,152", "1,213", "1,013", "748", "329", "291"]
            waitFor("the most admissions first") {  // the chart's own order too: the sort says which it is
                table.sort == ChartSort(column: .audience, descending: true)
                    && self.tableRows(table).map { $0[5] } == most
            }
            XCTAssertEqual(app.model.settings[.tableSort], "audience,descending")
            click(audience)
            waitFor("the fewest first") { self.tableRows(table).map { $0[5] } == most.reversed() }
            XCTAssertEqual(table.sort, ChartSort(column: .audience, descending: false))

            // Text reads A→Z on its first click; the next figure starts with its most again.
            click(title)
            waitFor("sorted by title") { self.table(table, sortedBy: .title, descending: false) }
            click(change)
            let rises = [
                "+573.9%", "+318.3%", "+100%", "+100%", "-13.3%", "-15.9%", "-34.2%", "-59.4%", "-62.2%", "-72.4%"
            ]
            waitFor("the biggest rise first") { self.tableRows(table).map { $0[6] } == rises }
            XCTAssertEqual(table.sort, ChartSort(column: .audienceChangePercent, descending: true))
            waitForFrame()
            screenshot("table-920", window.window)
        }
    }

    /// The table in Korean at 1280 px, for the README and for a look at the columns.
    func testKoreanTableScreenshot() throws {
        try useKorean()  // KoreanUITestCase puts C back afterwards
        try Data("width=1280\nheight=720\nlayout=table\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        try MainActor.assumeIsolated {
            try launch(language: DisplayLanguage.fromEnvironment())
            waitFor("the table shown") { self.visiblePage == "table" }
            waitForFrame()
            XCTAssertEqual(tableRows(window.table).first, Self.firstRow)
            XCTAssertEqual(headerTexts(window.table).first, "순위")
            screenshot("table", window.window)
        }
    }

    // MARK: helpers

    /// 1280 px wide, so every header is on screen to be clicked.
    @MainActor func launchWide() throws {
        try Data("width=1280\nheight=720\n".utf8).write(to: dir.appendingPathComponent("state.ini"))
        try launch()
    }

    /// The cell texts row by row, top to bottom, as drawn (the rows a user sees, wherever GTK keeps them).
    @MainActor func tableRows(_ table: ChartTableView) -> [[String]] {
        var cells: [(y: Int, x: Int, text: String)] = []
        walk(table.view.widget) { w in
            guard gtk_widget_has_css_class(w, "table-cell") != 0, let (x, y) = self.origin(w) else { return }
            cells.append((y, x, String(cString: gtk_label_get_text(cast(w)))))
        }
        let ys = Set(cells.map(\.y)).sorted()
        return ys.map { y in cells.filter { $0.y == y }.sorted { $0.x < $1.x }.map(\.text) }
    }

    /// The label of one cell, by its row as drawn (0 is the top).
    @MainActor func cell(row: Int, column: ChartColumn, in table: ChartTableView) -> Widget? {
        var cells: [(y: Int, x: Int, label: Widget)] = []
        walk(table.view.widget) { w in
            guard gtk_widget_has_css_class(w, "table-cell") != 0, let (x, y) = self.origin(w) else { return }
            cells.append((y, x, w))
        }
        let ys = Set(cells.map(\.y)).sorted()
        guard ys.indices.contains(row), let index = ChartTable.columns.firstIndex(of: column) else { return nil }
        let line = cells.filter { $0.y == ys[row] }.sorted { $0.x < $1.x }
        return line.indices.contains(index) ? line[index].label : nil
    }

    /// The mapped cell labels of one column, top to bottom.
    @MainActor func labels(in column: ChartColumn, of table: ChartTableView) -> [Widget] {
        var rows: [(y: Int, line: [(x: Int, label: Widget)])] = []
        walk(table.view.widget) { w in
            guard gtk_widget_has_css_class(w, "table-cell") != 0, let (x, y) = self.origin(w) else { return }
            if let i = rows.firstIndex(where: { $0.y == y }) {
                rows[i].line.append((x, w))
            } else {
                rows.append((y, [(x, w)]))
            }
        }
        guard let index = ChartTable.columns.firstIndex(of: column) else { return [] }
        return rows.sorted { $0.y < $1.y }.compactMap { row in
            let line = row.line.sorted { $0.x < $1.x }
            return line.indices.contains(index) ? line[index].label : nil
        }
    }

    @MainActor func text(_ label: Widget) -> String { String(cString: gtk_label_get_text(cast(label))) }

    /// A column's header widget (GtkColumnViewTitle): what holds its tooltip and accessible name.
    @MainActor func headerButton(_ text: String, in table: ChartTableView) -> Widget? {
        var w = header(text, in: table)
        let titleType = g_type_from_name("GtkColumnViewTitle")
        while let current = w, !G_TYPE_CHECK_INSTANCE_TYPE(current.raw, titleType) {
            w = gtk_widget_get_parent(current)
        }
        return w
    }

    @MainActor func headerTexts(_ table: ChartTableView) -> [String] {
        var labels: [(x: Int, text: String)] = []
        walk(table.view.widget) { w in
            guard G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()),
                gtk_widget_has_css_class(w, "table-cell") == 0,
                let (x, _) = self.origin(w)
            else { return }
            labels.append((x, String(cString: gtk_label_get_text(cast(w)))))
        }
        return labels.sorted { $0.x < $1.x }.map(\.text)
    }

    /// The header label of a column: what a click lands on.
    @MainActor func header(_ text: String, in table: ChartTableView) -> Widget? {
        var found: Widget?
        walk(table.view.widget) { w in
            if found == nil, G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_label_get_type()),
                gtk_widget_has_css_class(w, "table-cell") == 0,
                String(cString: gtk_label_get_text(cast(w))) == text
            {
                found = w
            }
        }
        return found
    }

    @MainActor func table(_ table: ChartTableView, sortedBy column: ChartColumn, descending: Bool) -> Bool {
        guard let chart = chart.shownChart, table.sort == ChartSort(column: column, descending: descending) else {
            return false
        }
        let entries = table.shownCodes.compactMap { code in chart.entries.first { $0.movieCode == code } }
        return zip(entries, entries.dropFirst()).allSatisfy { a, b in
            !(descending
                ? column.ascending(a, b, lastDay: chart.lastDay) : column.ascending(b, a, lastDay: chart.lastDay))
        }
    }

    @MainActor private func walk(_ w: Widget, _ visit: (Widget) -> Void) {
        guard gtk_widget_get_mapped(w) != 0 else { return }
        visit(w)
        var child = gtk_widget_get_first_child(w)
        while let c = child {
            walk(c, visit)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    @MainActor private func origin(_ w: Widget) -> (Int, Int)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(w, window.window, &bounds) != 0 else { return nil }
        return (Int(bounds.origin.x.rounded()), Int(bounds.origin.y.rounded()))
    }

    /// Wide, then Ctrl+3: the table shown and drawn.
    @MainActor func launchOnTheTable() throws {
        try launchWide()
        press(Int32(GDK_KEY_3), control: true)
        waitFor("the table") { self.chart.layout == .table && self.visiblePage == "table" }
        waitForFrame()
    }
}
