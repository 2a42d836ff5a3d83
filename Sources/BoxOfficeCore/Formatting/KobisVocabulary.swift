/// The fixed words KOBIS answers with in Korean — ratings, company roles, genres, nations — in English,
/// for the English interface. Values not listed here are shown as KOBIS sent them.
public enum KobisVocabulary {
    public static func english(_ korean: String) -> String { table[korean] ?? korean }

    static let table: [String: String] = [
        // Ratings (영상물등급위원회)
        "전체관람가": "All ages", "12세이상관람가": "12 and over", "15세이상관람가": "15 and over",
        "청소년관람불가": "Adults only (18+)", "제한상영가": "Restricted screening",
        // Company roles
        "제작사": "Production", "배급사": "Distribution", "제공": "Presented by", "공동제공": "Co-presented by",
        "수입사": "Import", "해외세일즈사": "International sales", "공동제작사": "Co-production", "제작대행사": "Production services",
        // Genres
        "드라마": "Drama", "코미디": "Comedy", "액션": "Action", "멜로/로맨스": "Romance", "스릴러": "Thriller",
        "미스터리": "Mystery", "공포(호러)": "Horror", "어드벤처": "Adventure", "범죄": "Crime", "가족": "Family",
        "판타지": "Fantasy", "SF": "Science fiction", "서부극(웨스턴)": "Western", "사극": "Period drama",
        "애니메이션": "Animation", "다큐멘터리": "Documentary", "전쟁": "War", "뮤지컬": "Musical", "공연": "Performance",
        "성인물(에로)": "Adult", "기타": "Other",
        // Nations
        "한국": "South Korea", "미국": "United States", "일본": "Japan", "중국": "China", "영국": "United Kingdom",
        "프랑스": "France", "독일": "Germany", "이탈리아": "Italy", "스페인": "Spain", "캐나다": "Canada",
        "호주": "Australia", "홍콩": "Hong Kong", "대만": "Taiwan", "인도": "India", "덴마크": "Denmark",
        "러시아": "Russia", "태국": "Thailand", "벨기에": "Belgium", "스웨덴": "Sweden", "뉴질랜드": "New Zealand"
    ]
}
