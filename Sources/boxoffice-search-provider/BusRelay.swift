import CGLib
import Foundation

/// The provider's session-bus connection, made through a relay that sees each incoming message's header before
/// GDBus reads it: GDBus unpacks a whole message into GVariants before any handler runs (5 million one-byte
/// strings took 5.5 s and 845 MB), so a message whose body is over `bodyLimit` is read past in 64 KB pieces, never
/// kept, and its caller gets the `tooLarge` error from here. GDBus talks to one end of a socket pair; two threads
/// copy bytes between the other end and the bus, the authentication lines as they come, then whole messages.
final class BusRelay {
    /// The largest body passed on: twice what is read of a call (two arrays of 64 strings of 1 KB) and more.
    static let bodyLimit = 256 * 1024
    /// Header fields (names, paths, signature) are a few hundred bytes; more is refused too.
    static let fieldsLimit = 64 * 1024
    static let tooLarge = "kr.boxoffice.BoxOffice.SearchProvider.Error.TooLarge"

    /// The connection GDBus made on its end of the pair, authenticated and registered with the bus.
    let connection: OpaquePointer
    private let bus: UnsafeMutablePointer<GIOStream>

    /// Connects to the session bus through the relay; nil (with the reason on stderr) when there is no bus.
    static func connect() -> BusRelay? {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { report(error) } }
        guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error) else { return nil }
        defer { g_free(address) }
        guard let bus = g_dbus_address_get_stream_sync(address, nil, nil, &error) else { return nil }
        let busFD = g_socket_get_fd(
            g_socket_connection_get_socket(UnsafeMutableRawPointer(bus).assumingMemoryBound(to: GSocketConnection.self))
        )
        _ = fcntl(busFD, F_SETFL, fcntl(busFD, F_GETFL) & ~O_NONBLOCK)  // the relay's threads wait in read
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0,
            let socket = g_socket_new_from_fd(pair[0], &error)
        else {
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        }
        let stream = g_socket_connection_factory_create_connection(socket)
        g_object_unref(UnsafeMutableRawPointer(socket))
        let relay = Relay(bus: busFD, gdbus: pair[1])
        relay.start()
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let connection = stream.flatMap {
            g_dbus_connection_new_sync(
                UnsafeMutableRawPointer($0).assumingMemoryBound(to: GIOStream.self), nil, flags, nil, nil, &error)
        }
        if let stream { g_object_unref(UnsafeMutableRawPointer(stream)) }
        guard let connection else {
            g_object_unref(UnsafeMutableRawPointer(bus))
            return nil
        }
        return BusRelay(connection: connection, bus: bus)
    }

    private init(connection: OpaquePointer, bus: UnsafeMutablePointer<GIOStream>) {
        self.connection = connection
        self.bus = bus
    }

    private static func report(_ error: UnsafeMutablePointer<GError>) {
        fputs("boxoffice-search-provider: the session bus: \(String(cString: error.pointee.message))\n", stderr)
        var owned: UnsafeMutablePointer<GError>? = error
        g_clear_error(&owned)
    }
}

/// The two copying threads and what they share: the authentication is a line from GDBus, then one from the
/// bus, until GDBus says BEGIN; after it both sides send whole messages.
private final class Relay {
    private let bus: Wire
    private let gdbus: Wire
    private let state = NSCondition()
    private var commands = 0
    private var answers = 0
    private var begun = false
    /// Either side gone: a thread waiting for the other's authentication line stops waiting.
    private var stopped = false
    /// Serials of the errors sent from here, far from GDBus's own (which count up from 1).
    private var serial: UInt32 = 0xF000_0000
    /// Whole messages only, from either thread.
    private let writing = NSLock()

    init(bus: Int32, gdbus: Int32) {
        self.bus = Wire(bus)
        self.gdbus = Wire(gdbus)
    }

    func start() {
        Thread { [self] in outgoing() }.start()
        Thread { [self] in incoming() }.start()
    }

    /// GDBus to the bus: its credentials byte and lines, then its messages, each written whole.
    private func outgoing() {
        defer { stop() }
        guard let credentials = gdbus.bytes(1), bus.write(credentials) else { return }
        while true {
            guard let line = gdbus.line() else { return }
            // No file descriptors: the relay reads bytes only, and the interface takes none. The bus is not asked,
            // so GDBus is answered here (and goes on without them, as with a bus that cannot pass them).
            if line == Array("NEGOTIATE_UNIX_FD\r\n".utf8) {
                guard gdbus.write(Array("ERROR\r\n".utf8)) else { return }
                continue
            }
            guard bus.write(line) else { return }
            let begin = line == Array("BEGIN\r\n".utf8)
            state.lock()
            if begin { begun = true } else { commands += 1 }
            state.broadcast()
            state.unlock()
            if begin { break }
        }
        while let header = gdbus.bytes(16), let frame = MessageFrame(header),
            let rest = gdbus.bytes(frame.length - 16)
        {
            writing.lock()
            let written = bus.write(header + rest)
            writing.unlock()
            if !written { return }
        }
    }

    /// The bus to GDBus: one line per command GDBus sent, then messages; one too large is read past and refused.
    private func incoming() {
        defer { stop() }
        while true {
            state.lock()
            while !begun && answers == commands && !stopped { state.wait() }
            let done = begun && answers == commands
            let gone = stopped
            state.unlock()
            if gone { return }
            if done { break }
            guard let line = bus.line(), gdbus.write(line) else { return }
            state.lock()
            answers += 1
            state.unlock()
        }
        while let header = bus.bytes(16), let frame = MessageFrame(header) {
            if frame.bodyLength <= BusRelay.bodyLimit && frame.fieldsLength <= BusRelay.fieldsLimit {
                guard let rest = bus.bytes(frame.length - 16), gdbus.write(header + rest) else { return }
                continue
            }
            var fields: [UInt8: String] = [:]
            if frame.fieldsLength <= BusRelay.fieldsLimit {
                guard let bytes = bus.bytes(frame.paddedFieldsLength) else { return }
                fields = frame.stringFields(header + bytes)
            } else if !bus.skip(frame.paddedFieldsLength) {
                return
            }
            guard bus.skip(frame.bodyLength) else { return }
            refuse(frame, fields)
        }
    }

    /// A method call's caller gets an error at once; anything else too large is dropped.
    private func refuse(_ frame: MessageFrame, _ fields: [UInt8: String]) {
        let member = fields[MessageFrame.member] ?? "a message"
        let sender = fields[MessageFrame.sender]
        fputs(
            "boxoffice-search-provider: refused \(member) from \(sender ?? "?"): a body of \(frame.bodyLength) bytes (at most \(BusRelay.bodyLimit))\n",
            stderr)
        guard frame.isMethodCall, frame.expectsReply, let sender, let message = g_dbus_message_new() else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        serial &+= 1
        g_dbus_message_set_message_type(message, G_DBUS_MESSAGE_TYPE_ERROR)
        g_dbus_message_set_flags(message, G_DBUS_MESSAGE_FLAGS_NO_REPLY_EXPECTED)
        g_dbus_message_set_reply_serial(message, frame.serial)
        g_dbus_message_set_destination(message, sender)
        g_dbus_message_set_error_name(message, BusRelay.tooLarge)
        let text = "\(member): the message's \(frame.bodyLength) bytes are over the provider's \(BusRelay.bodyLimit)"
        g_dbus_message_set_body(message, Variant.tuple([g_variant_new_string(text)]))
        g_dbus_message_set_serial(message, serial)
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard let blob = g_dbus_message_to_blob(message, &size, G_DBUS_CAPABILITY_FLAGS_NONE, &error) else {
            g_clear_error(&error)
            return
        }
        defer { g_free(blob) }
        let bytes = Array(UnsafeBufferPointer(start: blob, count: Int(size)))
        writing.lock()
        _ = bus.write(bytes)
        writing.unlock()
    }

    /// Either side gone: both are closed, so GDBus sees its connection end (and the provider leaves).
    private func stop() {
        state.lock()
        stopped = true
        state.broadcast()
        state.unlock()
        shutdown(bus.fd, Int32(SHUT_RDWR))
        shutdown(gdbus.fd, Int32(SHUT_RDWR))
    }
}
