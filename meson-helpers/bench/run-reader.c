/* `boxoffice run CODE --offline` written in C, for meson-helpers/benchmark-cli.sh: reads the film's
 * rows from the history table and the days kept in their span (the two queries of
 * HistoryStore.run), builds the run day by day (FilmRun: ranked, outside the top 10, missing), its
 * milestones (RunMilestones) and prints the same table as the CLI in English
 * (Sources/boxoffice/Output/RunOutput.swift) — byte for byte, which the benchmark checks first.
 *   run-reader CACHE.sqlite CODE
 * Links libsqlite3 only. Whole-market segment only (the CLI's default). */
#include <sqlite3.h>

#include "cli-text.h"

typedef struct {
    int64_t day;   /* days since the epoch */
    int64_t rank, audience, sales, screens, shows, total;
    char share[24];
    char *title;
    int64_t open;  /* days since the epoch, or INT64_MIN */
} Row;

enum { RANKED, OUTSIDE, MISSING };

typedef struct {
    int64_t day;
    int64_t d;
    int status;
    const Row *row;
} RunDay;

static sqlite3 *db;

static void fail(const char *what) {
    fprintf(stderr, "run-reader: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

static const char *ds(int64_t n, char *out) { snprintf(out, 24, "%" PRId64, n); return out; }

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s CACHE.sqlite CODE\n", argv[0]);
        return 64;
    }
    const char *code = argv[2];
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) fail("open");
    sqlite3_busy_timeout(db, 5000);

    /* The film's rows, oldest first (HistoryStore.rows). */
    sqlite3_stmt *s;
    if (sqlite3_prepare_v2(db, "SELECT day, rank, audience, sales, screens, shows, audienceTotal, salesShare, title, openDate "
                               "FROM history INDEXED BY historyByMovie WHERE movieCode = ? AND segment = '' ORDER BY day", -1, &s, NULL) != SQLITE_OK) fail("prepare");
    sqlite3_bind_text(s, 1, code, -1, SQLITE_STATIC);
    Row *rows = NULL;
    int count = 0, step;
    while ((step = sqlite3_step(s)) == SQLITE_ROW) {
        rows = xrealloc(rows, sizeof(Row) * (size_t)(count + 1));
        Row *r = &rows[count++];
        r->day = epoch_day(sqlite3_column_int64(s, 0));
        r->rank = sqlite3_column_int64(s, 1);
        r->audience = sqlite3_column_int64(s, 2);
        r->sales = sqlite3_column_int64(s, 3);
        r->screens = sqlite3_column_int64(s, 4);
        r->shows = sqlite3_column_int64(s, 5);
        r->total = sqlite3_column_int64(s, 6);
        snprintf(r->share, sizeof r->share, "%s", (const char *)sqlite3_column_text(s, 7));
        r->title = strdup((const char *)sqlite3_column_text(s, 8));
        r->open = sqlite3_column_type(s, 9) == SQLITE_NULL ? INT64_MIN : epoch_day(sqlite3_column_int64(s, 9));
    }
    if (step != SQLITE_DONE) fail("read the run");
    sqlite3_finalize(s);
    if (count == 0) {
        fprintf(stderr, "boxoffice: The history holds no day of film %s; boxoffice history --from DAY fills it.\n", code);
        return 2;
    }
    const Row *first = &rows[0], *last = &rows[count - 1];

    /* The days kept in the span (HistoryStore.knownDays), from the first row's opening or day. */
    int64_t from = first->open != INT64_MIN && first->open < first->day ? first->open : first->day;
    int64_t span = last->day - from + 1;
    unsigned char *known = calloc((size_t)span, 1);
    char fromText[24], toText[24];
    int y, m, d;
    civil_from_days(from, &y, &m, &d);
    snprintf(fromText, sizeof fromText, "%04d%02d%02d", y, m, d);
    civil_from_days(last->day, &y, &m, &d);
    snprintf(toText, sizeof toText, "%04d%02d%02d", y, m, d);
    if (sqlite3_prepare_v2(db, "SELECT DISTINCT day FROM history WHERE segment = '' AND day BETWEEN ? AND ?", -1, &s, NULL) != SQLITE_OK) fail("prepare");
    sqlite3_bind_int64(s, 1, strtoll(fromText, NULL, 10));
    sqlite3_bind_int64(s, 2, strtoll(toText, NULL, 10));
    while ((step = sqlite3_step(s)) == SQLITE_ROW) {
        int64_t z = epoch_day(sqlite3_column_int64(s, 0)) - from;
        if (z >= 0 && z < span) known[z] = 1;
    }
    if (step != SQLITE_DONE) fail("read the kept days");
    sqlite3_finalize(s);

    /* FilmRun: the newest row names the film; a re-release starts at its first kept day. */
    const char *title = last->title;
    int64_t open = last->open != INT64_MIN ? last->open : first->open;
    int64_t start = first->day;
    if (open != INT64_MIN && open < start && start - open <= 366) start = open;
    int64_t anchor = open != INT64_MIN ? open : first->day;
    int days = (int)(last->day - start + 1);
    RunDay *run = calloc((size_t)days, sizeof(RunDay));
    const Row **byDay = calloc((size_t)days, sizeof(Row *));
    for (int i = 0; i < count; i++)
        if (rows[i].day >= start) byDay[rows[i].day - start] = &rows[i];
    int missing = 0;
    for (int i = 0; i < days; i++) {
        int64_t day = start + i;
        run[i].day = day;
        run[i].d = day - anchor + 1;
        run[i].row = byDay[i];
        int isKnown = day >= from && day - from < span && known[day - from];
        run[i].status = byDay[i] ? RANKED : isKnown ? OUTSIDE : MISSING;
        missing += run[i].status == MISSING;
    }

    Buf out = {0};
    char a[32], b[32], e[32], f[32], t[24];
    buf_str(&out, title);
    buf_str(&out, " (");
    buf_str(&out, code);
    buf_str(&out, ")");
    if (open != INT64_MIN) { buf_str(&out, " \xC2\xB7 opened "); buf_str(&out, iso_day(open, t)); }
    snprintf(a, sizeof a, "%d", days);
    snprintf(b, sizeof b, "%d", missing);
    buf_str(&out, " \xC2\xB7 ");
    buf_str(&out, a);
    buf_str(&out, " days, ");
    buf_str(&out, b);
    buf_str(&out, " missing\n\n");

    /* The table: 9 columns for ranked days; shorter rows are padded on the right, as RunOutput.aligned. */
    enum { COLUMNS = 9 };
    static const char *const header[COLUMNS] = {"D", "Date", "Rank", "Audience", "Total", "Sales (KRW)", "Screens", "Shows", "Share"};
    typedef char Cell[48];
    Cell (*cells)[COLUMNS] = calloc((size_t)days + 1, sizeof *cells);
    int *widthsOf = calloc((size_t)days + 1, sizeof(int));   /* cells in each row */
    for (int k = 0; k < COLUMNS; k++) snprintf(cells[0][k], sizeof(Cell), "%s", header[k]);
    widthsOf[0] = COLUMNS;
    for (int i = 0; i < days; i++) {
        Cell *row = cells[i + 1];
        snprintf(row[0], sizeof(Cell), "D%" PRId64, run[i].d);
        iso_day(run[i].day, row[1]);
        const Row *r = run[i].row;
        switch (run[i].status) {
        case RANKED:
            snprintf(row[2], sizeof(Cell), "%" PRId64, r->rank);
            grouped(r->audience, row[3]);
            grouped(r->total, row[4]);
            grouped(r->sales, row[5]);
            grouped(r->screens, row[6]);
            grouped(r->shows, row[7]);
            snprintf(row[8], sizeof(Cell), "%s%%", r->share);
            widthsOf[i + 1] = COLUMNS;
            break;
        case OUTSIDE:
            snprintf(row[2], sizeof(Cell), "-");
            snprintf(row[3], sizeof(Cell), "not in the top 10");
            widthsOf[i + 1] = 4;
            break;
        default:
            snprintf(row[3], sizeof(Cell), "missing");
            widthsOf[i + 1] = 4;
        }
    }
    int widths[COLUMNS] = {0};
    for (int i = 0; i <= days; i++)
        for (int k = 0; k < widthsOf[i]; k++) {
            int w = text_columns(cells[i][k]);
            if (w > widths[k]) widths[k] = w;
        }
    for (int i = 0; i <= days; i++) {
        size_t lineStart = out.len;
        for (int k = 0; k < widthsOf[i]; k++) {
            if (k) buf_str(&out, "  ");
            buf_cell(&out, cells[i][k], widths[k], widthsOf[i] == COLUMNS && k >= 2);
        }
        buf_trim_line(&out, lineStart);
        if (i == 0) {
            int dashes = text_columns(out.s + lineStart);
            buf_str(&out, "\n");
            for (int k = 0; k < dashes; k++) buf_add(&out, "-", 1);
        }
        buf_str(&out, "\n");
    }

    /* Milestones (RunMilestones, worded as RunMilestonesText). */
    enum { LINES = 7 };
    char labels[LINES][64], values[LINES][160];
    const RunDay *opening = NULL, *best = NULL;
    int atOne = 0, longest = 0, current = 0;
    for (int i = 0; i < days; i++) {
        const Row *r = run[i].row;
        if (r) {
            if (!opening && run[i].d == 1) opening = &run[i];
            if (!best || r->audience > best->row->audience) best = &run[i];
            atOne += r->rank == 1;
        }
        current = r && r->rank == 1 ? current + 1 : 0;
        if (current > longest) longest = current;
    }
    snprintf(labels[0], 64, "Opening day");
    if (opening) snprintf(values[0], 160, "%s admissions, #%s", grouped(opening->row->audience, a), ds(opening->row->rank, b));
    else snprintf(values[0], 160, "\xE2\x80\x94");
    snprintf(labels[1], 64, "Best day");
    if (best) snprintf(values[1], 160, "D%s %s: %s admissions", ds(best->d, b), iso_day(best->day, t), grouped(best->row->audience, a));
    else snprintf(values[1], 160, "\xE2\x80\x94");
    snprintf(labels[2], 64, "Days at #1");
    snprintf(values[2], 160, "%d (longest streak %d)", atOne, longest);
    static const int64_t thresholds[3] = {1000000, 5000000, 10000000};
    for (int k = 0; k < 3; k++) {
        snprintf(labels[3 + k], 64, "Passed %s admissions", grouped(thresholds[k], a));
        int index = -1;
        for (int i = 0; i < days && index < 0; i++)
            if ((run[i].row ? run[i].row->total : 0) >= thresholds[k]) index = i;
        if (index < 0) { snprintf(values[3 + k], 160, "not within the saved days"); continue; }
        int exact = index == 0 ? run[0].d <= 1 : run[index - 1].status != MISSING;
        snprintf(values[3 + k], 160, exact ? "D%s %s" : "by D%s %s (days before are missing)", ds(run[index].d, b), iso_day(run[index].day, t));
    }
    /* The first weekend is Friday–Sunday of the week the film opens in; both need three ranked days. */
    snprintf(labels[6], 64, "Second weekend");
    snprintf(values[6], 160, "\xE2\x80\x94");
    if (open != INT64_MIN) {
        int64_t friday = open - (weekday(open) + 5) % 7 + 4;
        int64_t sums[2];
        int ok = 1;
        for (int w = 0; w < 2 && ok; w++) {
            sums[w] = 0;
            for (int64_t day = friday + 7 * w; day <= friday + 7 * w + 2; day++) {
                int64_t i = day - start;
                if (i < 0 || i >= days || !run[i].row || __builtin_add_overflow(sums[w], run[i].row->audience, &sums[w])) { ok = 0; break; }
            }
        }
        if (ok && sums[0] > 0) {
            double percent = ((double)sums[1] - (double)sums[0]) / (double)sums[0] * 100;
            char p[48];
            snprintf(p, sizeof p, "%.1f", percent);
            snprintf(values[6], 160, "%s%s%% against the first (%s \xE2\x86\x92 %s)",
                     percent > 0 && p[0] != '+' ? "+" : "", p, grouped(sums[0], e), grouped(sums[1], f));
        }
    }
    buf_str(&out, "\nMilestones\n");
    int labelWidth = 0;
    for (int k = 0; k < LINES; k++) if (text_columns(labels[k]) > labelWidth) labelWidth = text_columns(labels[k]);
    for (int k = 0; k < LINES; k++) {
        buf_str(&out, "  ");
        buf_cell(&out, labels[k], labelWidth, 0);
        buf_str(&out, "  ");
        buf_str(&out, values[k]);
        buf_str(&out, "\n");
    }
    fwrite(out.s, 1, out.len, stdout);
    sqlite3_close(db);
    return 0;
}
