/// KOBIS reports errors in the body with HTTP 200: `{"faultInfo":{"message":…,"errorCode":…}}`.
public struct KobisFaultResponse: Decodable, Sendable, Equatable {
    public let faultInfo: KobisFault
}

public struct KobisFault: Decodable, Sendable, Equatable {
    public let message: String
    public let errorCode: String
}
