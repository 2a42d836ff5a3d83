#include "CSoupLoader.h"
#include <dlfcn.h>

/* Each function's real address, looked up once when the library is opened: those that return a value,
 * then those that return nothing (C has no "return f();" for void). */
#define SOUP_RETURNING(X) \
  X(SoupSession *, soup_session_new, (void), ()) \
  X(GInputStream *, soup_session_send_finish, (SoupSession *s, GAsyncResult *r, GError **e), (s, r, e)) \
  X(SoupMessage *, soup_message_new, (const char *method, const char *uri), (method, uri)) \
  X(SoupMessageHeaders *, soup_message_get_request_headers, (SoupMessage *m), (m)) \
  X(SoupMessageHeaders *, soup_message_get_response_headers, (SoupMessage *m), (m)) \
  X(SoupStatus, soup_message_get_status, (SoupMessage *m), (m)) \
  X(goffset, soup_message_headers_get_content_length, (SoupMessageHeaders *h), (h)) \
  X(const char *, soup_message_headers_get_content_type, (SoupMessageHeaders *h, GHashTable **p), (h, p)) \
  X(const char *, soup_message_headers_get_one, (SoupMessageHeaders *h, const char *n), (h, n))
#define SOUP_VOID(X) \
  X(void, soup_session_set_timeout, (SoupSession *s, guint t), (s, t)) \
  X(void, soup_session_set_idle_timeout, (SoupSession *s, guint t), (s, t)) \
  X(void, soup_session_set_user_agent, (SoupSession *s, const char *a), (s, a)) \
  X(void, soup_session_abort, (SoupSession *s), (s)) \
  X(void, soup_session_send_async, (SoupSession *s, SoupMessage *m, int p, GCancellable *c, GAsyncReadyCallback cb, gpointer d), \
    (s, m, p, c, cb, d)) \
  X(void, soup_message_add_flags, (SoupMessage *m, SoupMessageFlags f), (m, f)) \
  X(void, soup_message_headers_append, (SoupMessageHeaders *h, const char *n, const char *v), (h, n, v))
#define SOUP_FUNCTIONS(X) SOUP_RETURNING(X) SOUP_VOID(X)

static struct {
#define FIELD(ret, name, params, args) ret (*name) params;
  SOUP_FUNCTIONS(FIELD)
#undef FIELD
} soup;

static gsize loaded;         /* g_once_init: 1 loaded, 2 failed */
static char load_error[512];

static void load(void) {
  if (!g_once_init_enter(&loaded)) return;
  gsize result = 2;
  /* The soname the headers belong to (libsoup 3); RTLD_LOCAL: nothing else resolves against it. */
  void *library = dlopen("libsoup-3.0.so.0", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    g_snprintf(load_error, sizeof load_error, "libsoup-3.0.so.0 could not be loaded: %s", dlerror());
  } else {
    result = 1;
#define LOOKUP(ret, name, params, args) \
    if (result == 1 && !(*(void **)&soup.name = dlsym(library, #name))) { \
      g_snprintf(load_error, sizeof load_error, "libsoup-3.0.so.0 lacks %s", #name); \
      result = 2; \
    }
    SOUP_FUNCTIONS(LOOKUP)
#undef LOOKUP
  }
  g_once_init_leave(&loaded, result);
}

const char *boxoffice_soup_load_error(void) {
  load();
  return loaded == 1 ? NULL : load_error;
}

#define RETURNING(ret, name, params, args) \
  ret boxoffice_##name params { load(); return soup.name args; }
#define VOID(ret, name, params, args) \
  ret boxoffice_##name params { load(); soup.name args; }
SOUP_RETURNING(RETURNING)
SOUP_VOID(VOID)
#undef RETURNING
#undef VOID
