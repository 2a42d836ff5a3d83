// gettext from the C library: the command line reads translations without loading GLib.
#include <libintl.h>
#include <locale.h>
