/* The launch benchmark's mirror: the main window as the app draws it at start on the sample (Korean,
 * 2022-01-21), written in C with libadwaita, quitting after its first painted frame. The same widget tree:
 * header bar (refresh; previous, date menu button, next; filter, layout and main menu buttons), the kind
 * bar, the sample bar, a GtkStack of status pages and the GtkListView of ten rows built by a signal
 * factory, the totals line, the same style sheet, window actions with accelerators, and accessible labels.
 * The rows are the app's own text for that day, typed in: this program is the floor, not a second app.
 *   same-screen [--png FILE]   (FILE: the first frame, to compare with the app's) */
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

static const char *css =
  ".rank-number { font-weight: 800; font-size: 1.25em; font-feature-settings: \"tnum\"; }"
  ".rank-badge { font-weight: 700; font-size: 0.85em; border-radius: 6px; padding: 2px 6px; }"
  ".trend-up { color: @error_color; } .trend-down { color: @accent_color; }"
  ".trend-new { color: @error_color; background: alpha(@error_color, 0.12); }"
  ".trend-same { color: alpha(currentColor, 0.55); } .numeric { font-feature-settings: \"tnum\"; }"
  ".share { font-weight: 600; } .chart-list > row { border-bottom: 1px solid alpha(currentColor, 0.08); }"
  ".sample-bar { padding: 6px 12px; background: alpha(@warning_color, 0.18); }"
  ".offline-bar { padding: 6px 12px; background: alpha(@error_color, 0.15); } .data-note { padding: 4px 12px; }"
  ".segment-subtitle { margin-top: -2px; }"
  ".chart-totals { padding: 4px 12px; border-top: 1px solid alpha(currentColor, 0.08); }"
  ".kind-bar { padding: 6px; border-bottom: 1px solid alpha(currentColor, 0.08); }"
  ".filter-button.filtered > button { color: @accent_color; font-weight: 600; }";

static const char *png_path;

static void name(GtkWidget *w, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void describe(GtkWidget *w, const char *tip) {
  gtk_widget_set_tooltip_text(w, tip);
  name(w, tip);
}

static GtkWidget *label(const char *text, const char *classes, float xalign) {
  GtkWidget *l = gtk_label_new(text);
  gtk_label_set_xalign(GTK_LABEL(l), xalign);
  if (classes) {
    char **list = g_strsplit(classes, " ", -1);
    for (char **c = list; *c; c++) gtk_widget_add_css_class(l, *c);
    g_strfreev(list);
  }
  return l;
}

static GtkWidget *box(GtkOrientation o, int spacing) { return gtk_box_new(o, spacing); }

static GtkWidget *icon_button(const char *icon, const char *tip, const char *action) {
  GtkWidget *b = gtk_button_new_from_icon_name(icon);
  describe(b, tip);
  gtk_actionable_set_action_name(GTK_ACTIONABLE(b), action);
  return b;
}

/* A row's widgets, as ChartRow.swift builds them; kept on the list item. */
typedef struct { GtkWidget *rank, *badge, *title, *opened, *audience, *inline_audience, *total, *share, *secondary; } RowWidgets;

static void setup(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  (void)f; (void)data;
  RowWidgets *r = g_new0(RowWidgets, 1);
  GtkWidget *root = box(GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class(root, "chart-row");
  r->rank = label("", "rank-number", 1);
  r->badge = label("", "rank-badge", 0.5);
  r->title = label("", "heading", 0);
  r->opened = label("", "dim-label caption", 0);
  r->audience = label("", "numeric", 1);
  r->total = label("", "dim-label caption numeric", 1);
  r->share = label("", "numeric share", 1);
  r->secondary = label("", "dim-label caption numeric", 0);
  r->inline_audience = label("", "numeric", 1);
  gtk_label_set_ellipsize(GTK_LABEL(r->title), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars(GTK_LABEL(r->title), 40);
  gtk_widget_set_size_request(r->rank, 36, -1);
  gtk_widget_set_size_request(r->badge, 52, -1);
  gtk_widget_set_valign(r->badge, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand(r->title, TRUE);
  GtkWidget *title_line = box(GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append(GTK_BOX(title_line), r->title);
  gtk_box_append(GTK_BOX(title_line), r->inline_audience);
  GtkWidget *titles = box(GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append(GTK_BOX(titles), title_line);
  gtk_box_append(GTK_BOX(titles), r->opened);
  gtk_box_append(GTK_BOX(titles), r->secondary);
  gtk_label_set_ellipsize(GTK_LABEL(r->opened), PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize(GTK_LABEL(r->secondary), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand(titles, TRUE);
  GtkWidget *numbers = box(GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append(GTK_BOX(numbers), r->audience);
  gtk_box_append(GTK_BOX(numbers), r->total);
  gtk_widget_set_size_request(r->share, 110, -1);
  gtk_box_append(GTK_BOX(root), r->rank);
  gtk_box_append(GTK_BOX(root), r->badge);
  gtk_box_append(GTK_BOX(root), titles);
  gtk_box_append(GTK_BOX(root), numbers);
  gtk_box_append(GTK_BOX(root), r->share);
  gtk_widget_set_margin_top(root, 10); gtk_widget_set_margin_bottom(root, 10);
  gtk_widget_set_margin_start(root, 10); gtk_widget_set_margin_end(root, 10);
  gtk_widget_set_visible(r->secondary, FALSE);
  gtk_widget_set_visible(r->inline_audience, FALSE);
  gtk_list_item_set_child(item, root);
  g_object_set_data_full(G_OBJECT(item), "row", r, g_free);
}

static void bind(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  (void)f; (void)data;
  RowWidgets *r = g_object_get_data(G_OBJECT(item), "row");
  guint position = gtk_list_item_get_position(item);
  if (!r || position >= G_N_ELEMENTS(rows)) return;
  const Row *row = &rows[position];
  gtk_widget_set_tooltip_text(r->title, row->title);
  gtk_label_set_text(GTK_LABEL(r->rank), row->rank);
  gtk_label_set_text(GTK_LABEL(r->badge), row->badge);
  gtk_widget_add_css_class(r->badge, row->trend);
  describe(r->badge, row->spoken);
  gtk_label_set_text(GTK_LABEL(r->title), row->title);
  gtk_label_set_text(GTK_LABEL(r->opened), row->opened);
  gtk_label_set_text(GTK_LABEL(r->audience), row->audience);
  gtk_label_set_text(GTK_LABEL(r->inline_audience), row->audience);
  gtk_label_set_text(GTK_LABEL(r->total), row->total);
  gtk_label_set_text(GTK_LABEL(r->share), row->share);
  char *secondary = g_strdup_printf("%s · %s", row->total, row->share);
  gtk_label_set_text(GTK_LABEL(r->secondary), secondary);
  char *spoken = g_strdup_printf("%s위, %s: %s. 2022년 1월 21일 관객 %s, %s. %s.", row->rank, row->spoken, row->title,
                                 row->audience, row->total, row->share);
  name(gtk_list_item_get_child(item), spoken);
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

/* The primary menu, built when first opened as the app builds it (without its Filter submenu). */
static const char *const menu_section[][2] = {
  {"새로 고침(_R)", "win.refresh"}, {"목록으로 보기(_L)", "win.show-list"}, {"격자로 보기(_G)", "win.show-grid"},
  {"표로 보기(_T)", "win.show-table"}};
static const char *const menu_data[][2] = {{"박스오피스 복사(_C)", "win.copy"}, {"CSV로 내보내기(_E)…", "win.export-csv"}};
static const char *const menu_kinds[][2] = {
  {"일별", "win.chart-kind::daily"}, {"주말", "win.chart-kind::weekend"}, {"주간", "win.chart-kind::week"},
  {"주중", "win.chart-kind::weekdays"}};
static const char *const menu_app[][2] = {
  {"KOBIS 검색(_S)…", "app.search"}, {"기록 채우기(_H)…", "app.fill-history"}, {"기본 설정(_P)", "app.preferences"},
  {"키보드 단축키(_K)", "win.show-help-overlay"}, {"BoxOffice 정보(_A)", "app.about"}, {"끝내기(_Q)", "app.quit"}};

static void append_section(GMenu *menu, const char *title, const char *const items[][2], size_t count) {
  GMenu *section = g_menu_new();
  for (size_t i = 0; i < count; i++) g_menu_append(section, items[i][0], items[i][1]);
  g_menu_append_section(menu, title, G_MENU_MODEL(section));
  g_object_unref(section);
}

static void main_menu(GtkMenuButton *button, gpointer d) {
  (void)d;
  if (gtk_menu_button_get_menu_model(button)) return;
  GMenu *menu = g_menu_new();
  append_section(menu, NULL, menu_section, G_N_ELEMENTS(menu_section));
  append_section(menu, NULL, menu_data, G_N_ELEMENTS(menu_data));
  append_section(menu, "박스오피스", menu_kinds, G_N_ELEMENTS(menu_kinds));
  append_section(menu, NULL, menu_app, G_N_ELEMENTS(menu_app));
  gtk_menu_button_set_menu_model(button, G_MENU_MODEL(menu));
  g_object_unref(menu);
}

static void add_actions(GActionMap *map, const char *const *names, unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    GSimpleAction *a = g_simple_action_new(names[i], NULL);
    g_signal_connect(a, "activate", G_CALLBACK(nothing), NULL);
    g_action_map_add_action(map, G_ACTION(a));
    g_object_unref(a);
  }
}

static GtkWidget *header_bar(void) {
  GtkWidget *header = adw_header_bar_new();
  GtkWidget *previous = icon_button("go-previous-symbolic", "전날(Alt+왼쪽)", "win.previous-day");
  GtkWidget *next = icon_button("go-next-symbolic", "다음 날(Alt+오른쪽)", "win.next-day");
  GtkWidget *date = gtk_menu_button_new();
  gtk_widget_add_css_class(date, "date-button");
  gtk_menu_button_set_label(GTK_MENU_BUTTON(date), "2022년 1월 21일 (금)");
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(date), no_popup, NULL, NULL);
  describe(date, "날짜 선택(현재 2022년 1월 21일 (금))");
  GtkWidget *navigation = box(GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class(navigation, "linked");
  gtk_box_append(GTK_BOX(navigation), previous);
  gtk_box_append(GTK_BOX(navigation), date);
  gtk_box_append(GTK_BOX(navigation), next);
  gtk_widget_set_halign(navigation, GTK_ALIGN_CENTER);
  GtkWidget *subtitle = label("", "caption dim-label segment-subtitle", 0.5);
  gtk_widget_set_visible(subtitle, FALSE);
  GtkWidget *title = box(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(title), navigation);
  gtk_box_append(GTK_BOX(title), subtitle);
  gtk_widget_set_valign(title, GTK_ALIGN_CENTER);
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), title);
  adw_header_bar_pack_start(ADW_HEADER_BAR(header), icon_button("view-refresh-symbolic", "새로 고침(F5)", "win.refresh"));

  GtkWidget *menu_button = gtk_menu_button_new();
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(menu_button), main_menu, NULL, NULL);
  gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
  gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu_button), TRUE);
  describe(menu_button, "주 메뉴(F10)");
  GtkWidget *filter = gtk_menu_button_new();
  gtk_widget_add_css_class(filter, "filter-button");
  gtk_menu_button_set_label(GTK_MENU_BUTTON(filter), "전체 영화");
  gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(filter), no_popup, NULL, NULL);
  gtk_widget_set_tooltip_text(filter, "박스오피스 거르기 (한국·외국 영화, 다양성 영화, 지역)");
  name(filter, "필터: 전체 영화");
  adw_header_bar_pack_end(ADW_HEADER_BAR(header), menu_button);
  adw_header_bar_pack_end(ADW_HEADER_BAR(header), icon_button("view-grid-symbolic", "격자로 보기 (Ctrl+2)", "win.toggle-layout"));
  adw_header_bar_pack_end(ADW_HEADER_BAR(header), filter);
  return header;
}

static GtkWidget *kind_bar(void) {
  static const char *kinds[][2] = {{"일별", "daily"}, {"주말", "weekend"}, {"주간", "week"}, {"주중", "weekdays"}};
  GtkWidget *bar = box(GTK_ORIENTATION_HORIZONTAL, 0), *buttons = box(GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class(bar, "kind-bar");
  gtk_widget_add_css_class(buttons, "linked");
  for (unsigned i = 0; i < G_N_ELEMENTS(kinds); i++) {
    GtkWidget *b = gtk_toggle_button_new_with_label(kinds[i][0]);
    char *detailed = g_strdup_printf("win.chart-kind::%s", kinds[i][1]), *tip = g_strdup_printf("%s 박스오피스", kinds[i][0]);
    gtk_actionable_set_detailed_action_name(GTK_ACTIONABLE(b), detailed);
    describe(b, tip);
    g_free(detailed); g_free(tip);
    gtk_box_append(GTK_BOX(buttons), b);
  }
  name(buttons, "순위 종류");
  gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand(buttons, TRUE);
  gtk_box_append(GTK_BOX(bar), buttons);
  return bar;
}

static GtkWidget *chart_stack(void) {
  GtkWidget *stack = gtk_stack_new();
  GtkWidget *loading = box(GTK_ORIENTATION_VERTICAL, 12), *spinner = gtk_spinner_new();
  gtk_widget_set_size_request(spinner, 32, 32);
  gtk_box_append(GTK_BOX(loading), spinner);
  gtk_box_append(GTK_BOX(loading), label("박스오피스를 불러오는 중…", "dim-label", 0.5));
  GtkWidget *empty = adw_status_page_new(), *error = adw_status_page_new();
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(empty), "x-office-calendar-symbolic");
  adw_status_page_set_title(ADW_STATUS_PAGE(empty), "박스오피스 없음");
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(error), "dialog-warning-symbolic");
  adw_status_page_set_title(ADW_STATUS_PAGE(error), "박스오피스를 불러올 수 없습니다");
  GtkWidget *buttons = box(GTK_ORIENTATION_HORIZONTAL, 12), *details = gtk_expander_new_with_mnemonic("자세히(_D)");
  gtk_box_append(GTK_BOX(buttons), gtk_button_new_with_mnemonic("기본 설정 열기(_O)"));
  gtk_box_append(GTK_BOX(buttons), gtk_button_new_with_mnemonic("다시 시도(_T)"));
  gtk_expander_set_child(GTK_EXPANDER(details), label("", "monospace caption", 0));
  GtkWidget *error_box = box(GTK_ORIENTATION_VERTICAL, 18);
  gtk_box_append(GTK_BOX(error_box), buttons);
  gtk_box_append(GTK_BOX(error_box), details);
  adw_status_page_set_child(ADW_STATUS_PAGE(error), error_box);

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

  gtk_stack_add_named(GTK_STACK(stack), box(GTK_ORIENTATION_VERTICAL, 0), "blank");
  gtk_stack_add_named(GTK_STACK(stack), loading, "loading");
  gtk_stack_add_named(GTK_STACK(stack), scrolled, "list");
  gtk_stack_add_named(GTK_STACK(stack), empty, "empty");
  gtk_stack_add_named(GTK_STACK(stack), error, "error");
  gtk_stack_set_visible_child_name(GTK_STACK(stack), "list");
  return stack;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider);
  static const char *window_actions[] = {"refresh", "previous-day", "next-day", "latest-day", "show-list", "show-grid",
                                         "show-table", "copy", "export-csv", "toggle-layout", "show-help-overlay", "find"};
  static const char *accels[][2] = {{"win.refresh", "F5"}, {"win.previous-day", "<Alt>Left"}, {"win.next-day", "<Alt>Right"},
                                    {"win.show-list", "<Control>1"}, {"win.show-grid", "<Control>2"},
                                    {"win.show-table", "<Control>3"}, {"win.find", "<Control>f"}, {"app.quit", "<Control>q"}};
  GtkWidget *window = adw_application_window_new(app);
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

  GtkWidget *search = gtk_search_bar_new(), *entry = gtk_search_entry_new();
  gtk_search_bar_set_child(GTK_SEARCH_BAR(search), entry);
  gtk_search_bar_connect_entry(GTK_SEARCH_BAR(search), GTK_EDITABLE(entry));
  gtk_search_bar_set_key_capture_widget(GTK_SEARCH_BAR(search), window);
  GtkWidget *offline = box(GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class(offline, "offline-bar");
  gtk_box_append(GTK_BOX(offline), gtk_image_new_from_icon_name("network-offline-symbolic"));
  gtk_box_append(GTK_BOX(offline), label("오프라인 — 저장된 데이터를 보여 줍니다", NULL, 0));
  gtk_widget_set_visible(offline, FALSE);
  GtkWidget *sample = box(GTK_ORIENTATION_HORIZONTAL, 12), *sample_text =
    label("샘플 데이터: 정해진 며칠의 KOBIS 수치입니다. 최신 박스오피스를 보려면 API 키를 추가하세요.", NULL, 0);
  gtk_label_set_wrap(GTK_LABEL(sample_text), TRUE);
  gtk_label_set_wrap_mode(GTK_LABEL(sample_text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand(sample_text, TRUE);
  GtkWidget *add_key = gtk_button_new_with_mnemonic("API 키 추가(_A)");
  gtk_actionable_set_action_name(GTK_ACTIONABLE(add_key), "app.preferences");
  gtk_widget_add_css_class(add_key, "pill");
  gtk_widget_add_css_class(add_key, "suggested-action");
  gtk_widget_set_valign(add_key, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class(sample, "sample-bar");
  gtk_box_append(GTK_BOX(sample), gtk_image_new_from_icon_name("dialog-information-symbolic"));
  gtk_box_append(GTK_BOX(sample), sample_text);
  gtk_box_append(GTK_BOX(sample), add_key);
  name(sample, "샘플 데이터");
  GtkWidget *note = label("", "dim-label caption data-note", 0.5);
  gtk_widget_set_visible(note, FALSE);
  GtkWidget *toasts = adw_toast_overlay_new();
  adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), chart_stack());
  GtkWidget *totals = label("상위 10편 관객 92,263명 · 매출 8억 8,044만 4,130원 · 전체 시장 매출 ≈ 9억 5,700만 원",
                            "dim-label caption chart-totals numeric", 0.5);
  gtk_label_set_wrap(GTK_LABEL(totals), TRUE);
  GtkWidget *probe = gtk_drawing_area_new();
  gtk_widget_set_hexpand(probe, TRUE);

  GtkWidget *content = box(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *parts[] = {probe, header_bar(), kind_bar(), search, offline, sample, note, toasts, totals};
  for (unsigned i = 0; i < G_N_ELEMENTS(parts); i++) gtk_box_append(GTK_BOX(content), parts[i]);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
  gtk_window_set_title(GTK_WINDOW(window), "박스오피스");
  gtk_window_set_default_size(GTK_WINDOW(window), 920, 720);
  g_signal_connect_after(window, "map", G_CALLBACK(on_map), NULL);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  if (argc == 3 && g_str_equal(argv[1], "--png")) png_path = argv[2];
  AdwApplication *app = adw_application_new("kr.boxoffice.SameScreen", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
