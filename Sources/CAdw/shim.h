#ifndef BOXOFFICE_CADW_SHIM_H
#define BOXOFFICE_CADW_SHIM_H
/* adwaita.h includes gtk.h, so clang may attribute GTK declarations to this module or to CGtk
   depending on build order: every Swift file that uses GTK imports both. */
#include <adwaita.h>
#endif
