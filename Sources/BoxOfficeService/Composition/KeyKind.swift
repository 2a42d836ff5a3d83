/// Which API a key is for.
public enum KeyKind: Sendable, Hashable { case kobis, kakao }
