#ifndef BOXOFFICE_CPIXBUF_SHIM_H
#define BOXOFFICE_CPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
