#ifndef BOXOFFICE_CCAIRO_SHIM_H
#define BOXOFFICE_CCAIRO_SHIM_H
/* Cairo and Pango alone, for the images the window and the command line draw (no GTK, no display). */
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
