#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H

#include <stddef.h>

/// Sets the window size of the terminal on `fd` (TIOCSWINSZ); returns 0 on success.
int clibc_set_window_size(int fd, int rows, int columns);

/// Opens a new pseudo-terminal pair; returns the controller fd (close-on-exec, or -1) and
/// writes the device path of the other side into `name` (at most `size` bytes).
int clibc_open_pty(char *name, size_t size);

#endif
