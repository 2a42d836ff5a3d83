import BoxOfficeCore
import CGtk
import Foundation
import GLibSupport
import XCTest

@testable import BoxOfficeUI

/// A texture's pixels, downloaded (cairo's byte order: B, G, R, A).
struct TexturePixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    @MainActor init(_ texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(cast(texture)))
        let height = Int(gdk_texture_get_height(cast(texture)))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(cast(texture), $0.baseAddress, gsize(width * 4)) }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    func rgb(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return [bytes[i + 2], bytes[i + 1], bytes[i]]
    }

    /// The share of pixels in the band passing `test` (given R, G, B).
    func fraction(rows: Range<Int>? = nil, columns: Range<Int>? = nil, _ test: ([UInt8]) -> Bool) -> Double {
        let ys = rows ?? 0..<height
        let xs = columns ?? 0..<width
        var hits = 0
        for y in ys { for x in xs where test(rgb(x: x, y: y)) { hits += 1 } }
        return Double(hits) / Double(max(1, ys.count * xs.count))
    }
}

extension UITestCase {
    /// `window`'s clipboard's texture as a paste reads it (the local content provider; owned by the caller).
    @MainActor func clipboardTexture(of window: Widget) -> OpaquePointer? {
        let clipboard = gtk_widget_get_clipboard(window)
        guard let provider = gdk_clipboard_get_content(clipboard) else { return nil }
        var value = GValue()
        g_value_init(&value, gdk_texture_get_type())
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(provider, &value, nil) != 0, let object = g_value_dup_object(&value)
        else { return nil }
        return OpaquePointer(object)
    }

    /// A shared image's texture: exactly `size` (width, height) and light whatever the desktop's style.
    @MainActor func assertLightImage(
        _ texture: OpaquePointer, size: [Int], white: Double = 0.75, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            [Int(gdk_texture_get_width(cast(texture))), Int(gdk_texture_get_height(cast(texture)))], size,
            file: file, line: line)
        let pixels = TexturePixels(texture)
        XCTAssertEqual(
            pixels.rgb(x: 2, y: 2).map { $0 >= 250 }, [true, true, true], "a white corner", file: file, line: line)
        XCTAssertGreaterThan(
            pixels.fraction { $0.allSatisfy { $0 >= 235 } }, white, "white-ish, not dark", file: file, line: line)
    }

    /// A saved PNG's width and height from its IHDR, after checking it is a PNG.
    func pngSize(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [Int] {
        let data = try Data(contentsOf: url)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], file: file, line: line)
        XCTAssertEqual(String(decoding: data[12..<16], as: UTF8.self), "IHDR", file: file, line: line)
        func bigEndian(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [bigEndian(16), bigEndian(20)]
    }

    /// A shared image kept for the README when BOXOFFICE_SCREENSHOT_DIR names a folder.
    func keepImage(_ png: Data?, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["BOXOFFICE_SCREENSHOT_DIR"], let png else { return }
        XCTAssertNoThrow(try png.write(to: URL(fileURLWithPath: "\(folder)/\(name)")))
    }
}
