#ifndef BOXOFFICE_CGTK_SHIM_H
#define BOXOFFICE_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib/gi18n.h>
#include <locale.h>

/* Variadic accessibility setters and GType macros Swift cannot import. */
static inline void boxoffice_accessible_set_label(GtkWidget *w, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
static inline void boxoffice_accessible_set_description(GtkWidget *w, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
/* Tests: NULL when the accessible label equals `expected`, else a message to free (variadic in GTK). */
static inline char *boxoffice_accessible_check_label(GtkWidget *w, const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}
static inline GType boxoffice_type_string_object(void) { return GTK_TYPE_STRING_OBJECT; }
static inline gboolean boxoffice_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
#endif
