import CAdw
import CGtk

/// Where a wrapping label may break its lines. Pango follows Unicode's line-breaking rules, which allow
/// a break between any two Hangul syllables and between a number and the Hangul after it, so a narrow
/// Korean line split "전체 시 / 장", a card's title "대모 / 험" and "10 / 위" even in PANGO_WRAP_WORD. An
/// allow-breaks attribute (Pango 1.44) over each run between separators keeps the runs whole; the label's
/// own wrap mode still decides how lines fill.
@MainActor
enum LineBreaks {
    /// The longest word (in characters) kept whole by `keepWordsWhole`: a longer run of Hangul without a
    /// space (a title written without spaces) still breaks inside rather than overflow a card.
    static let longestWholeWord = 6

    /// Lets `label`, with its current text, break lines only at `separator`: " " keeps words whole,
    /// " · " keeps each figure of a line of figures whole. Call again after every new text. A run longer
    /// than `longest` characters keeps Pango's own breaks. The label's other attributes stay.
    static func only(at separator: String, _ label: Label, longest: Int = .max) {
        let text = label.text
        setBreaks(label) { attributes in
            var offset = 0  // in bytes, as Pango counts
            for part in text.components(separatedBy: separator) {
                let length = part.utf8.count
                if length > 1, part.count <= longest, let whole = pango_attr_allow_breaks_new(0) {
                    whole.pointee.start_index = guint(offset)
                    whole.pointee.end_index = guint(offset + length)
                    pango_attr_list_insert(attributes, whole)  // the list takes it
                }
                offset += length + separator.utf8.count
            }
        }
    }

    /// `only(at:)` for each label under `root` that shows `text`, wrapping by words (a message dialog's body, a
    /// label of its own with no getter).
    static func only(at separator: String, labelShowing text: String, under root: Widget) {
        var child = gtk_widget_get_first_child(root)
        while let c = child {
            if G_TYPE_CHECK_INSTANCE_TYPE(UnsafeMutableRawPointer(c), gtk_label_get_type()),
                String(cString: gtk_label_get_text(cast(c))) == text
            {
                let label = Label(unchecked: c)
                label.wrapMode = PANGO_WRAP_WORD
                only(at: separator, label)
            }
            only(at: separator, labelShowing: text, under: c)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    /// Korean words (and "10위") whole, lines breaking between them, for a label of a known width (a grid
    /// card's title): call after every new text. Text without Hangul keeps Pango's breaks, which already fall
    /// between words. Not for every wrapping label: Pango 1.50 aborts (process_line's assertion) when a
    /// label is laid out narrower than a run it may not break, as GTK does while measuring some of them.
    static func keepWordsWhole(_ label: Label) {
        guard label.text.unicodeScalars.contains(where: isHangul) else {
            setBreaks(label) { _ in }  // a previous text's ranges would land inside this one's words
            return
        }
        only(at: " ", label, longest: longestWholeWord)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }

    /// The label's attributes without any allow-breaks, with what `add` puts in.
    private static func setBreaks(_ label: Label, _ add: (OpaquePointer) -> Void) {
        let existing = gtk_label_get_attributes(label.pointer)
        let attributes = existing.flatMap { pango_attr_list_copy($0) } ?? pango_attr_list_new()
        guard let attributes else { return }
        if existing != nil {
            // Told apart by their class: PangoAttrType's members are not imported by name.
            let removed = pango_attr_list_filter(
                attributes,
                { attribute, _ in
                    guard let probe = pango_attr_allow_breaks_new(0) else { return 0 }
                    defer { pango_attribute_destroy(probe) }
                    return attribute?.pointee.klass == probe.pointee.klass ? 1 : 0
                }, nil)
            if let removed { pango_attr_list_unref(removed) }
        }
        add(attributes)
        gtk_label_set_attributes(label.pointer, attributes)
        pango_attr_list_unref(attributes)
    }
}
