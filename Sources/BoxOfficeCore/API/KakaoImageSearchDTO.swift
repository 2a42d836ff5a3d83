/// Kakao (Daum) image search response. Unlike KOBIS, numbers are JSON numbers.
public struct KakaoImageSearchResponse: Decodable, Sendable, Equatable {
    public let meta: Meta
    public let documents: [Document]

    public struct Meta: Decodable, Sendable, Equatable {
        public let total_count: Int
        public let pageable_count: Int
        public let is_end: Bool
    }

    public struct Document: Decodable, Sendable, Equatable {
        public let collection: String
        public let thumbnail_url: String
        public let image_url: String
        public let width: Int
        public let height: Int
        public let display_sitename: String
        public let doc_url: String
        public let datetime: String
    }
}

/// Kakao error bodies come in two shapes: `{"errorType","message"}` and `{"code","msg"}`.
public struct KakaoErrorBody: Decodable, Sendable, Equatable {
    public let errorType: String?
    public let message: String?
    public let code: Int?
    public let msg: String?

    public var summary: String {
        let kind = errorType ?? code.map { "code \($0)" } ?? "error"
        // Not cut here: the client redacts the key first and then bounds the sentence (a cut through an
        // echoed key would leave its first part).
        let text = OutsideText.clean(message ?? msg ?? "", limit: 100_000)
        return text.isEmpty ? OutsideText.clean(kind, limit: 40) : "\(OutsideText.clean(kind, limit: 40)): \(text)"
    }
}
