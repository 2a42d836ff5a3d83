#ifndef BOXOFFICE_CADW_SHIM_H
#define BOXOFFICE_CADW_SHIM_H
#include <adwaita.h>
#endif
