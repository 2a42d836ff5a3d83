/* The floor for the launch benchmark: the smallest GTK 4 window, quitting after its first painted frame. */
#include <gtk/gtk.h>

static void after_paint(GdkFrameClock *clock, GApplication *app) {
  (void)clock;
  g_application_quit(app);
}

static void on_map(GtkWidget *window, GApplication *app) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
  g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), app);
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 920, 720);
  gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("박스오피스"));
  g_signal_connect_after(window, "map", G_CALLBACK(on_map), app);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  GtkApplication *app = gtk_application_new("kr.boxoffice.Floor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
