/* The launch benchmark's mirror: the main window as the app draws it at start on the sample (Korean,
 * 2022-01-21), written in C with libadwaita as a GNOME app would be, quitting after its first painted frame.
 * The window is the app's own template, BoxOfficeMainWindow from Sources/BoxOfficeUI/Main/MainWindow.ui, in
 * the same GResource (benchmark-launch.sh compiles Sources/BoxOfficeUI/BoxOffice.gresource.xml with
 * glib-compile-resources and links it in), translated from the same catalogue: header bar, kind bar, search,
 * offline and sample bars, the status pages, the views and their switchers; the rows are its ChartRow.ui
 * template. What the app adds in code is added here the same way: the kind switch's buttons, the
 * GtkListView of ten rows made by a signal factory,
 * the texts of the day, the same style sheet (style.css, loaded by libadwaita) and menu (PrimaryMenu.ui), window actions with accelerators, and accessible labels.
 * The rows are the app's own text for that day, typed in: this program is the floor, not a second app.
 *   same-screen [--png FILE]   (FILE: the first frame, to compare with the app's) */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <adwaita.h>

typedef struct {
  const char *rank, *badge, *trend, *spoken, *title, *opened, *audience, *total, *share;
} Row;

static const Row rows[] = {
  {"1", "–", "trend-same", "순위 변동 없음", "스파이더맨: 노 웨이 홈", "2021년 12월 15일 개봉 · 38일째", "31,569명", "누적 7,039,482명", "매출 점유율 29.9%"},
  {"2", "▲1", "trend-up", "1계단 상승", "씽2게더", "2022년 1월 5일 개봉 · 17일째", "17,312명", "누적 574,253명", "매출 점유율 16.7%"},
  {"3", "▼1", "trend-down", "1계단 하락", "특송", "2022년 1월 12일 개봉 · 10일째", "16,974명", "누적 323,018명", "매출 점유율 17.5%"},
  {"4", "–", "trend-same", "순위 변동 없음", "경관의 피", "2022년 1월 5일 개봉 · 17일째", "10,535명", "누적 609,876명", "매출 점유율 11.1%"},
  {"5", "–", "trend-same", "순위 변동 없음", "하우스 오브 구찌", "2022년 1월 12일 개봉 · 10일째", "3,825명", "누적 92,015명", "매출 점유율 4.1%"},
  {"6", "▲2", "trend-up", "2계단 상승", "킹스맨: 퍼스트 에이전트", "2021년 12월 22일 개봉 · 31일째", "3,456명", "누적 988,570명", "매출 점유율 3.9%"},
  {"7", "–", "trend-same", "순위 변동 없음", "웨스트 사이드 스토리", "2022년 1월 12일 개봉 · 10일째", "3,112명", "누적 98,509명", "매출 점유율 3.2%"},
  {"8", "▼2", "trend-down", "2계단 하락", "레지던트 이블: 라쿤시티", "2022년 1월 19일 개봉 · 3일째", "2,532명", "누적 12,629명", "매출 점유율 2.5%"},
  {"9", "–", "trend-same", "순위 변동 없음", "어나더 라운드", "2022년 1월 19일 개봉 · 3일째", "1,828명", "누적 7,177명", "매출 점유율 1.9%"},
  {"10", "▲1", "trend-up", "1계단 상승", "도쿄 리벤저스", "2022년 1월 19일 개봉 · 3일째", "1,120명", "누적 8,841명", "매출 점유율 1.2%"},
};

static const char *png_path;

static void name(GtkWidget *w, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void describe(GtkWidget *w, const char *tip) {
  gtk_widget_set_tooltip_text(w, tip);
  name(w, tip);
}

/* A list row: the app's template, Sources/BoxOfficeUI/Chart/ChartRow.ui, as ChartRow.swift makes it. */
struct _BoxOfficeChartRow {
  GtkBox parent_instance;
  GtkWidget *rank, *badge, *title, *open_date, *audience, *audience_inline, *total, *change, *share, *secondary;
};

#define BOX_OFFICE_TYPE_CHART_ROW (box_office_chart_row_get_type())
G_DECLARE_FINAL_TYPE(BoxOfficeChartRow, box_office_chart_row, BOX_OFFICE, CHART_ROW, GtkBox)
G_DEFINE_FINAL_TYPE(BoxOfficeChartRow, box_office_chart_row, GTK_TYPE_BOX)

static void box_office_chart_row_dispose(GObject *object) {
  gtk_widget_dispose_template(GTK_WIDGET(object), BOX_OFFICE_TYPE_CHART_ROW);
  G_OBJECT_CLASS(box_office_chart_row_parent_class)->dispose(object);
}

static void box_office_chart_row_class_init(BoxOfficeChartRowClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = box_office_chart_row_dispose;
  gtk_widget_class_set_template_from_resource(widget_class, "/kr/boxoffice/BoxOffice/Chart/ChartRow.ui");
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, rank);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, badge);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, title);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, open_date);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, audience);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, audience_inline);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, total);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, change);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, share);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeChartRow, secondary);
}

static void box_office_chart_row_init(BoxOfficeChartRow *self) { gtk_widget_init_template(GTK_WIDGET(self)); }

static void setup(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  (void)f; (void)data;
  gtk_list_item_set_child(item, g_object_new(BOX_OFFICE_TYPE_CHART_ROW, NULL));
}

static void bind(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  (void)f; (void)data;
  BoxOfficeChartRow *r = BOX_OFFICE_CHART_ROW(gtk_list_item_get_child(item));
  guint position = gtk_list_item_get_position(item);
  if (position >= G_N_ELEMENTS(rows)) return;
  const Row *row = &rows[position];
  gtk_widget_set_tooltip_text(r->title, row->title);
  gtk_label_set_text(GTK_LABEL(r->rank), row->rank);
  gtk_label_set_text(GTK_LABEL(r->badge), row->badge);
  gtk_widget_add_css_class(r->badge, row->trend);
  describe(r->badge, row->spoken);
  gtk_label_set_text(GTK_LABEL(r->title), row->title);
  gtk_label_set_text(GTK_LABEL(r->open_date), row->opened);
  gtk_label_set_text(GTK_LABEL(r->audience), row->audience);
  gtk_label_set_text(GTK_LABEL(r->audience_inline), row->audience);
  gtk_label_set_text(GTK_LABEL(r->total), row->total);
  gtk_label_set_text(GTK_LABEL(r->share), row->share);
  gtk_widget_set_visible(r->change, FALSE);  /* a daily chart: no change on the period before */
  char *secondary = g_strdup_printf("%s · %s", row->total, row->share);
  gtk_label_set_text(GTK_LABEL(r->secondary), secondary);
  char *spoken = g_strdup_printf("%s위, %s: %s. 2022년 1월 21일 관객 %s, %s. %s.", row->rank, row->spoken, row->title,
                                 row->audience, row->total, row->share);
  name(GTK_WIDGET(r), spoken);
  g_free(secondary);
  g_free(spoken);
}

static void after_paint(GdkFrameClock *clock, GtkWidget *window) {
  g_signal_handlers_disconnect_by_func(clock, after_paint, window);
  if (png_path) {  /* the frame as painted, for comparing with the app's */
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    if (node && renderer) {
      GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width, height));
      gdk_texture_save_to_png(texture, png_path);
      g_object_unref(texture);
    }
    if (node) gsk_render_node_unref(node);
    g_object_unref(paintable);
  }
  g_application_quit(G_APPLICATION(gtk_window_get_application(GTK_WINDOW(window))));
}

static void on_map(GtkWidget *window, gpointer data) {
  (void)data;
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), window);
}

static void nothing(GSimpleAction *a, GVariant *p, gpointer d) { (void)a; (void)p; (void)d; }

/* The app builds its popovers when first opened; a create-popup function keeps the button sensitive. */
static void no_popup(GtkMenuButton *b, gpointer d) { (void)b; (void)d; }

/* The primary menu, built when first opened as the app builds it: its PrimaryMenu.ui from the same GResource. */
static void main_menu(GtkMenuButton *button, gpointer d) {
  (void)d;
  if (gtk_menu_button_get_menu_model(button)) return;
  GtkBuilder *builder = gtk_builder_new_from_resource("/kr/boxoffice/BoxOffice/Main/PrimaryMenu.ui");
  gtk_menu_button_set_menu_model(button, G_MENU_MODEL(gtk_builder_get_object(builder, "primary_menu")));
  g_object_unref(builder);
}

static void add_actions(GActionMap *map, const char *const *names, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    GSimpleAction *a = g_simple_action_new(names[i], NULL);
    g_signal_connect(a, "activate", G_CALLBACK(nothing), NULL);
    g_action_map_add_action(map, G_ACTION(a));
    g_object_unref(a);
  }
}

/* The main window: its tree is the template; the struct holds the children the code reaches. */
struct _BoxOfficeMainWindow {
  AdwApplicationWindow parent_instance;
  GtkWidget *refresh, *previous, *next, *date_button, *menu_button, *layout_toggle, *filter_button;
  GtkWidget *kind_switch, *segment_label, *search_bar, *search_entry, *search_no_match, *offline_bar;
  GtkWidget *note_label, *stack, *totals_label;
};

#define BOX_OFFICE_TYPE_MAIN_WINDOW (box_office_main_window_get_type())
G_DECLARE_FINAL_TYPE(BoxOfficeMainWindow, box_office_main_window, BOX_OFFICE, MAIN_WINDOW, AdwApplicationWindow)
G_DEFINE_FINAL_TYPE(BoxOfficeMainWindow, box_office_main_window, ADW_TYPE_APPLICATION_WINDOW)

static void box_office_main_window_dispose(GObject *object) {
  gtk_widget_dispose_template(GTK_WIDGET(object), BOX_OFFICE_TYPE_MAIN_WINDOW);
  G_OBJECT_CLASS(box_office_main_window_parent_class)->dispose(object);
}

static void box_office_main_window_class_init(BoxOfficeMainWindowClass *klass) {
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  G_OBJECT_CLASS(klass)->dispose = box_office_main_window_dispose;
  gtk_widget_class_set_template_from_resource(widget_class, "/kr/boxoffice/BoxOffice/Main/MainWindow.ui");
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, refresh);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, previous);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, next);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, date_button);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, menu_button);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, layout_toggle);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, filter_button);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, kind_switch);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, segment_label);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, search_bar);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, search_entry);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, search_no_match);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, offline_bar);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, note_label);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, stack);
  gtk_widget_class_bind_template_child(widget_class, BoxOfficeMainWindow, totals_label);
}

/* The texts of the day and what the app's code sets on the template's widgets at start. */
static void box_office_main_window_init(BoxOfficeMainWindow *self) {
  gtk_widget_init_template(GTK_WIDGET(self));
  describe(self->refresh, "새로 고침(F5)");
  describe(self->previous, "전날(Alt+왼쪽)");
  describe(self->next, "다음 날(Alt+오른쪽)");
  describe(self->layout_toggle, "격자로 보기 (Ctrl+2)");
  gtk_menu_button_set_label(GTK_MENU_BUTTON(self->date_button), "2022년 1월 21일 (금)");
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(self->date_button), no_popup, NULL, NULL);
  describe(self->date_button, "날짜 선택(현재 2022년 1월 21일 (금))");
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(self->menu_button), main_menu, NULL, NULL);
  gtk_menu_button_set_label(GTK_MENU_BUTTON(self->filter_button), "전체 영화");
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(self->filter_button), no_popup, NULL, NULL);
  gtk_widget_set_tooltip_text(self->filter_button, "박스오피스 거르기 (한국·외국 영화, 다양성 영화, 지역)");
  name(self->filter_button, "필터: 전체 영화");

  static const char *kinds[][2] = {{"일별", "daily"}, {"주말", "weekend"}, {"주간", "week"}, {"주중", "weekdays"}};
  for (unsigned i = 0; i < G_N_ELEMENTS(kinds); i++) {
    GtkWidget *b = gtk_toggle_button_new_with_label(kinds[i][0]);
    char *detailed = g_strdup_printf("win.chart-kind::%s", kinds[i][1]);
    gtk_actionable_set_detailed_action_name(GTK_ACTIONABLE(b), detailed);
    g_free(detailed);
    gtk_box_append(GTK_BOX(self->kind_switch), b);
  }
  gtk_widget_set_visible(self->segment_label, FALSE);

  gtk_search_bar_connect_entry(GTK_SEARCH_BAR(self->search_bar), GTK_EDITABLE(self->search_entry));
  gtk_search_bar_set_key_capture_widget(GTK_SEARCH_BAR(self->search_bar), GTK_WIDGET(self));
  gtk_widget_set_visible(self->search_no_match, FALSE);
  gtk_widget_set_visible(self->offline_bar, FALSE);
  gtk_widget_set_visible(self->note_label, FALSE);
  gtk_label_set_text(GTK_LABEL(self->totals_label),
                     "상위 10편 관객 92,263명 · 매출 8억 8,044만 4,130원 · 전체 시장 매출 ≈ 9억 5,700만 원");

  GtkStringList *codes = gtk_string_list_new(NULL);
  for (unsigned i = 0; i < G_N_ELEMENTS(rows); i++) gtk_string_list_append(codes, rows[i].rank);
  GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(codes));
  gtk_single_selection_set_autoselect(selection, FALSE);
  gtk_single_selection_set_can_unselect(selection, TRUE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
  GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
  gtk_list_view_set_single_click_activate(GTK_LIST_VIEW(list), TRUE);
  gtk_widget_add_css_class(list, "chart-list");
  name(list, "박스오피스 순위");
  GtkWidget *clamp = adw_clamp_new();
  adw_clamp_set_maximum_size(ADW_CLAMP(clamp), 900);
  adw_clamp_set_child(ADW_CLAMP(clamp), list);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), clamp);
  gtk_widget_set_vexpand(scrolled, TRUE);
  gtk_stack_add_named(GTK_STACK(self->stack), scrolled, "list");
  gtk_stack_set_visible_child_name(GTK_STACK(self->stack), "list");
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  static const char *window_actions[] = {"refresh", "previous-day", "next-day", "latest-day", "show-list", "show-grid",
                                         "show-table", "copy", "export-csv", "toggle-layout", "show-help-overlay", "find"};
  static const char *accels[][2] = {{"win.refresh", "F5"}, {"win.previous-day", "<Alt>Left"}, {"win.next-day", "<Alt>Right"},
                                    {"win.show-list", "<Control>1"}, {"win.show-grid", "<Control>2"},
                                    {"win.show-table", "<Control>3"}, {"win.find", "<Control>f"}, {"app.quit", "<Control>q"}};
  GtkWidget *window = g_object_new(BOX_OFFICE_TYPE_MAIN_WINDOW, "application", app, NULL);
  static const char *app_actions[] = {"quit", "preferences", "fill-history", "search", "about"};
  add_actions(G_ACTION_MAP(app), app_actions, G_N_ELEMENTS(app_actions));
  add_actions(G_ACTION_MAP(window), window_actions, G_N_ELEMENTS(window_actions));
  /* The latest day is shown: nothing after it. */
  g_simple_action_set_enabled(G_SIMPLE_ACTION(g_action_map_lookup_action(G_ACTION_MAP(window), "next-day")), FALSE);
  GSimpleAction *kind = g_simple_action_new_stateful("chart-kind", G_VARIANT_TYPE_STRING, g_variant_new_string("daily"));
  g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(kind));
  g_object_unref(kind);
  for (unsigned i = 0; i < G_N_ELEMENTS(accels); i++) {
    const char *keys[] = {accels[i][1], NULL};
    gtk_application_set_accels_for_action(app, accels[i][0], keys);
  }
  gtk_window_set_default_size(GTK_WINDOW(window), 920, 720);
  g_signal_connect_after(window, "map", G_CALLBACK(on_map), NULL);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  /* The template's texts from the app's catalogue (BOXOFFICE_LOCALE_DIR, as the app reads it). */
  setlocale(LC_ALL, "");
  const char *locale_dir = g_getenv("BOXOFFICE_LOCALE_DIR");
  bindtextdomain("boxoffice", locale_dir ? locale_dir : "/usr/share/locale");
  bind_textdomain_codeset("boxoffice", "UTF-8");
  if (argc == 3 && g_str_equal(argv[1], "--png")) png_path = argv[2];
  AdwApplication *app = adw_application_new("kr.boxoffice.SameScreen", G_APPLICATION_NON_UNIQUE);
  /* The app's resource path: libadwaita loads the same style.css from it, as it does for the app. */
  g_application_set_resource_base_path(G_APPLICATION(app), "/kr/boxoffice/BoxOffice");
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
