#ifndef BOXOFFICE_CTEMPLATE_H
#define BOXOFFICE_CTEMPLATE_H
#include <gtk/gtk.h>

/* A widget class whose tree is a GtkBuilder template in the app's GResource, as a GNOME C app declares
 * one with G_DEFINE_TYPE and gtk_widget_class_set_template_from_resource: `name` derives from `parent`,
 * its class sets the template at `resource` and binds each of the NULL-terminated `children` by its id
 * (so gtk_widget_get_template_child finds it), its instances run gtk_widget_init_template, and its dispose
 * runs gtk_widget_dispose_template before the parent's. Registered once; later calls return the type. */
GType boxoffice_template_type(const char *name, GType parent, const char *resource, const char *const *children);

/* A new instance of a template type (g_object_new is variadic). For a widget that is not a window the
 * reference is floating, as from any gtk_*_new. */
GtkWidget *boxoffice_template_new(GType type);

/* The child bound as `name` in the template of `type` that made `widget`, or NULL. */
GObject *boxoffice_template_child(GtkWidget *widget, GType type, const char *name);
#endif
