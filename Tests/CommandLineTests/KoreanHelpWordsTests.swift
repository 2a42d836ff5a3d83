import Foundation
import XCTest

/// Under a Korean locale every command's help is Korean but for what a user types: option and command names,
/// the values an option takes, and names such as KOBIS. ArgumentParser's own words ("default:", "values:") are
/// translated even where its wrapping splits them from their punctuation.
final class KoreanHelpWordsTests: CommandLineTestCase {
    /// Names that are not translated: the services, the file formats, the placeholders of a date or a command.
    static let names: Set<String> = [
        "KOBIS", "BoxOffice", "Kakao", "GNOME", "JSON", "CSV", "PNG", "BOM", "UTF", "Excel", "YYYY", "MM", "DD", "DAY",
        "COMMAND", "Seoul", "stderr", "stdout", "help",
        // Typed after --break-even to forget a saved one.
        "none"
    ]

    /// The values the helps list in "(값: …)": what a user types after an option, quoted in any command's help.
    func values(_ helps: [String]) -> Set<String> {
        var values: Set<String> = []
        let listed = try? NSRegularExpression(pattern: #"\(값:([^)]*)\)"#)
        for help in helps {
            for match in listed?.matches(in: help, range: NSRange(help.startIndex..., in: help)) ?? [] {
                guard let range = Range(match.range(at: 1), in: help) else { continue }
                values.formUnion(help[range].split { !$0.isLetter && $0 != "-" }.map(String.init))
            }
        }
        return values
    }

    /// The English words in `help` that are not typed by a user: not an option (`--weeks`), a placeholder
    /// (`<film>`), a command or a listed value.
    func englishWords(_ help: String, commands: Set<String>, values: Set<String>) -> Set<String> {
        let typed = try? NSRegularExpression(pattern: #"--[a-z-]+|<[a-z-]+>|-h\b|boxoffice|BOXOFFICE_[A-Z_]+"#)
        let rest =
            typed?.stringByReplacingMatches(in: help, range: NSRange(help.startIndex..., in: help), withTemplate: "")
            ?? help
        let words = rest.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 2 }
        return Set(words).subtracting(Self.names).subtracting(values).subtracting(commands)
    }

    func testEveryCommandsKoreanHelpHasNoEnglishWords() throws {
        let env = environment(
            nil, kobisKey: nil, extra: ["LANG": "ko_KR.UTF-8", "BOXOFFICE_LOCALE_DIR": try compileKoreanCatalogue()])
        let overview = try boxoffice(["help"], env: env)
        let listed = try NSRegularExpression(pattern: #"(?m)^  ([a-z]+) {2,}"#)
        let commands = Set(
            listed.matches(in: overview.stdout, range: NSRange(overview.stdout.startIndex..., in: overview.stdout))
                .compactMap { Range($0.range(at: 1), in: overview.stdout).map { String(overview.stdout[$0]) } })
        XCTAssertEqual(commands.count, 15, overview.stdout)
        let helps = try boxoffice(commands.sorted().map { ["help", $0] }, env: env)
        let typed = values(helps.map(\.stdout))
        XCTAssertTrue(typed.isSuperset(of: ["table", "json", "csv", "korean", "weekend"]), "\(typed.sorted())")
        XCTAssertEqual(englishWords(overview.stdout, commands: commands, values: typed), [])
        for (command, help) in zip(commands.sorted(), helps) {
            XCTAssertEqual(help.status, 0, command)
            XCTAssertTrue(help.stdout.hasPrefix("개요: "), help.stdout)
            XCTAssertEqual(
                englishWords(help.stdout, commands: commands, values: typed), [],
                "boxoffice help \(command):\n\(help.stdout)")
        }
        // The wrapped "; default:" of `coming` and `records` (issue 45), read where the wrap put it.
        let coming = try XCTUnwrap(helps[commands.sorted().firstIndex(of: "coming") ?? 0].stdout)
        XCTAssertTrue(coming.contains("(값: table, json, csv;\n                          기본값: table)"), coming)
    }
}
