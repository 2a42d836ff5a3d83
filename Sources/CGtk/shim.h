#ifndef BOXOFFICE_CGTK_SHIM_H
#define BOXOFFICE_CGTK_SHIM_H
#include <gtk/gtk.h>

/* GType macros and variadic constructors Swift cannot import. */
static inline GType boxoffice_type_string(void) { return G_TYPE_STRING; }
static inline GType boxoffice_type_object(void) { return G_TYPE_OBJECT; }
static inline GType boxoffice_type_string_object(void) { return GTK_TYPE_STRING_OBJECT; }
#endif
