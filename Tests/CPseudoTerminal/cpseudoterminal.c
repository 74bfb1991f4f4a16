// Pseudo-terminals for the tests only; the game never opens one.
// NB: posix_openpt, grantpt and unlockpt sit behind _XOPEN_SOURCE, and the thread-safe
// ptsname_r behind _GNU_SOURCE, which Swift's Glibc module does not define, so they are
// wrapped here.
#define _GNU_SOURCE 1

#include "cpseudoterminal.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int clibc_set_window_size(int fd, int rows, int columns) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)columns;
  return ioctl(fd, TIOCSWINSZ, &size);
}

int clibc_open_pty(char *name, size_t size) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    return -1;
  }
  // ptsname_r, not ptsname: ptsname's static buffer can hold another thread's pty name.
  if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, size) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

int clibc_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int clibc_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int clibc_pending_bytes(int fd) {
  int count = 0;
  if (ioctl(fd, FIONREAD, &count) != 0) {
    return -1;
  }
  return count;
}
