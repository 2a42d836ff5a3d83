import CAdw
import CGtk

/// Names without mnemonic marks. GTK 4.8 reads a control's mnemonic label as its name marks and all
/// ("로그 눈금(_L)", "기록 복사(_R)"): a control with an underlined letter is named by its label without it.
@MainActor
enum MnemonicNames {
    /// "최신 날짜(_L)" → "최신 날짜", "_Latest Day" → "Latest Day", "A__B" → "A_B".
    static func plain(_ label: String) -> String {
        // Most labels (every button's) have no mark: nothing to make.
        guard label.utf8.contains(UInt8(ascii: "_")) else { return label }
        var text = label
        // Korean (and other) translations put the letter in brackets after the words.
        if let bracket = bracketedMark(in: text) { text.removeSubrange(bracket) }
        var out = ""
        var underscore = false
        for c in text {
            if c == "_", !underscore {
                underscore = true
                continue
            }
            underscore = false
            out.append(c)
        }
        return out
    }

    /// The first "(_X)" in `text` with the white space before it. Found by hand: Foundation's regular expression
    /// made ICU's tables at launch, 14 million instructions of the 1,069 million to the first frame (callgrind).
    static func bracketedMark(in text: String) -> Range<String.Index>? {
        var from = text.startIndex
        while let open = text[from...].firstIndex(of: "(") {
            from = text.index(after: open)
            let mark = Array(text[from...].prefix(3))  // "_", the letter, ")"
            guard mark.count == 3, mark[0] == "_", mark[1] != ")", mark[2] == ")" else { continue }
            var start = open
            while start > text.startIndex, text[text.index(before: start)].isWhitespace {
                start = text.index(before: start)
            }
            return start..<text.index(from, offsetBy: 3)
        }
        return nil
    }

    /// Names `widget` by `label` without its marks when the label has any.
    static func name(_ widget: Widget, label: String) {
        let plain = plain(label)
        if plain != label { widget.setOnlyName(plain) }
    }

    /// Every button, check button, menu button and expander in `root` whose label has an underlined letter
    /// and that has no name of its own (from its `.ui`; GTK 4.8 names a button by its raw label) is named by its
    /// label without the mark.
    static func nameAll(in root: Widget) {
        for child in root.children { nameAll(in: child) }
        guard let found = mnemonicLabel(root), found.underlined else { return }
        guard hasNoOwnName(root, besides: found.label) else {
            // Its own name alone: GTK 4.8 adds the mnemonic label's text after it ("… 테스트(E)").
            gtk_accessible_reset_relation(cast(root), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            return
        }
        name(root, label: found.label)
    }

    private static func hasNoOwnName(_ w: Widget, besides label: String) -> Bool {
        guard gtk_test_accessible_has_property(cast(w), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0 else { return true }
        guard let mismatch = boxoffice_accessible_check_label(w, label) else { return true }
        g_free(mismatch)
        return false
    }

    private static func mnemonicLabel(_ w: Widget) -> (label: String, underlined: Bool)? {
        func text(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }
        if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_check_button_get_type()) {
            return text(gtk_check_button_get_label(cast(w))).map {
                ($0, gtk_check_button_get_use_underline(cast(w)) != 0)
            }
        }
        if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_button_get_type()) {
            return text(gtk_button_get_label(cast(w))).map { ($0, gtk_button_get_use_underline(cast(w)) != 0) }
        }
        if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_menu_button_get_type()) {
            return text(gtk_menu_button_get_label(cast(w))).map {
                ($0, gtk_menu_button_get_use_underline(cast(w)) != 0)
            }
        }
        if G_TYPE_CHECK_INSTANCE_TYPE(w.raw, gtk_expander_get_type()) {
            return text(gtk_expander_get_label(cast(w))).map {
                ($0, gtk_expander_get_use_underline(cast(w)) != 0)
            }
        }
        return nil
    }
}
