import BoxOfficeCore
import CAdw
import CGtk

/// KOBIS's public pages for a film, a person or a company ("Open on KOBIS"), and the two actions every
/// such window has. The code is KOBIS's own (digits and letters); anything else is dropped.
@MainActor
enum KobisPages {
    enum Subject { case film, person, company }

    static func address(_ subject: Subject, code: String) -> String {
        let safe = String(code.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(20))
        let base = "https://www.kobis.or.kr/kobis/business/mast/"
        switch subject {
        case .film: return base + "mvie/findMovieInfoPopup.do?movieCd=" + safe
        case .person: return base + "peop/findPeopleInfoPopup.do?peopleCd=" + safe
        case .company: return base + "comp/findCompInfoPopup.do?compCd=" + safe
        }
    }

    /// The two actions for `code`; installed again, they replace the last ones (a window re-bound to
    /// another film).
    /// `more` handles the group's other actions (a film's follow). Returns the group, which the window holds.
    @discardableResult
    static func installActions<A: KobisAction>(
        _ names: A.Type, on window: Widget, subject: Subject, code: String,
        more: @escaping @MainActor (A, ActionParameter) -> Void = { _, _ in }
    ) -> UnsafeMutablePointer<GSimpleActionGroup> {
        Actions.insertGroup(names, on: window) { group in
            Actions.install(names, on: group) { [window] action, parameter in
                switch action {
                case A.copyCode: gdk_clipboard_set_text(gtk_widget_get_clipboard(window), code)
                // gtk_show_uri is the 4.8 way (GtkUriLauncher is 4.10).
                case A.openKobis: Window(unchecked: window).show(uri: address(subject, code: code))
                default: more(action, parameter)
                }
            }
        }
    }
}
