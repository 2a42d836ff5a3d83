#ifndef BOXOFFICE_CGLIB_SHIM_H
#define BOXOFFICE_CGLIB_SHIM_H
#include <glib.h>
#include <glib-object.h>
#include <glib-unix.h>
#include <gio/gio.h>
/* GSettings backends: memory (no schema folder was found) and a key file (a test's own folder). */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <sys/eventfd.h>
#include <libintl.h>

/* libdispatch's main-queue hooks (exported by libdispatch, not declared in a public header). */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* Function-like macros Swift cannot import. */
static inline GCallback boxoffice_callback(void *fn) { return (GCallback)fn; }
static inline gboolean boxoffice_is_object(gpointer p) { return G_IS_OBJECT(p); }
static inline const char *boxoffice_type_name_of(gpointer p) { return G_OBJECT_TYPE_NAME(p); }
/* g_signal_emit_by_name is variadic: a signal with one gboolean argument (GNetworkMonitor::network-changed). */
static inline void boxoffice_signal_emit_bool(gpointer instance, const char *name, gboolean value) {
    g_signal_emit_by_name(instance, name, value);
}
#endif
