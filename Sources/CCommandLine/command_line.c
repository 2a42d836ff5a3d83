/* The Swift runtime's two command-line functions, in place of its CommandLine.cpp. That file finds argv
 * in a static initializer by reading /proc/self/maps and walking the stack (a way meant for static
 * executables whose .init_array functions get no arguments): 0.9 ms at every start, a quarter of a
 * cached `boxoffice daily`. glibc passes argc and argv to .init_array functions, so they are taken there.
 * With the static standard library (release) these definitions come first and the runtime's file is
 * left out of the link; with the shared one (debug, tests) the library keeps its own. Should a newer
 * runtime put another symbol the standard library needs in that file, the release link fails loudly
 * with a duplicate symbol, never silently. Other C libraries (musl) call .init_array without arguments:
 * there the runtime's own file is used. */
#include <stdlib.h>   /* defines __GLIBC__ on glibc */
#ifdef __GLIBC__

static int argument_count;
static char **arguments;
static int override_count;
static char **override_arguments;

static void take_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  argument_count = argc;
  arguments = argv;
}

__attribute__((section(".init_array"), used)) static void (*const take_arguments_at_start)(int, char **, char **) = take_arguments;

/* The runtime declares both with the Swift calling convention. */
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  static char *no_arguments[] = {NULL};
  if (override_arguments) {
    *outArgLen = override_count;
    return override_arguments;
  }
  if (!arguments) {
    *outArgLen = 0;
    return no_arguments;
  }
  *outArgLen = argument_count;
  return arguments;
}

__attribute__((swiftcall)) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
  override_arguments = argv;
  override_count = argc;
}

#endif
