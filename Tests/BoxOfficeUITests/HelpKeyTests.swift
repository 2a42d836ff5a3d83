import CAdw
import CGtk
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// F1 and the main menu's "Help" open the user guide: the desktop is asked to show `help:kr.boxoffice.BoxOffice`,
/// which GNOME hands to Yelp. The handler here is a fake one, found as GIO finds Yelp: a desktop file for
/// `x-scheme-handler/help` in the test's XDG_DATA_HOME, whose script writes the URI it was given to a file.
final class HelpKeyTests: UITestCase {
    /// Installs the fake help browser and waits until GIO names it the default for `help:`; returns the file
    /// its script writes.
    @MainActor func installFakeHelpBrowser() throws -> URL {
        let applications = URL(fileURLWithPath: String(cString: g_get_user_data_dir()))
            .appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        let asked = dir.appendingPathComponent("help-asked.txt")
        let script = dir.appendingPathComponent("fake-yelp")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(asked.path).part' && mv '\(asked.path).part' '\(asked.path)'\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let id = "boxoffice-test-help-\(ProcessInfo.processInfo.processIdentifier).desktop"
        try """
        [Desktop Entry]
        Type=Application
        Name=Fake Help
        Exec=\(script.path) %u
        MimeType=x-scheme-handler/help;
        NoDisplay=true

        """.write(to: applications.appendingPathComponent(id), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/help=\(id)\n"
            .write(to: applications.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        waitFor("GIO knows the fake help browser") {
            guard let info = g_app_info_get_default_for_uri_scheme("help") else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            return g_app_info_get_id(info).map { String(cString: $0) } == id
        }
        return asked
    }

    /// The URI the fake help browser was started with, once its script has written it.
    @MainActor func askedURI(_ file: URL) -> String? {
        var text: String?
        waitFor("the help browser started") {
            text = try? String(contentsOf: file, encoding: .utf8)
            return text != nil
        }
        return text
    }

    func testF1OpensTheUserGuide() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            waitForFrame()
            let asked = try installFakeHelpBrowser()
            press(Int32(GDK_KEY_F1))
            XCTAssertEqual(askedURI(asked), "help:kr.boxoffice.BoxOffice")
            XCTAssertEqual(ShortcutsWindow.keys(for: AppAction.help), ["F1"], "listed in the shortcuts window")
        }
    }

    /// The main menu has "Help", on the same action: activated as a click on the item activates it.
    func testTheMainMenusHelpOpensTheUserGuide() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            waitForFrame()
            let asked = try installFakeHelpBrowser()
            let menu = HeaderControls.mainMenu(chart)
            var found: String?
            func walk(_ m: OpaquePointer) {
                for i in 0..<g_menu_model_get_n_items(cast(m)) {
                    if let label = g_menu_model_get_item_attribute_value(cast(m), i, "label", nil) {
                        if String(cString: g_variant_get_string(label, nil)) == "Help",
                            let action = g_menu_model_get_item_attribute_value(cast(m), i, "action", nil)
                        {
                            found = String(cString: g_variant_get_string(action, nil))
                            g_variant_unref(action)
                        }
                        g_variant_unref(label)
                    }
                    if let section = g_menu_model_get_item_link(cast(m), i, "section") {
                        walk(OpaquePointer(section))
                        g_object_unref(UnsafeMutableRawPointer(section))
                    }
                }
            }
            walk(menu.model)
            XCTAssertEqual(found, "app.help")
            let name = String((found ?? "").dropFirst("app.".count))
            g_action_group_activate_action(cast(app.application), name, nil)
            XCTAssertEqual(askedURI(asked), "help:kr.boxoffice.BoxOffice")
        }
    }

    /// No Help app: every handler GIO knows for `help:` is removed from the user's associations (as on a desktop
    /// without Yelp), so F1 cannot hand the guide on.
    @MainActor func removeHelpBrowsers() throws {
        let applications = URL(fileURLWithPath: String(cString: g_get_user_data_dir()))
            .appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        var ids: [String] = []
        var list = g_app_info_get_all_for_type("x-scheme-handler/help")
        let head = list
        while let node = list {
            if let info = node.pointee.data {
                ids.append(g_app_info_get_id(OpaquePointer(info)).map { String(cString: $0) } ?? "")
                g_object_unref(info)
            }
            list = node.pointee.next
        }
        g_list_free(head)
        try "[Removed Associations]\nx-scheme-handler/help=\(ids.joined(separator: ";"));\n"
            .write(to: applications.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
        waitFor("GIO knows no help browser") {
            guard let info = g_app_info_get_default_for_uri_scheme("help") else { return true }
            g_object_unref(UnsafeMutableRawPointer(info))
            return false
        }
    }

    /// Without a Help app F1 says what is missing and how to install it (not GTK's bare "cannot show the link"),
    /// and Escape closes the dialog.
    func testF1WithoutAHelpAppSaysTheHelpAppIsNeeded() throws {
        try MainActor.assumeIsolated {
            try launch(language: .english)
            waitForFrame()
            try removeHelpBrowsers()
            press(Int32(GDK_KEY_F1))
            var dialog: Widget?
            waitFor("the dialog about the Help app") {
                dialog = self.messageDialog()
                return dialog != nil
            }
            guard let dialog else { return }
            let pointer: UnsafeMutablePointer<AdwMessageDialog> = cast(dialog)
            XCTAssertEqual(
                adw_message_dialog_get_heading(pointer).map { String(cString: $0) }, "The Guide Needs the Help App")
            XCTAssertEqual(
                adw_message_dialog_get_body(pointer).map { String(cString: $0) },
                "BoxOffice’s guide is read in the Help app (Yelp), which is not installed. Install it with "
                    + "“sudo apt install yelp”, then press F1 again.",
                "run from the build, no HTML guide is installed: no folder named")
            XCTAssertEqual(adw_message_dialog_has_response(pointer, HelpOpener.openHTML), 0)
            press(Int32(GDK_KEY_Escape), in: dialog)
            waitFor("the dialog closed") { self.messageDialog() == nil }
        }
    }
}
