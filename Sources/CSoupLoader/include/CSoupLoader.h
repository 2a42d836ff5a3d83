#ifndef BOXOFFICE_SOUP_LOADER_H
#define BOXOFFICE_SOUP_LOADER_H
/* libsoup, opened when the first request is made rather than when the app starts: the library and the
 * dozen it needs (Kerberos, nghttp2, psl, brotli …) cost the dynamic loader milliseconds at every
 * launch, and a window showing a saved chart or the sample asks nothing of the network before its
 * first frame. These are the libsoup functions the app calls, by the same signatures. The release build
 * removes libsoup from the window binary's libraries, and refuses to when anything calls libsoup directly
 * (meson-helpers/release-build.sh): add a function here rather than calling it. */
#include <libsoup/soup.h>

/* NULL once libsoup is loaded (it is loaded by this call if need be), else why it could not be. The
 * functions below must not be called then. */
const char *boxoffice_soup_load_error(void);

SoupSession *boxoffice_soup_session_new(void);
void boxoffice_soup_session_set_timeout(SoupSession *session, guint timeout);
void boxoffice_soup_session_set_idle_timeout(SoupSession *session, guint timeout);
void boxoffice_soup_session_set_user_agent(SoupSession *session, const char *user_agent);
void boxoffice_soup_session_abort(SoupSession *session);
void boxoffice_soup_session_send_async(SoupSession *session, SoupMessage *msg, int io_priority, GCancellable *cancellable,
                                       GAsyncReadyCallback callback, gpointer user_data);
GInputStream *boxoffice_soup_session_send_finish(SoupSession *session, GAsyncResult *result, GError **error);
SoupMessage *boxoffice_soup_message_new(const char *method, const char *uri_string);
void boxoffice_soup_message_add_flags(SoupMessage *msg, SoupMessageFlags flags);
SoupMessageHeaders *boxoffice_soup_message_get_request_headers(SoupMessage *msg);
SoupMessageHeaders *boxoffice_soup_message_get_response_headers(SoupMessage *msg);
SoupStatus boxoffice_soup_message_get_status(SoupMessage *msg);
void boxoffice_soup_message_headers_append(SoupMessageHeaders *hdrs, const char *name, const char *value);
goffset boxoffice_soup_message_headers_get_content_length(SoupMessageHeaders *hdrs);
const char *boxoffice_soup_message_headers_get_content_type(SoupMessageHeaders *hdrs, GHashTable **params);
const char *boxoffice_soup_message_headers_get_one(SoupMessageHeaders *hdrs, const char *name);
#endif
