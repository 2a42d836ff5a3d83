/* What cache-reader.c and run-reader.c share with the CLI's output code, in C: terminal column
 * widths (BoxOfficeCore/Formatting TextWidth: Hangul two columns), grouped digits
 * (NumberFormatting.grouped), days as yyyyMMdd numbers and their arithmetic (Calendar/Day.swift),
 * and a growing string for assembling the output. Header-only; each benchmark program includes it. */
#ifndef BOXOFFICE_BENCH_CLI_TEXT_H
#define BOXOFFICE_BENCH_CLI_TEXT_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n);
    if (!q) { fputs("out of memory\n", stderr); exit(1); }
    return q;
}

/* A growing, NUL-terminated byte string. */
typedef struct { char *s; size_t len, cap; } Buf;

static inline void buf_add(Buf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2 + 64;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}
static inline void buf_str(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }
static inline void buf_spaces(Buf *b, int n) { for (; n > 0; n--) buf_add(b, " ", 1); }

/* TextWidth.columns for one scalar. */
static inline int scalar_columns(uint32_t u) {
    if ((u >= 0x0300 && u <= 0x036F) || (u >= 0x200B && u <= 0x200F)) return 0;
    if ((u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0x303E) || (u >= 0x3041 && u <= 0x33FF) ||
        (u >= 0x3400 && u <= 0x4DBF) || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xA000 && u <= 0xA4CF) ||
        (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) ||
        (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6) || (u >= 0x1F300 && u <= 0x1F64F) ||
        (u >= 0x20000 && u <= 0x3FFFD)) return 2;
    return 1;
}

/* Terminal columns of UTF-8 text (well-formed input assumed: it comes from SQLite text we wrote). */
static inline int text_columns(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    int cols = 0;
    while (*p) {
        uint32_t u;
        if (*p < 0x80) { u = *p++; }
        else if ((*p & 0xE0) == 0xC0) { u = (uint32_t)(p[0] & 0x1F) << 6 | (p[1] & 0x3F); p += 2; }
        else if ((*p & 0xF0) == 0xE0) { u = (uint32_t)(p[0] & 0x0F) << 12 | (uint32_t)(p[1] & 0x3F) << 6 | (p[2] & 0x3F); p += 3; }
        else { u = (uint32_t)(p[0] & 0x07) << 18 | (uint32_t)(p[1] & 0x3F) << 12 | (uint32_t)(p[2] & 0x3F) << 6 | (p[3] & 0x3F); p += 4; }
        cols += scalar_columns(u);
    }
    return cols;
}

/* Appends `s` padded to `width` columns, on the left (right-aligned) or on the right. */
static inline void buf_cell(Buf *b, const char *s, int width, int right) {
    int pad = width - text_columns(s);
    if (right) buf_spaces(b, pad);
    buf_str(b, s);
    if (!right) buf_spaces(b, pad);
}

/* Drops the spaces that padding left at the end of the line being built (from `line_start`). */
static inline void buf_trim_line(Buf *b, size_t line_start) {
    while (b->len > line_start && b->s[b->len - 1] == ' ') b->len--;
    b->s[b->len] = 0;
}

/* "1,234,567"; "-1,234" for negatives (NumberFormatting.grouped). `out` holds at least 32 bytes. */
static inline char *grouped(int64_t n, char *out) {
    char digits[24];
    uint64_t m = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    int len = snprintf(digits, sizeof digits, "%" PRIu64, m);
    char *o = out;
    if (n < 0) *o++ = '-';
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0) *o++ = ',';
        *o++ = digits[i];
    }
    *o = 0;
    return out;
}

/* Days since 1970-01-01 for a civil date, and back (H. Hinnant's algorithms; what Day.swift computes). */
static inline int64_t days_from_civil(int64_t y, int m, int d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static inline void civil_from_days(int64_t z, int *y, int *m, int *d) {
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yoe + era * 400 + (*m <= 2));
}

/* A yyyyMMdd number (the history table's days) as days since the epoch, and back. */
static inline int64_t epoch_day(int64_t number) {
    return days_from_civil(number / 10000, (int)(number / 100 % 100), (int)(number % 100));
}

/* "2022-01-05" for a day since the epoch. `out` holds at least 16 bytes. */
static inline char *iso_day(int64_t z, char *out) {
    int y, m, d;
    civil_from_days(z, &y, &m, &d);
    snprintf(out, 16, "%04d-%02d-%02d", y, m, d);
    return out;
}

/* 1 = Sunday … 7 = Saturday (Day.weekday). */
static inline int weekday(int64_t z) { return (int)((z % 7 + 7 + 4) % 7) + 1; }

#endif
