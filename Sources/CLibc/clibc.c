// NB: wcwidth, posix_openpt, grantpt, unlockpt and ptsname sit behind _XOPEN_SOURCE,
// which Swift's Glibc module does not define, so they are wrapped here.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE 1

#include "clibc.h"

#include <fcntl.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <wchar.h>

static int clibc_locale_ready = 0;

int clibc_wcwidth(uint32_t scalar) {
  if (!clibc_locale_ready) {
    // Only the character-classification category is touched, and only once.
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) {
      setlocale(LC_CTYPE, "en_US.UTF-8");
    }
    clibc_locale_ready = 1;
  }
  return wcwidth((wchar_t)scalar);
}

int clibc_window_size(int fd, int *rows, int *columns) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
    return -1;
  }
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

int clibc_set_window_size(int fd, int rows, int columns) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = (unsigned short)rows;
  size.ws_col = (unsigned short)columns;
  return ioctl(fd, TIOCSWINSZ, &size);
}

int clibc_open_pty(char *name, size_t size) {
  int fd = posix_openpt(O_RDWR | O_NOCTTY);
  if (fd < 0) {
    return -1;
  }
  if (grantpt(fd) != 0 || unlockpt(fd) != 0) {
    return -1;
  }
  const char *path = ptsname(fd);
  if (path == NULL || strlen(path) + 1 > size) {
    return -1;
  }
  strcpy(name, path);
  return fd;
}
