#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H

#include <spawn.h>
#include <stddef.h>

/// Sets the window size of the terminal on `fd` (TIOCSWINSZ); returns 0 on success.
int clibc_set_window_size(int fd, int rows, int columns);

/// Opens a new pseudo-terminal pair; returns the controller fd (close-on-exec, or -1) and
/// writes the device path of the other side into `name` (at most `size` bytes).
int clibc_open_pty(char *name, size_t size);

/// A pipe whose two ends are close-on-exec from the start (pipe2 with O_CLOEXEC), so a child
/// another thread starts meanwhile never holds them; returns 0 on success.
int clibc_pipe_cloexec(int fds[2]);

/// Adds to `actions` the closing of every descriptor from `lowest` on in the child
/// (posix_spawn_file_actions_addclosefrom_np); returns 0 on success.
int clibc_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// How many bytes wait to be read in the pipe, socket or terminal on `fd` (FIONREAD; on a
/// pipe either end tells); -1 on error.
int clibc_pending_bytes(int fd);

#endif
