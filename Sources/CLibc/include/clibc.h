#ifndef CLIBC_H
#define CLIBC_H

#include <stddef.h>
#include <stdint.h>

/// Column width of one Unicode scalar (libc wcwidth under a UTF-8 locale); -1 if not printable.
int clibc_wcwidth(uint32_t scalar);

/// Reads the window size of the terminal on `fd` (TIOCGWINSZ); returns 0 on success.
int clibc_window_size(int fd, int *rows, int *columns);

#endif
