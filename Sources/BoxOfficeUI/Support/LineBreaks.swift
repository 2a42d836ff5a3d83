import CAdw
import CGtk

/// Where a wrapping label may break its lines. Pango follows Unicode's line-breaking rules, which allow
/// a break between any two Hangul syllables, so a narrow Korean line split "전체 시 / 장" even in
/// PANGO_WRAP_WORD. An allow-breaks attribute (Pango 1.44) over each run between separators keeps the
/// runs whole; the label's own wrap mode still decides how lines fill.
@MainActor
enum LineBreaks {
    /// Lets `label`, with its current text, break lines only at `separator`: " " keeps words whole,
    /// " · " keeps each figure of a line of figures whole. Call again after every new text.
    static func only(at separator: String, _ label: Label) {
        let text = label.text
        label.setAttributes { attributes in
            var offset = 0  // in bytes, as Pango counts
            for part in text.components(separatedBy: separator) {
                let length = part.utf8.count
                if length > 1, let whole = pango_attr_allow_breaks_new(0) {
                    whole.pointee.start_index = guint(offset)
                    whole.pointee.end_index = guint(offset + length)
                    pango_attr_list_insert(attributes, whole)  // the list takes it
                }
                offset += length + separator.utf8.count
            }
        }
    }
}
