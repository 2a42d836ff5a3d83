/* The search provider's benchmark client (meson-helpers/benchmark-search-provider.sh): calls
 * org.gnome.Shell.SearchProvider2 on the session bus as GNOME Shell does and times each answer from the call to
 * the reply. Cold: the provider stopped, so the call makes D-Bus start it (exec to first answer); warm: the
 * running provider's answers to GetInitialResultSet, GetSubsearchResultSet and GetResultMetas; after a write:
 * the first answer after another process (as the window does) wrote to the database, which is read again.
 *   search-client RUNS DATABASE TERM... */
#include <gio/gio.h>
#include <sqlite3.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

#define NAME "kr.boxoffice.BoxOffice.SearchProvider"
#define PATH "/kr/boxoffice/BoxOffice/SearchProvider"
#define IFACE "org.gnome.Shell.SearchProvider2"

static GDBusConnection *bus;

static GVariant *call(const char *method, GVariant *parameters) {
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_sync(bus, NAME, PATH, IFACE, method, parameters, NULL,
                                                  G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &error);
    if (!reply) { fprintf(stderr, "%s: %s\n", method, error->message); exit(1); }
    return reply;
}

static guint32 provider_pid(void) {
    GVariant *reply = g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
        "org.freedesktop.DBus", "GetConnectionUnixProcessID", g_variant_new("(s)", NAME), NULL,
        G_DBUS_CALL_FLAGS_NONE, 10000, NULL, NULL);
    if (!reply) return 0;
    guint32 pid; g_variant_get(reply, "(u)", &pid); g_variant_unref(reply);
    return pid;
}

static void stop_provider(void) {
    guint32 pid = provider_pid();
    if (!pid) return;
    kill((pid_t)pid, SIGTERM);
    while (provider_pid() != 0) g_usleep(1000);  /* until the bus has dropped its name */
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void report(const char *what, double *ms, int n) {
    qsort(ms, n, sizeof *ms, compare);
    printf("%-44s median %6.2f ms  p90 %6.2f ms  max %6.2f ms  (%d runs)\n", what, ms[n / 2], ms[(n * 9) / 10],
           ms[n - 1], n);
}

static GVariant *terms(const char *term) { const char *t[] = {term, NULL}; return g_variant_new_strv(t, -1); }

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: search-client RUNS DATABASE TERM...\n"); return 64; }
    int runs = atoi(argv[1]);
    sqlite3 *db = NULL;
    if (sqlite3_open(argv[2], &db) != SQLITE_OK) { fprintf(stderr, "cannot open %s\n", argv[2]); return 1; }
    argv += 1; argc -= 1;  /* the terms from argv[2] on */
    bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, NULL);
    if (!bus || runs < 1) return 1;
    double *ms = g_new(double, runs);
    /* Cold start: exec by D-Bus activation to the first answer, over ten years of history. */
    GVariant *first = NULL;
    for (int i = 0; i < runs; i++) {
        stop_provider();
        gint64 t0 = g_get_monotonic_time();
        GVariant *reply = call("GetInitialResultSet", g_variant_new("(@as)", terms(argv[2])));
        ms[i] = (g_get_monotonic_time() - t0) / 1000.0;
        if (first) g_variant_unref(first);
        first = reply;
    }
    gchar *shown = g_variant_print(first, FALSE);
    printf("cold: GetInitialResultSet(['%s']) -> %s\n", argv[2], shown);
    g_free(shown);
    report("cold start to first answer", ms, runs);
    for (int q = 2; q < argc; q++) {
        GVariant *results = NULL;
        for (int i = 0; i < runs; i++) {
            gint64 t0 = g_get_monotonic_time();
            GVariant *reply = call("GetInitialResultSet", g_variant_new("(@as)", terms(argv[q])));
            ms[i] = (g_get_monotonic_time() - t0) / 1000.0;
            if (results) g_variant_unref(results);
            results = reply;
        }
        gchar *label = g_strdup_printf("GetInitialResultSet(['%s'])", argv[q]);
        report(label, ms, runs);
        g_free(label);
        GVariant *ids = g_variant_get_child_value(results, 0);
        for (int i = 0; i < runs; i++) {
            gint64 t0 = g_get_monotonic_time();
            GVariant *reply = call("GetSubsearchResultSet", g_variant_new("(@as@as)", g_variant_ref(ids), terms(argv[q])));
            ms[i] = (g_get_monotonic_time() - t0) / 1000.0;
            g_variant_unref(reply);
        }
        report("  GetSubsearchResultSet", ms, runs);
        for (int i = 0; i < runs; i++) {
            gint64 t0 = g_get_monotonic_time();
            GVariant *reply = call("GetResultMetas", g_variant_new("(@as)", g_variant_ref(ids)));
            ms[i] = (g_get_monotonic_time() - t0) / 1000.0;
            if (i == runs - 1 && q == 2) {
                gchar *text = g_variant_print(reply, FALSE);
                printf("  metas: %.300s\n", text);
                g_free(text);
            }
            g_variant_unref(reply);
        }
        report("  GetResultMetas", ms, runs);
        g_variant_unref(ids);
        g_variant_unref(results);
    }
    /* After a write by another process: a day's figures changed, then the same search. */
    for (int i = 0; i < runs; i++) {
        char *error = NULL;
        if (sqlite3_exec(db, "UPDATE history SET shows = shows + 1 WHERE day = (SELECT MAX(day) FROM history)", NULL,
                         NULL, &error) != SQLITE_OK) { fprintf(stderr, "write: %s\n", error); return 1; }
        gint64 t0 = g_get_monotonic_time();
        g_variant_unref(call("GetInitialResultSet", g_variant_new("(@as)", terms(argv[2]))));
        ms[i] = (g_get_monotonic_time() - t0) / 1000.0;
    }
    report("first answer after a write (read again)", ms, runs);
    sqlite3_close(db);
    g_variant_unref(first);
    stop_provider();
    g_free(ms);
    return 0;
}
