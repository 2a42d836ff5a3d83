// Nothing to call: the target defines the Swift runtime's command-line functions (command_line.c).
#ifndef CCOMMANDLINE_H
#define CCOMMANDLINE_H
#endif
