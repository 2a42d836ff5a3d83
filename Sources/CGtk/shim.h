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
/* States a screen reader reads: a radio's or a day's "checked" / "selected", hidden from the tree. */
static inline void boxoffice_accessible_set_checked(GtkWidget *w, gboolean on) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_CHECKED,
                                on ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}
static inline void boxoffice_accessible_set_selected(GtkWidget *w, gboolean on) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_SELECTED, on, -1);
}
static inline void boxoffice_accessible_set_hidden(GtkWidget *w, gboolean on) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_HIDDEN, on, -1);
}
/* A widget made with an accessible role other than its class's (the property is construct-only). */
static inline GtkWidget *boxoffice_toggle_button_with_role(const char *label, GtkAccessibleRole role) {
    return g_object_new(GTK_TYPE_TOGGLE_BUTTON, "label", label, "accessible-role", role, NULL);
}
/* Tests: NULL when the state equals `expected`, else a message to free. */
static inline char *boxoffice_accessible_check_checked(GtkWidget *w, gboolean expected) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_STATE_CHECKED,
                                           expected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
}
static inline GType boxoffice_type_string_object(void) { return GTK_TYPE_STRING_OBJECT; }
static inline gboolean boxoffice_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
#endif
