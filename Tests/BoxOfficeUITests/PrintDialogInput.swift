import CAdw
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Printing as a user does it to a PDF: "Print to File" chosen, with a file name, in an earlier print of the
/// session (the settings the app keeps), then GTK's own print dialog (GtkPrintUnixDialog, with GTK's file
/// backend) answered with Print; the PDF read back with poppler's `pdftotext` and `pdfinfo`.
extension UITestCase {
    /// GTK's file printer, by the name its backend gives it in the language the process runs in.
    var filePrinterName: String { String(cString: g_dgettext("gtk40", "Print to File")) }

    /// The settings an earlier "Print to File" to `pdf` leaves behind.
    @MainActor func choosePrintToFile(_ pdf: URL) {
        let settings = gtk_print_settings_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        gtk_print_settings_set_printer(settings, filePrinterName)
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf")
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_URI, pdf.absoluteString)
        app.printSetup.remember(settings: settings)
    }

    /// The print dialog GTK shows, once it is on screen.
    @MainActor func printDialog() -> UnsafeMutableRawPointer? {
        let toplevels = gtk_window_get_toplevels()!
        for i in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, i) else { continue }
            g_object_unref(item)  // the list keeps the window
            if String(cString: g_type_name_from_instance(item.assumingMemoryBound(to: GTypeInstance.self)))
                == "GtkPrintUnixDialog", gtk_widget_get_mapped(item.assumingMemoryBound(to: GtkWidget.self)) != 0
            {
                return item
            }
        }
        return nil
    }

    /// The name of the printer selected in the dialog (its "selected-printer" property), or nil.
    @MainActor func selectedPrinter(_ dialog: UnsafeMutableRawPointer) -> String? {
        var value = GValue()
        g_value_init(&value, g_object_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(dialog.assumingMemoryBound(to: GObject.self), "selected-printer", &value)
        guard let printer = g_value_get_object(&value) else { return nil }
        var name = GValue()
        g_value_init(&name, GType(16 << 2))  // G_TYPE_STRING
        defer { g_value_unset(&name) }
        g_object_get_property(printer.assumingMemoryBound(to: GObject.self), "name", &name)
        return g_value_get_string(&name).map { String(cString: $0) }
    }

    /// Waits for the print dialog with the file printer selected (as the kept settings say), then presses Print.
    @MainActor func answerPrintDialog(file: StaticString = #filePath, line: UInt = #line) {
        var dialog: UnsafeMutableRawPointer?
        waitFor("the print dialog", file: file, line: line) {
            dialog = self.printDialog()
            return dialog != nil
        }
        guard let dialog else { return }
        waitFor("\(filePrinterName) selected", file: file, line: line) {
            self.selectedPrinter(dialog) == self.filePrinterName
        }
        gtk_dialog_response(dialog.assumingMemoryBound(to: GtkDialog.self), GTK_RESPONSE_OK.rawValue)
    }

    /// Runs a poppler tool and returns what it printed.
    func poppler(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The PDF's page count, as `pdfinfo` reads it.
    func pdfPageCount(_ pdf: URL) throws -> Int? {
        let info = try poppler("pdfinfo", [pdf.path])
        return info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }

    /// One page's text (`page` from 1), laid out as on paper: `pdftotext -layout`.
    func pdfText(_ pdf: URL, page: Int) throws -> String {
        try poppler("pdftotext", ["-layout", "-f", String(page), "-l", String(page), pdf.path, "-"])
    }

    /// Every line of a page's text with its runs of spaces made one: columns read as "1  ±  경관의 피 …".
    func pdfLines(_ pdf: URL, page: Int) throws -> [String] {
        try pdfText(pdf, page: page).split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }.filter { !$0.isEmpty && $0 != "\u{0C}" }
    }

    /// A page's footer as drawn: the page number, then the source (`pdftotext -raw` keeps "1 / 2" as drawn,
    /// where `-layout` packs it into "1/2").
    func pdfFooter(_ pdf: URL, page: Int) throws -> [String] {
        let raw = try poppler("pdftotext", ["-raw", "-f", String(page), "-l", String(page), pdf.path, "-"])
        return Array(raw.split(separator: "\n").map(String.init).filter { $0 != "\u{0C}" }.suffix(2))
    }

    /// The printed pages' lines, each without its footer, once every page is checked: `count` pages, each
    /// starting with `header`, each footer "n / count" and the source. With `BOXOFFICE_SCREENSHOT_DIR`, the
    /// pages are saved there as PNG (`name`.png for one page, `name`-1.png … for more).
    func printedPages(
        _ pdf: URL, count: Int, header: [String], screenshot name: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [[String]] {
        if let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"] {
            _ = try poppler(
                "pdftoppm", ["-png", "-r", "80"] + (count == 1 ? ["-singlefile"] : []) + [pdf.path, "\(folder)/\(name)"]
            )
        }
        XCTAssertEqual(try pdfPageCount(pdf), count, file: file, line: line)
        return try (1...count).map { number in
            let lines = try pdfLines(pdf, page: number)
            XCTAssertEqual(Array(lines.prefix(header.count)), header, "page \(number)", file: file, line: line)
            XCTAssertEqual(
                try pdfFooter(pdf, page: number), ["\(number) / \(count)", "자료: 영화관입장권통합전산망 (KOBIS)"],
                "page \(number)", file: file, line: line)
            return Array(lines.dropLast())  // the footer, as `-layout` packs it
        }
    }
}
