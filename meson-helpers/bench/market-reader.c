/* `boxoffice market --year YYYY --format csv` written in C, for meson-helpers/benchmark-market.sh: the
 * same three reads as HistoryStore.market (the whole market from a week before the same days last year
 * to the year's end, and the Korean chart of the year), each day's market estimated from its top-10 rows
 * (Sources/BoxOfficeCore/Market/MarketDay.swift: Σ sales ÷ (Σ share ÷ 100), shares summed in the order read,
 * rounded half away from zero), summed by month and printed as the CLI's CSV — byte for byte, which the
 * benchmark checks first. It computes only what the CSV shows (the CLI also makes the films, the #1s,
 * the comparison and Korean films' share from the same rows).
 *   market-reader CACHE.sqlite YEAR
 * Links libsqlite3 only. */
#include <math.h>
#include <sqlite3.h>

#include "cli-text.h"

static sqlite3 *db;

static void fail(const char *what) {
    fprintf(stderr, "market-reader: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

typedef struct { int days; int64_t sales, audience, top_sales, top_audience; } Month;

static int month_length(int y, int m) {
    static const int n[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && (y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 29 : n[m - 1];
}

/* One day's rows added up; the day is counted when its shares make a market (as MarketDay). */
static void close_day(Month *months, int year, int64_t day, int64_t sales, int64_t audience, double share, int bad) {
    if (day / 10000 != year || bad || !(share > 0 && share <= 100.5)) return;
    double f = (share < 100 ? share : 100) / 100;
    Month *m = &months[day / 100 % 100 - 1];
    m->days++;
    m->sales += (int64_t)llround((double)sales / f);
    m->audience += (int64_t)llround((double)audience / f);
    m->top_sales += sales;
    m->top_audience += audience;
}

static void read_segment(const char *segment, int64_t from, int64_t to, int year, Month *months) {
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, "SELECT day, audience, sales, salesShare FROM history WHERE segment = ? AND day BETWEEN ? AND ? "
                               "ORDER BY day", -1, &st, NULL) != SQLITE_OK) fail("prepare");
    sqlite3_bind_text(st, 1, segment, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, from);
    sqlite3_bind_int64(st, 3, to);
    int64_t day = -1, sales = 0, audience = 0;
    double share = 0;
    int bad = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int64_t d = sqlite3_column_int64(st, 0);
        if (d != day) {
            if (day >= 0 && months) close_day(months, year, day, sales, audience, share, bad);
            day = d; sales = 0; audience = 0; share = 0; bad = 0;
        }
        int64_t a = sqlite3_column_int64(st, 1), s = sqlite3_column_int64(st, 2);
        double sh = strtod((const char *)sqlite3_column_text(st, 3), NULL);
        if (a < 0 || s < 0 || !(sh >= 0 && sh <= 100)) bad = 1;
        audience += a; sales += s; share += sh;
    }
    if (rc != SQLITE_DONE) fail("step");
    if (day >= 0 && months) close_day(months, year, day, sales, audience, share, bad);
    sqlite3_finalize(st);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s CACHE.sqlite YEAR\n", argv[0]);
        return 2;
    }
    int year = atoi(argv[2]);
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) fail("open");
    Month months[12] = {0};
    /* The same rows the CLI reads: last year's days (a week before them too) with this year's, then the Korean chart. */
    read_segment("", (int64_t)(year - 2) * 10000 + 1225, (int64_t)year * 10000 + 1231, year, months);
    read_segment("|repNationCd=K", (int64_t)year * 10000 + 101, (int64_t)year * 10000 + 1231, year, NULL);
    Buf out = {0};
    buf_str(&out, "period,daysCovered,daysInPeriod,sales,audience,topTenSales,topTenAudience\r\n");
    for (int m = 1; m <= 12; m++) {
        char line[256];
        const Month *x = &months[m - 1];
        snprintf(line, sizeof line, "%04d-%02d,%d,%d,%" PRId64 ",%" PRId64 ",%" PRId64 ",%" PRId64 "\r\n", year, m, x->days,
                 month_length(year, m), x->sales, x->audience, x->top_sales, x->top_audience);
        buf_str(&out, line);
    }
    fwrite(out.s, 1, out.len, stdout);
    sqlite3_close(db);
    return 0;
}
