import XCTest

@testable import BoxOfficeCore

/// The one way to observe: each observer hears the parts it asked for, in the order observers were added,
/// any number of them, until removed or until their owner is gone.
final class ChangesTests: XCTestCase {
    enum Part: Hashable { case day, rows, layout }
    enum Event: Hashable { case toast(String) }
    final class Owner {}

    func testObserversHearOnlyTheirParts() {
        MainActor.assumeIsolated {
            let changes = Changes<Part>()
            var heard: [String] = []
            changes.observe([.rows]) { heard.append("rows \($0.count)") }
            let all = changes.observe { heard.append("all \($0.count)") }
            changes.observe([.day, .layout]) { heard.append("header \($0.sorted { "\($0)" < "\($1)" })") }
            changes.send([.rows, .day])
            XCTAssertEqual(heard, ["rows 1", "all 2", "header [BoxOfficeCoreTests.ChangesTests.Part.day]"])
            heard = []
            changes.send(.layout)
            XCTAssertEqual(heard, ["all 1", "header [BoxOfficeCoreTests.ChangesTests.Part.layout]"])
            changes.remove(all)
            heard = []
            changes.send(.rows)
            changes.send([])
            XCTAssertEqual(heard, ["rows 1"])
            XCTAssertEqual(changes.sent, [.rows: 2, .day: 1, .layout: 1])
        }
    }

    func testEventsCarryTheirValue() {
        MainActor.assumeIsolated {
            let events = Changes<Event>()
            var toasts: [String] = []
            events.observe { for case .toast(let m) in $0 { toasts.append(m) } }
            events.send(.toast("Could not refresh; showing saved numbers."))
            XCTAssertEqual(toasts, ["Could not refresh; showing saved numbers."])
        }
    }

    func testAnOwnedObserverGoesWithItsOwner() {
        MainActor.assumeIsolated {
            let changes = Changes<Part>()
            var heard = 0
            var owner: Owner? = Owner()
            changes.observe(while: owner!) { _ in heard += 1 }
            changes.send(.rows)
            owner = nil
            changes.send(.rows)
            XCTAssertEqual(heard, 1)
        }
    }

    /// An observer removed by an earlier one in the same change is not called.
    func testAnObserverRemovedDuringAChangeIsNotCalled() {
        MainActor.assumeIsolated {
            let changes = Changes<Part>()
            var second = 0
            var token = 0
            changes.observe { _ in changes.remove(token) }
            token = changes.observe { _ in second += 1 }
            changes.send(.rows)
            XCTAssertEqual(second, 0)
        }
    }
}
