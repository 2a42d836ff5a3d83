#ifndef BOXOFFICE_CSOUP_SHIM_H
#define BOXOFFICE_CSOUP_SHIM_H
#include <libsoup/soup.h>

/* soup_server_new is variadic; Swift cannot call it. */
static inline SoupServer *boxoffice_soup_server_new(void) { return soup_server_new(NULL, NULL); }
#endif
