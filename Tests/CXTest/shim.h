#ifndef BOXOFFICE_CXTEST_SHIM_H
#define BOXOFFICE_CXTEST_SHIM_H
/* Tests only: real key presses through the X server (Xvfb), the way a keyboard sends them, since GTK
 * has no public way to make a key event. */
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <limits.h>
#include <string.h>

/* Raises `window` and gives it the X input focus, as a window manager does for the window a user picks
 * (none runs under Xvfb, and a new window covers the ones before it). FALSE off X11. */
static inline gboolean boxoffice_xtest_focus(GtkWidget *window) {
    GdkDisplay *display = gtk_widget_get_display(window);
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!GDK_IS_X11_DISPLAY(display) || surface == NULL) return FALSE;
    Display *x = gdk_x11_display_get_xdisplay(display);
    XRaiseWindow(x, gdk_x11_surface_get_xid(surface));
    XSetInputFocus(x, gdk_x11_surface_get_xid(surface), RevertToParent, CurrentTime);
    XSync(x, False);
    return TRUE;
}

/* Takes the keyboard focus away from every window of the process (as switching to another app does). */
static inline gboolean boxoffice_xtest_unfocus(GtkWidget *window) {
    GdkDisplay *display = gtk_widget_get_display(window);
    if (!GDK_IS_X11_DISPLAY(display)) return FALSE;
    Display *x = gdk_x11_display_get_xdisplay(display);
    XSetInputFocus(x, None, RevertToNone, CurrentTime);  /* not PointerRoot: the pointer may be over a window */
    XSync(x, False);
    return TRUE;
}

/* Presses and releases `keyval` with the modifiers held. FALSE when the key has no keycode. */
static inline gboolean boxoffice_xtest_key(GtkWidget *widget, guint keyval, gboolean shift, gboolean control, gboolean alt) {
    GdkDisplay *display = gtk_widget_get_display(widget);
    if (!GDK_IS_X11_DISPLAY(display)) return FALSE;
    Display *x = gdk_x11_display_get_xdisplay(display);
    KeyCode code = XKeysymToKeycode(x, keyval);
    if (code == 0) return FALSE;
    KeyCode shiftCode = XKeysymToKeycode(x, GDK_KEY_Shift_L), controlCode = XKeysymToKeycode(x, GDK_KEY_Control_L);
    KeyCode altCode = XKeysymToKeycode(x, GDK_KEY_Alt_L);
    if (shift) XTestFakeKeyEvent(x, shiftCode, True, CurrentTime);
    if (control) XTestFakeKeyEvent(x, controlCode, True, CurrentTime);
    if (alt) XTestFakeKeyEvent(x, altCode, True, CurrentTime);
    XTestFakeKeyEvent(x, code, True, CurrentTime);
    XTestFakeKeyEvent(x, code, False, CurrentTime);
    if (alt) XTestFakeKeyEvent(x, altCode, False, CurrentTime);
    if (control) XTestFakeKeyEvent(x, controlCode, False, CurrentTime);
    if (shift) XTestFakeKeyEvent(x, shiftCode, False, CurrentTime);
    XSync(x, False);
    return TRUE;
}

/* Where `fx` and `fy` of the way across and down `widget` (0…1) is on the X screen, and its display. FALSE off X11
 * or before the widget is in a shown window. */
static inline gboolean boxoffice_xtest_root_point(GtkWidget *widget, double fx, double fy, Display **x, int *rootX, int *rootY) {
    GdkDisplay *display = gtk_widget_get_display(widget);
    GtkNative *native = gtk_widget_get_native(widget);
    if (!GDK_IS_X11_DISPLAY(display) || native == NULL) return FALSE;
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface == NULL) return FALSE;
    graphene_point_t point = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) * fx, gtk_widget_get_height(widget) * fy), inNative;
    if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &point, &inNative)) return FALSE;
    double dx = 0, dy = 0;
    gtk_native_get_surface_transform(native, &dx, &dy);
    *x = gdk_x11_display_get_xdisplay(display);
    Window childWindow;
    XTranslateCoordinates(*x, gdk_x11_surface_get_xid(surface), DefaultRootWindow(*x),
                          (int)(inNative.x + dx), (int)(inNative.y + dy), rootX, rootY, &childWindow);
    return TRUE;
}

/* Clicks the middle of `widget` with mouse button `button` (1 primary, 3 secondary). */
static inline gboolean boxoffice_xtest_click_button(GtkWidget *widget, unsigned int button) {
    Display *x = NULL;
    int rootX = 0, rootY = 0;
    if (!boxoffice_xtest_root_point(widget, 0.5, 0.5, &x, &rootX, &rootY)) return FALSE;
    XTestFakeMotionEvent(x, -1, rootX, rootY, CurrentTime);
    XTestFakeButtonEvent(x, button, True, CurrentTime);
    XTestFakeButtonEvent(x, button, False, CurrentTime);
    XSync(x, False);
    return TRUE;
}

static inline gboolean boxoffice_xtest_click(GtkWidget *widget) { return boxoffice_xtest_click_button(widget, 1); }

/* Moves the pointer to the middle of `widget` and presses (`down`) or releases mouse button `button` there:
 * a press held while the test waits (a long press). FALSE off X11. */
static inline gboolean boxoffice_xtest_button(GtkWidget *widget, unsigned int button, gboolean down) {
    Display *x = NULL;
    int rootX = 0, rootY = 0;
    if (!boxoffice_xtest_root_point(widget, 0.5, 0.5, &x, &rootX, &rootY)) return FALSE;
    if (down) XTestFakeMotionEvent(x, -1, rootX, rootY, CurrentTime);
    XTestFakeButtonEvent(x, button, down, CurrentTime);
    XSync(x, False);
    return TRUE;
}

/* Moves the pointer over `widget`, `fx` and `fy` of the way across and down it (0…1), as a hand on the mouse does. */
static inline gboolean boxoffice_xtest_move(GtkWidget *widget, double fx, double fy) {
    Display *x = NULL;
    int rootX = 0, rootY = 0;
    if (!boxoffice_xtest_root_point(widget, fx, fy, &x, &rootX, &rootY)) return FALSE;
    XTestFakeMotionEvent(x, -1, rootX, rootY, CurrentTime);
    XSync(x, False);
    return TRUE;
}

/* Puts the pointer in the screen's bottom-right corner, away from any window a test opens: a list that
 * activates on a single click selects the row under the pointer, and a pointer left there by an earlier test
 * would choose what Enter opens. FALSE off X11. */
static inline gboolean boxoffice_xtest_park_pointer(void) {
    GdkDisplay *display = gdk_display_get_default();
    if (display == NULL || !GDK_IS_X11_DISPLAY(display)) return FALSE;
    Display *x = gdk_x11_display_get_xdisplay(display);
    Screen *screen = DefaultScreenOfDisplay(x);
    XTestFakeMotionEvent(x, -1, WidthOfScreen(screen) - 1, HeightOfScreen(screen) - 1, CurrentTime);
    XSync(x, False);
    return TRUE;
}
/* The X server's viewable top-level windows as "PID<tab>TITLE" lines (_NET_WM_PID, _NET_WM_NAME) in `buffer`:
 * the windows another process shows, as a user sees them (no window manager runs under Xvfb, so top-levels are
 * the root's children). Its own connection, so a process without GTK can look. -1 without a display. */
/* Ignores X errors while it is set: a window may go between listing it and reading it (BadWindow), and Xlib's own
 * handler would end the process. */
static inline int boxoffice_xtest_ignore_error(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    return 0;
}

static inline int boxoffice_xtest_window_titles(char *buffer, size_t size) {
    if (size == 0) return -1;
    buffer[0] = '\0';
    Display *x = XOpenDisplay(NULL);
    if (x == NULL) return -1;
    Atom name = XInternAtom(x, "_NET_WM_NAME", False), utf8 = XInternAtom(x, "UTF8_STRING", False);
    Atom pidAtom = XInternAtom(x, "_NET_WM_PID", False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(boxoffice_xtest_ignore_error);
    Window root, parent, *children = NULL;
    unsigned int count = 0;
    int found = 0;
    size_t used = 0;
    if (XQueryTree(x, DefaultRootWindow(x), &root, &parent, &children, &count)) {
        for (unsigned int i = 0; i < count; i++) {
            XWindowAttributes attributes;
            if (!XGetWindowAttributes(x, children[i], &attributes) || attributes.map_state != IsViewable) continue;
            Atom type;
            int format;
            unsigned long items, after;
            unsigned char *title = NULL, *pid = NULL;
            if (XGetWindowProperty(x, children[i], name, 0, 1024, False, utf8, &type, &format, &items, &after, &title) != Success
                || title == NULL) continue;
            long process = 0;
            if (XGetWindowProperty(x, children[i], pidAtom, 0, 1, False, XA_CARDINAL, &type, &format, &items, &after, &pid) == Success
                && pid != NULL && items == 1) process = *(long *)pid;
            int written = snprintf(buffer + used, size - used, "%ld\t%s\n", process, (char *)title);
            if (written > 0 && (size_t)written < size - used) { used += (size_t)written; found++; }
            XFree(title);
            if (pid != NULL) XFree(pid);
        }
        if (children != NULL) XFree(children);
    }
    XSync(x, False);
    XSetErrorHandler(previous);
    XCloseDisplay(x);
    return found;
}
/* Saves as PNG what the X server shows of its viewable top-level windows (the box around them all, stacked as
 * they are), as a user would see it: a screenshot of other processes' windows. FALSE without a display or a
 * window, while nothing is drawn yet (every pixel alike), or if the file could not be written. */
static inline gboolean boxoffice_xtest_save_screen(const char *path) {
    Display *x = XOpenDisplay(NULL);
    if (x == NULL) return FALSE;
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(boxoffice_xtest_ignore_error);
    Window root, parent, *children = NULL;
    unsigned int count = 0;
    int left = INT_MAX, top = INT_MAX, right = 0, bottom = 0;
    if (XQueryTree(x, DefaultRootWindow(x), &root, &parent, &children, &count)) {
        for (unsigned int i = 0; i < count; i++) {
            XWindowAttributes a;
            if (!XGetWindowAttributes(x, children[i], &a) || a.map_state != IsViewable) continue;
            if (a.x < left) left = a.x;
            if (a.y < top) top = a.y;
            if (a.x + a.width > right) right = a.x + a.width;
            if (a.y + a.height > bottom) bottom = a.y + a.height;
        }
        if (children != NULL) XFree(children);
    }
    if (left < 0) left = 0;
    if (top < 0) top = 0;
    int screenWidth = DisplayWidth(x, DefaultScreen(x)), screenHeight = DisplayHeight(x, DefaultScreen(x));
    if (right > screenWidth) right = screenWidth;
    if (bottom > screenHeight) bottom = screenHeight;
    gboolean saved = FALSE;
    if (right > left && bottom > top) {
        XImage *image = XGetImage(x, DefaultRootWindow(x), left, top, right - left, bottom - top, AllPlanes, ZPixmap);
        if (image != NULL) {
            GdkPixbuf *pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, FALSE, 8, image->width, image->height);
            guchar *pixels = gdk_pixbuf_get_pixels(pixbuf);
            int stride = gdk_pixbuf_get_rowstride(pixbuf);
            unsigned long first = XGetPixel(image, 0, 0);
            gboolean drawn = FALSE;
            for (int row = 0; row < image->height; row++) {
                for (int column = 0; column < image->width; column++) {
                    unsigned long pixel = XGetPixel(image, column, row);
                    if (pixel != first) drawn = TRUE;
                    guchar *out = pixels + row * stride + column * 3;
                    out[0] = (pixel & image->red_mask) >> 16;
                    out[1] = (pixel & image->green_mask) >> 8;
                    out[2] = pixel & image->blue_mask;
                }
            }
            saved = drawn && gdk_pixbuf_save(pixbuf, path, "png", NULL, NULL);
            g_object_unref(pixbuf);
            XDestroyImage(image);
        }
    }
    XSync(x, False);
    XSetErrorHandler(previous);
    XCloseDisplay(x);
    return saved;
}

/* Gives the X input focus to `process`'s viewable top-level window titled `title` and presses `keyval` there (with
 * Control when `control`), as a user does in another program's window. FALSE without a display or that window. */
static inline gboolean boxoffice_xtest_key_in_process(long process, const char *title, unsigned int keyval, gboolean control) {
    Display *x = XOpenDisplay(NULL);
    if (x == NULL) return FALSE;
    Atom name = XInternAtom(x, "_NET_WM_NAME", False), utf8 = XInternAtom(x, "UTF8_STRING", False);
    Atom pidAtom = XInternAtom(x, "_NET_WM_PID", False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(boxoffice_xtest_ignore_error);
    Window root, parent, *children = NULL, found = None;
    unsigned int count = 0;
    if (XQueryTree(x, DefaultRootWindow(x), &root, &parent, &children, &count)) {
        for (unsigned int i = 0; i < count && found == None; i++) {
            XWindowAttributes attributes;
            if (!XGetWindowAttributes(x, children[i], &attributes) || attributes.map_state != IsViewable) continue;
            Atom type;
            int format;
            unsigned long items, after;
            unsigned char *text = NULL, *pid = NULL;
            if (XGetWindowProperty(x, children[i], pidAtom, 0, 1, False, XA_CARDINAL, &type, &format, &items, &after, &pid) == Success
                && pid != NULL && items == 1 && *(long *)pid == process
                && XGetWindowProperty(x, children[i], name, 0, 1024, False, utf8, &type, &format, &items, &after, &text) == Success
                && text != NULL && strcmp((char *)text, title) == 0) found = children[i];
            if (text != NULL) XFree(text);
            if (pid != NULL) XFree(pid);
        }
        if (children != NULL) XFree(children);
    }
    gboolean pressed = FALSE;
    KeyCode code = XKeysymToKeycode(x, keyval), controlCode = XKeysymToKeycode(x, GDK_KEY_Control_L);
    if (found != None && code != 0) {
        XRaiseWindow(x, found);
        XSetInputFocus(x, found, RevertToParent, CurrentTime);
        if (control) XTestFakeKeyEvent(x, controlCode, True, CurrentTime);
        XTestFakeKeyEvent(x, code, True, CurrentTime);
        XTestFakeKeyEvent(x, code, False, CurrentTime);
        if (control) XTestFakeKeyEvent(x, controlCode, False, CurrentTime);
        pressed = TRUE;
    }
    XSync(x, False);
    XSetErrorHandler(previous);
    XCloseDisplay(x);
    return pressed;
}
#endif
