import CGLib
import Dispatch
import GLibSupport
import XCTest

final class GLibSupportTests: XCTestCase {
    func testMainActorTaskRunsWhileTheGLibLoopRuns() {
        MainLoopBridge.install()
        var ran = false
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        nonisolated(unsafe) let l = loop
        Task { @MainActor in
            ran = true
            g_main_loop_quit(l)
        }
        // A safety stop so a broken bridge fails the test instead of hanging it.
        let guardSource = MainContextSources.timeout(milliseconds: 3000) {
            g_main_loop_quit(l)
            return false
        }
        g_main_loop_run(loop)
        MainContextSources.remove(guardSource)
        XCTAssertTrue(ran, "the main-actor task never ran under g_main_loop_run")
    }

    func testDispatchMainAsyncRunsUnderTheLoop() {
        var ran = false
        DispatchQueue.main.async { ran = true }
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 3) { ran })
    }

    final class Witness {
        let onDeinit: () -> Void
        init(_ f: @escaping () -> Void) { onDeinit = f }
        deinit { onDeinit() }
    }

    func testSignalClosureIsReleasedWhenTheObjectIsFinalized() {
        var released = false
        var calls = 0
        let object = g_cancellable_new()!
        do {
            let witness = Witness { released = true }
            Signals.connect(UnsafeMutableRawPointer(object), "cancelled") { _ in
                _ = witness
                calls += 1
            }
        }
        g_cancellable_cancel(object)
        XCTAssertEqual(calls, 1)
        XCTAssertFalse(released, "the box must live as long as the connection")
        g_object_unref(object)
        XCTAssertTrue(released, "the box must be released when the object is finalized")
    }

    func testTimeoutSourceClosureIsReleasedWhenTheSourceStops() {
        var released = false
        var ticks = 0
        do {
            let witness = Witness { released = true }
            MainContextSources.timeout(milliseconds: 1) {
                _ = witness
                ticks += 1
                return ticks < 3
            }
        }
        XCTAssertTrue(MainLoopBridge.iterate(timeout: 3) { released })
        XCTAssertEqual(ticks, 3)
    }

    func testRunReturnsTheResultOfAsyncWork() throws {
        let value = try MainLoopBridge.run(timeout: 3) { () async throws -> Int in
            try await Task.sleep(nanoseconds: 10_000_000)
            return 42
        }
        XCTAssertEqual(value, 42)
    }
}
