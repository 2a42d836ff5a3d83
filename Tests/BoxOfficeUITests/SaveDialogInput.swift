import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// Answering the save dialog (GTK's own GtkFileChooserDialog, shown for the native chooser when there is no
/// portal) the way a user does: real keys and clicks through X, in the dialog itself. Never through
/// `CSVSaveDialog.finish` (see there: answered before it has read its folder, GTK leaves a modal error dialog
/// behind that takes every later key).
extension UITestCase {
    /// The save dialog once a user can use it: drawn (mapped and active, it may not be laid out yet, and a
    /// click would land elsewhere), with the keyboard in its name entry.
    @MainActor func saveDialogReady(file: StaticString = #filePath, line: UInt = #line) -> Widget? {
        waitFor("the save dialog on screen", file: file, line: line) { self.fileChooserDialog() != nil }
        guard let dialog = fileChooserDialog() else { return nil }
        waitForFrame(dialog, file: file, line: line)
        waitFor("the save dialog with the keyboard in its name entry", file: file, line: line) {
            gtk_window_is_active(cast(dialog)) != 0
                && self.nameEntry(in: dialog).map { self.isInside(self.focusedWidget(dialog), $0) } == true
        }
        return dialog
    }

    /// The entry where the file is named (a GtkFileChooserEntry).
    @MainActor func nameEntry(in dialog: Widget) -> Widget? {
        firstDescendant(of: dialog, type: gtk_entry_get_type()) {
            gtk_widget_get_mapped($0) != 0
                && String(cString: g_type_name_from_instance($0.raw.assumingMemoryBound(to: GTypeInstance.self)))
                    == "GtkFileChooserEntry"
        }
    }

    /// The name the dialog proposes, as its entry shows it.
    @MainActor func proposedName(in dialog: Widget) -> String? {
        nameEntry(in: dialog).map { String(cString: gtk_editable_get_text(cast($0))) }
    }

    /// Saves as a user does: goes to `folder` (the sidebar or the path bar, for a user), names the file in the
    /// name entry, then presses Enter there or clicks Save.
    @MainActor func save(
        as name: String, in folder: URL, clickingSave: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let dialog = saveDialogReady(file: file, line: line), let entry = nameEntry(in: dialog) else {
            return XCTFail("no save dialog", file: file, line: line)
        }
        go(to: folder, in: dialog, file: file, line: line)
        // Typed (XTest has no keycodes for Hangul): the text a user's typing leaves in the entry.
        gtk_editable_set_text(cast(entry), name)
        XCTAssertNotEqual(gtk_widget_grab_focus(entry), 0, file: file, line: line)
        if clickingSave {
            guard let save = button(in: dialog, labelled: "_Save") else {
                return XCTFail("no Save button", file: file, line: line)
            }
            click(save)
        } else {
            press(Int32(GDK_KEY_Return), in: dialog, file: file, line: line)
        }
    }

    /// Cancels as a user does: Esc, or a click on Cancel; in the test's folder, so that a wrong answer writes
    /// nothing outside it.
    @MainActor func cancelSaveDialog(clickingCancel: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        guard let dialog = saveDialogReady(file: file, line: line) else {
            return XCTFail("no save dialog", file: file, line: line)
        }
        go(to: dir, in: dialog, file: file, line: line)
        if clickingCancel {
            guard let cancel = button(in: dialog, labelled: "_Cancel") else {
                return XCTFail("no Cancel button", file: file, line: line)
            }
            click(cancel)
        } else {
            press(Int32(GDK_KEY_Escape), in: dialog, file: file, line: line)
        }
    }

    /// Shows `folder` in the dialog, as a click in its sidebar or path bar does, and waits until it is shown.
    @MainActor func go(to folder: URL, in dialog: Widget, file: StaticString = #filePath, line: UInt = #line) {
        let place = g_file_new_for_path(folder.path)!
        XCTAssertNotEqual(gtk_file_chooser_set_current_folder(cast(dialog), place, nil), 0, file: file, line: line)
        g_object_unref(place.raw)
        waitFor("the folder shown", file: file, line: line) {
            guard let current = gtk_file_chooser_get_current_folder(cast(dialog)) else { return false }
            defer { g_object_unref(current.raw) }
            return g_file_peek_path(current).map { String(cString: $0) } == folder.path
        }
        waitForFrame(dialog, file: file, line: line)
    }

    /// After an answer: the dialog gone with nothing left behind (no modal window anywhere: one takes every
    /// key of the process), and the keyboard back in `opener` (the main window by default) at `focus`, without
    /// the test giving it.
    @MainActor func assertKeyboardBack(
        in opener: Widget? = nil, at focus: Widget?, file: StaticString = #filePath, line: UInt = #line
    ) {
        let opener = opener ?? window.window
        waitFor("the dialog gone", file: file, line: line) { self.fileChooserDialog() == nil }
        XCTAssertEqual(modalWindows(), [], "a modal window left behind", file: file, line: line)
        waitFor("the keyboard back in the window that opened the dialog", file: file, line: line) {
            gtk_window_is_active(cast(opener)) != 0
        }
        if let focus {
            XCTAssertTrue(isInside(focusedWidget(opener), focus), "the focus moved", file: file, line: line)
        }
    }

    /// The shown modal windows, each as its type name and texts.
    @MainActor func modalWindows() -> [String] {
        shownModalWindows().map { w in
            String(cString: g_type_name_from_instance(w.raw.assumingMemoryBound(to: GTypeInstance.self)))
                + " \(visibleTexts(w))"
        }
    }

    /// Destroys the shown modal windows (once a test has failed on them).
    @MainActor func closeModalWindows() {
        shownModalWindows().forEach { gtk_window_destroy(cast($0)) }
    }

    @MainActor private func shownModalWindows() -> [Widget] {
        let toplevels = gtk_window_get_toplevels()!
        var found: [Widget] = []
        for i in 0..<g_list_model_get_n_items(toplevels) {
            let w = g_list_model_get_item(toplevels, i)!
            defer { g_object_unref(w) }
            if gtk_window_get_modal(cast(w)) != 0, gtk_widget_get_visible(widget(w)) != 0 { found.append(widget(w)) }
        }
        return found
    }
}
