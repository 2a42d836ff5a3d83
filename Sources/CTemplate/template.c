#include "CTemplate.h"

typedef struct {
    char *resource;
    char **children;
} TemplateClassData;

static void template_dispose(GObject *object) {
    gtk_widget_dispose_template(GTK_WIDGET(object), G_OBJECT_TYPE(object));
    G_OBJECT_CLASS(g_type_class_peek_parent(G_OBJECT_GET_CLASS(object)))->dispose(object);
}

static void template_class_init(gpointer klass, gpointer data) {
    TemplateClassData *template = data;
    gtk_widget_class_set_template_from_resource(GTK_WIDGET_CLASS(klass), template->resource);
    for (char **child = template->children; child && *child; child++)
        gtk_widget_class_bind_template_child_full(GTK_WIDGET_CLASS(klass), *child, FALSE, 0);
    G_OBJECT_CLASS(klass)->dispose = template_dispose;
}

static void template_instance_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    gtk_widget_init_template(GTK_WIDGET(instance));
}

GType boxoffice_template_type(const char *name, GType parent, const char *resource, const char *const *children) {
    GType existing = g_type_from_name(name);
    if (existing != 0)
        return existing;
    GTypeQuery query;
    g_type_query(parent, &query);
    /* Kept for the life of the process, as a static type's class data is. */
    TemplateClassData *data = g_new0(TemplateClassData, 1);
    data->resource = g_strdup(resource);
    data->children = g_strdupv((char **)children);
    const GTypeInfo info = {
        .class_size = query.class_size,
        .class_init = template_class_init,
        .class_data = data,
        .instance_size = query.instance_size,
        .instance_init = template_instance_init,
    };
    return g_type_register_static(parent, name, &info, 0);
}

GtkWidget *boxoffice_template_new(GType type) { return GTK_WIDGET(g_object_new(type, NULL)); }

GObject *boxoffice_template_child(GtkWidget *widget, GType type, const char *name) {
    return gtk_widget_get_template_child(widget, type, name);
}
