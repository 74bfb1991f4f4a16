// NB: wcwidth sits behind _XOPEN_SOURCE, which Swift's Glibc module does not define, so
// it is wrapped here.
#define _GNU_SOURCE 1

#include "clibc.h"

#include <locale.h>
#include <pthread.h>
#include <string.h>
#include <sys/ioctl.h>
#include <wchar.h>

static pthread_once_t clibc_locale_once = PTHREAD_ONCE_INIT;

static void clibc_set_locale(void) {
  // Only the character-classification category is touched.
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) {
    setlocale(LC_CTYPE, "en_US.UTF-8");
  }
}

int clibc_wcwidth(uint32_t scalar) {
  // Once per process, even when several threads measure text at the same moment.
  pthread_once(&clibc_locale_once, clibc_set_locale);
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
