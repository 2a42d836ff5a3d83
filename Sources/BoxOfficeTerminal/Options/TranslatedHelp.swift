import ArgumentParser
import BoxOfficeCore

extension ArgumentHelp {
    /// An option's help in the locale's language: `@Option(help: .tr("table or json."))`. Named `tr` so
    /// meson-helpers/update-po.sh extracts the text like any other; read when help is built, after
    /// `Translations.install()`.
    public static func tr(_ text: String) -> ArgumentHelp { ArgumentHelp(BoxOfficeCore.tr(text)) }
}
