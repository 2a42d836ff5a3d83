/* `boxoffice daily --date D --offline` written in C, for meson-helpers/benchmark-cli.sh: opens the
 * app's cache database, reads the saved KOBIS body of day D (table `response`, kind 'daily', key
 * yyyyMMdd: what BoxOfficeRepository.savedChart reads), parses the JSON it holds, and prints the same
 * table as the CLI in English (Sources/boxoffice/Output/ChartTable.swift, ChartHeading.swift) —
 * byte for byte, which the benchmark checks before timing anything.
 *   cache-reader CACHE.sqlite YYYY-MM-DD
 * Links libsqlite3 only; the JSON reader below is the minimum for KOBIS's daily chart (objects,
 * arrays, strings with escapes; other values skipped). */
#include <sqlite3.h>

#include "cli-text.h"

/* ---- a minimal JSON reader over the body ---- */

typedef struct { const char *p, *end; } Json;

static void json_ws(Json *j) {
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\n' || *j->p == '\r' || *j->p == '\t')) j->p++;
}

static int json_hex4(const char *p, uint32_t *out) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (uint32_t)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (uint32_t)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (uint32_t)(c - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}

static void put_utf8(Buf *b, uint32_t u) {
    char s[4];
    if (u < 0x80) { s[0] = (char)u; buf_add(b, s, 1); }
    else if (u < 0x800) { s[0] = (char)(0xC0 | u >> 6); s[1] = (char)(0x80 | (u & 0x3F)); buf_add(b, s, 2); }
    else if (u < 0x10000) {
        s[0] = (char)(0xE0 | u >> 12); s[1] = (char)(0x80 | (u >> 6 & 0x3F)); s[2] = (char)(0x80 | (u & 0x3F));
        buf_add(b, s, 3);
    } else {
        s[0] = (char)(0xF0 | u >> 18); s[1] = (char)(0x80 | (u >> 12 & 0x3F));
        s[2] = (char)(0x80 | (u >> 6 & 0x3F)); s[3] = (char)(0x80 | (u & 0x3F));
        buf_add(b, s, 4);
    }
}

/* A string at j->p (at its opening quote), decoded into `out` (reset first). 0 on malformed input. */
static int json_string(Json *j, Buf *out) {
    out->len = 0;
    buf_add(out, "", 0);
    if (j->p >= j->end || *j->p != '"') return 0;
    j->p++;
    while (j->p < j->end) {
        const char *run = j->p;
        while (j->p < j->end && *j->p != '"' && *j->p != '\\') j->p++;
        buf_add(out, run, (size_t)(j->p - run));
        if (j->p >= j->end) return 0;
        if (*j->p == '"') { j->p++; return 1; }
        j->p++;   /* backslash */
        if (j->p >= j->end) return 0;
        char c = *j->p++;
        switch (c) {
        case '"': buf_add(out, "\"", 1); break;
        case '\\': buf_add(out, "\\", 1); break;
        case '/': buf_add(out, "/", 1); break;
        case 'b': buf_add(out, "\b", 1); break;
        case 'f': buf_add(out, "\f", 1); break;
        case 'n': buf_add(out, "\n", 1); break;
        case 'r': buf_add(out, "\r", 1); break;
        case 't': buf_add(out, "\t", 1); break;
        case 'u': {
            uint32_t u, lo;
            if (j->end - j->p < 4 || !json_hex4(j->p, &u)) return 0;
            j->p += 4;
            if (u >= 0xD800 && u <= 0xDBFF && j->end - j->p >= 6 && j->p[0] == '\\' && j->p[1] == 'u' &&
                json_hex4(j->p + 2, &lo) && lo >= 0xDC00 && lo <= 0xDFFF) {
                u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                j->p += 6;
            }
            put_utf8(out, u);
            break;
        }
        default: return 0;
        }
    }
    return 0;
}

/* Skips any value. 0 on malformed input. */
static int json_skip(Json *j) {
    static Buf scratch;
    json_ws(j);
    if (j->p >= j->end) return 0;
    char c = *j->p;
    if (c == '"') return json_string(j, &scratch);
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        j->p++;
        json_ws(j);
        if (j->p < j->end && *j->p == close) { j->p++; return 1; }
        for (;;) {
            if (c == '{') {
                json_ws(j);
                if (!json_string(j, &scratch)) return 0;
                json_ws(j);
                if (j->p >= j->end || *j->p++ != ':') return 0;
            }
            if (!json_skip(j)) return 0;
            json_ws(j);
            if (j->p >= j->end) return 0;
            if (*j->p == ',') { j->p++; continue; }
            if (*j->p == close) { j->p++; return 1; }
            return 0;
        }
    }
    while (j->p < j->end && *j->p != ',' && *j->p != '}' && *j->p != ']' && *j->p != ' ' && *j->p != '\n') j->p++;
    return 1;
}

/* Walks an object at j->p, calling `member` for each key with j->p at the value; `member` must
 * consume the value (or return 0 to have it skipped). */
typedef int (*Member)(Json *j, const char *key, void *context);

static int json_object(Json *j, Member member, void *context) {
    Buf key = {0};
    int ok = 0;
    json_ws(j);
    if (j->p >= j->end || *j->p != '{') goto done;
    j->p++;
    json_ws(j);
    if (j->p < j->end && *j->p == '}') { j->p++; ok = 1; goto done; }
    for (;;) {
        json_ws(j);
        if (!json_string(j, &key)) goto done;
        json_ws(j);
        if (j->p >= j->end || *j->p++ != ':') goto done;
        json_ws(j);
        int used = member(j, key.s, context);
        if (used < 0) goto done;
        if (!used && !json_skip(j)) goto done;
        json_ws(j);
        if (j->p >= j->end) goto done;
        if (*j->p == ',') { j->p++; continue; }
        if (*j->p == '}') { j->p++; ok = 1; goto done; }
        goto done;
    }
done:
    free(key.s);
    return ok;
}

/* ---- the chart ---- */

enum { RANK, RANK_INTEN, OLD_AND_NEW, TITLE, OPEN_DT, AUDIENCE, AUDIENCE_TOTAL, SALES, SHARE, FIELDS };
static const char *const field_names[FIELDS] = {
    "rank", "rankInten", "rankOldAndNew", "movieNm", "openDt", "audiCnt", "audiAcc", "salesAmt", "salesShare",
};

typedef struct { Buf field[FIELDS]; } Entry;
typedef struct { Entry *entries; int count; } Chart;

static int entry_member(Json *j, const char *key, void *context) {
    Entry *e = context;
    for (int f = 0; f < FIELDS; f++)
        if (strcmp(key, field_names[f]) == 0) return json_string(j, &e->field[f]) ? 1 : -1;
    return 0;
}

static int list_member(Json *j, Chart *chart) {
    if (j->p >= j->end || *j->p != '[') return -1;
    j->p++;
    json_ws(j);
    if (j->p < j->end && *j->p == ']') { j->p++; return 1; }
    for (;;) {
        chart->entries = xrealloc(chart->entries, sizeof(Entry) * (size_t)(chart->count + 1));
        Entry *e = &chart->entries[chart->count++];
        memset(e, 0, sizeof *e);
        if (!json_object(j, entry_member, e)) return -1;
        json_ws(j);
        if (j->p >= j->end) return -1;
        if (*j->p == ',') { j->p++; json_ws(j); continue; }
        if (*j->p == ']') { j->p++; return 1; }
        return -1;
    }
}

static int result_member(Json *j, const char *key, void *context) {
    return strcmp(key, "dailyBoxOfficeList") == 0 ? list_member(j, context) : 0;
}

static int top_member(Json *j, const char *key, void *context) {
    if (strcmp(key, "boxOfficeResult") != 0) return 0;
    return json_object(j, result_member, context) ? 1 : -1;
}

/* ---- printing, as ChartTable.render ---- */

static const char *const weekdays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

enum { COLUMNS = 8 };

static void print_chart(const Chart *chart, int year, int month, int day) {
    static const char *const header[COLUMNS] = {"Rank", "Change", "Title", "Opened", "Audience", "Total", "Sales (KRW)", "Share"};
    static const int right[COLUMNS] = {1, 0, 0, 0, 1, 1, 1, 1};
    int rows = chart->count + 1;
    char (*cells)[COLUMNS][160] = calloc((size_t)rows, sizeof *cells);
    for (int c = 0; c < COLUMNS; c++) snprintf(cells[0][c], sizeof cells[0][c], "%s", header[c]);
    for (int r = 0; r < chart->count; r++) {
        const Entry *e = &chart->entries[r];
        char (*row)[160] = cells[r + 1];
        char number[32];
        snprintf(row[0], 160, "%ld", strtol(e->field[RANK].s ? e->field[RANK].s : "0", NULL, 10));
        if (e->field[OLD_AND_NEW].s && strcmp(e->field[OLD_AND_NEW].s, "NEW") == 0) snprintf(row[1], 160, "NEW");
        else {
            long delta = strtol(e->field[RANK_INTEN].s ? e->field[RANK_INTEN].s : "0", NULL, 10);
            if (delta > 0) snprintf(row[1], 160, "\xE2\x96\xB2%ld", delta);          /* ▲ */
            else if (delta < 0) snprintf(row[1], 160, "\xE2\x96\xBC%ld", -delta);    /* ▼ */
            else snprintf(row[1], 160, "\xE2\x80\x93");                                /* – */
        }
        snprintf(row[2], 160, "%s", e->field[TITLE].s ? e->field[TITLE].s : "");
        snprintf(row[3], 160, "%s", e->field[OPEN_DT].s && e->field[OPEN_DT].s[0] ? e->field[OPEN_DT].s : "-");
        const int numeric[3] = {AUDIENCE, AUDIENCE_TOTAL, SALES};
        for (int k = 0; k < 3; k++)
            snprintf(row[4 + k], 160, "%s", grouped(strtoll(e->field[numeric[k]].s ? e->field[numeric[k]].s : "0", NULL, 10), number));
        snprintf(row[7], 160, "%s%%", e->field[SHARE].s ? e->field[SHARE].s : "");
    }
    int widths[COLUMNS] = {0};
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < COLUMNS; c++) {
            int w = text_columns(cells[r][c]);
            if (w > widths[c]) widths[c] = w;
        }
    Buf out = {0};
    char heading[96];
    int64_t z = days_from_civil(year, month, day);
    snprintf(heading, sizeof heading, "Daily box office %s, %s %d, %d\n\n", weekdays[weekday(z) - 1], months[month - 1], day, year);
    buf_str(&out, heading);
    for (int r = 0; r < rows; r++) {
        size_t start = out.len;
        for (int c = 0; c < COLUMNS; c++) {
            if (c) buf_str(&out, "  ");
            buf_cell(&out, cells[r][c], widths[c], right[c]);
        }
        buf_trim_line(&out, start);
        if (r == 0) {
            int dashes = text_columns(out.s + start);
            buf_str(&out, "\n");
            for (int i = 0; i < dashes; i++) buf_add(&out, "-", 1);
        }
        buf_str(&out, "\n");
    }
    fwrite(out.s, 1, out.len, stdout);
    free(out.s);
    free(cells);
}

int main(int argc, char **argv) {
    int year, month, day;
    if (argc != 3 || sscanf(argv[2], "%4d-%2d-%2d", &year, &month, &day) != 3) {
        fprintf(stderr, "usage: %s CACHE.sqlite YYYY-MM-DD\n", argv[0]);
        return 64;
    }
    sqlite3 *db;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
        fprintf(stderr, "cache-reader: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt *statement;
    char key[16];
    snprintf(key, sizeof key, "%04d%02d%02d", year, month, day);
    if (sqlite3_prepare_v2(db, "SELECT body, fetchedAt FROM response WHERE kind = 'daily' AND key = ?", -1, &statement, NULL) != SQLITE_OK) {
        fprintf(stderr, "cache-reader: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    sqlite3_bind_text(statement, 1, key, -1, SQLITE_STATIC);
    if (sqlite3_step(statement) != SQLITE_ROW) {
        fprintf(stderr, "cache-reader: no saved daily chart for %s\n", argv[2]);
        return 1;
    }
    Json json = {sqlite3_column_blob(statement, 0), NULL};
    json.end = json.p + sqlite3_column_bytes(statement, 0);
    Chart chart = {0};
    if (!json_object(&json, top_member, &chart)) {
        fprintf(stderr, "cache-reader: the saved body of %s is not a KOBIS daily chart\n", argv[2]);
        return 1;
    }
    if (chart.count > 0) print_chart(&chart, year, month, day);
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return 0;
}
