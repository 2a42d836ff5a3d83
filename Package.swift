// swift-tools-version:6.1
import PackageDescription

// Modules that sit on GLib callbacks use Swift 5 mode with explicit @MainActor; pure modules use Swift 6.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "BoxOffice",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "boxoffice", targets: ["boxoffice"]),
        .executable(name: "boxoffice-app", targets: ["boxoffice-app"]),
        .executable(name: "boxoffice-search-provider", targets: ["boxoffice-search-provider"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // C system libraries: a module map and a shim header each.
        .systemLibrary(name: "CGLib", path: "Sources/CGLib", pkgConfig: "gio-unix-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CSoup", path: "Sources/CSoup", pkgConfig: "libsoup-3.0", providers: [.apt(["libsoup-3.0-dev"])]),
        .systemLibrary(name: "CPixbuf", path: "Sources/CPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CAdw", path: "Sources/CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),

        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        // Cairo and Pango alone: the shared images, drawn by the window and the command line without a display.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),

        .target(name: "GLibSupport", dependencies: ["CGLib"], swiftSettings: swift5),
        // libsoup's functions the app calls, through dlopen on the first request (see its header).
        .target(name: "CSoupLoader", dependencies: ["CSoup", "CGLib"], path: "Sources/CSoupLoader",
                linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "BoxOfficeCore"),
        // What is saved and set on this machine (cache, history, keys, paths, translations): no GLib,
        // so the command line's cached answers load nothing else.
        .target(name: "BoxOfficeStore",
                dependencies: ["BoxOfficeCore", "CIntl", .product(name: "GRDB", package: "GRDB.swift"),
                               .product(name: "GRDBSQLite", package: "GRDB.swift")],
                swiftSettings: swift5),
        .target(name: "BoxOfficeService",
                dependencies: ["BoxOfficeCore", "BoxOfficeStore", "GLibSupport", "CSoup", "CSoupLoader", "CPixbuf",
                               .product(name: "GRDB", package: "GRDB.swift")],
                swiftSettings: swift5),
        .target(name: "BoxOfficeViewModels", dependencies: ["BoxOfficeCore", "BoxOfficeStore", "BoxOfficeService", "GLibSupport"], swiftSettings: swift5),
        // The chart, a film's run and the market drawn as PNG images from Core's plain values.
        .target(name: "BoxOfficeDrawing", dependencies: ["BoxOfficeCore", "CCairo"], swiftSettings: swift5),
        // Widget classes whose trees are `.ui` templates (G_DEFINE_TYPE's part of a GNOME C app).
        .target(name: "CTemplate", dependencies: ["CGtk"], path: "Sources/CTemplate"),
        // The `.ui` files and style sheet compiled into one GResource by glib-compile-resources, and each
        // template's children typed from its `.ui` file by template-children (XMLParser, run at build time).
        .executableTarget(name: "template-children"),
        .plugin(name: "CompileResources", capability: .buildTool(), dependencies: ["template-children"]),
        .target(name: "BoxOfficeUI",
                dependencies: ["BoxOfficeCore", "BoxOfficeViewModels", "BoxOfficeDrawing", "GLibSupport", "CGtk", "CAdw", "CTemplate"],
                swiftSettings: swift5, plugins: ["CompileResources"]),
        // The terminal's options and printing, and its answers from what is saved: no GLib.
        .target(name: "BoxOfficeTerminal",
                dependencies: ["BoxOfficeCore", "BoxOfficeStore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: swift5),
        // `boxoffice`: cached answers itself, everything else handed on to boxoffice-app. Release: one
        // static executable (no dynamic loader work), so a cached answer costs about what C's does.
        // The runtime's command-line functions without its read of /proc/self/maps (command_line.c).
        .target(name: "CCommandLine", path: "Sources/CCommandLine"),
        .executableTarget(name: "boxoffice", dependencies: ["BoxOfficeTerminal", "BoxOfficeStore", "CCommandLine"],
                          swiftSettings: swift5,
                          linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]),
        // The window and every command.
        .executableTarget(name: "boxoffice-app",
                          dependencies: ["BoxOfficeUI", "BoxOfficeViewModels", "BoxOfficeService", "BoxOfficeStore", "BoxOfficeCore", "GLibSupport",
                                         "BoxOfficeTerminal", "BoxOfficeDrawing", "CCommandLine",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: swift5,
                          // Release: a position-dependent executable exporting no symbols. The static stdlib
                          // otherwise brings 2 MB of relocations the loader applies at every launch, and the
                          // dirty pages they leave (meson-helpers/benchmark-launch.sh).
                          linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"],
                                                        .when(configuration: .release))]),

        // GNOME Shell's search provider: GIO and the Store only (no GTK, libadwaita or libsoup), started by D-Bus.
        .executableTarget(name: "boxoffice-search-provider", dependencies: ["BoxOfficeCore", "BoxOfficeStore", "GLibSupport", "CGLib"],
                          swiftSettings: swift5),

        // A real HTTP server on 127.0.0.1 (SoupServer) that serves fixtures to the tests.
        // Tests only: real key presses through Xvfb (XTest).
        .systemLibrary(name: "CXTest", path: "Tests/CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .target(name: "LoopbackServer", dependencies: ["GLibSupport", "CSoup", "CPixbuf", "BoxOfficeCore", "BoxOfficeStore", "BoxOfficeDrawing"], path: "Tests/LoopbackServer", swiftSettings: swift5),
        .testTarget(name: "BoxOfficeCoreTests", dependencies: ["BoxOfficeCore", "LoopbackServer"], swiftSettings: swift5),
        .testTarget(name: "GLibSupportTests", dependencies: ["GLibSupport"], swiftSettings: swift5),
        .testTarget(name: "BoxOfficeServiceTests",
                    dependencies: ["BoxOfficeService", "BoxOfficeStore", "LoopbackServer", .product(name: "GRDB", package: "GRDB.swift")],
                    swiftSettings: swift5),
        // The Store alone: what is saved on this machine, without the network (fixture files and a
        // temporary folder from the shared test helpers).
        .testTarget(name: "BoxOfficeStoreTests",
                    dependencies: ["BoxOfficeStore", "BoxOfficeCore", "LoopbackServer", .product(name: "GRDB", package: "GRDB.swift")],
                    swiftSettings: swift5),
        .testTarget(name: "BoxOfficeDrawingTests", dependencies: ["BoxOfficeDrawing", "BoxOfficeViewModels", "BoxOfficeStore", "LoopbackServer"], swiftSettings: swift5),
        .testTarget(name: "BoxOfficeViewModelTests", dependencies: ["BoxOfficeViewModels", "BoxOfficeService", "BoxOfficeStore", "LoopbackServer"], swiftSettings: swift5),
        .testTarget(name: "BoxOfficeUITests", dependencies: ["BoxOfficeUI", "BoxOfficeDrawing", "boxoffice-search-provider", "BoxOfficeService", "BoxOfficeStore", "LoopbackServer", "CXTest"], swiftSettings: swift5),
        // The search provider over D-Bus, started by the bus from its service file as the Shell starts it.
        .testTarget(name: "SearchProviderTests",
                    dependencies: ["boxoffice-search-provider", "BoxOfficeStore", "BoxOfficeCore", "LoopbackServer", "GLibSupport"],
                    swiftSettings: swift5),
        .testTarget(name: "BoxOfficeTerminalTests", dependencies: ["BoxOfficeTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                    swiftSettings: swift5),
        .testTarget(name: "CommandLineTests", dependencies: ["boxoffice", "boxoffice-app", "BoxOfficeStore", "BoxOfficeCore", "BoxOfficeDrawing", "BoxOfficeViewModels", "LoopbackServer", "CXTest", .product(name: "GRDB", package: "GRDB.swift")],
                    swiftSettings: swift5),
    ]
)
