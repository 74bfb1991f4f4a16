#define _GNU_SOURCE 1

#include "clibc.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/ioctl.h>

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

int clibc_window_pixels(int fd, int *width, int *height) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
    return -1;
  }
  *width = size.ws_xpixel;
  *height = size.ws_ypixel;
  return 0;
}

int clibc_local_date(int64_t seconds, int *year, int *month, int *day) {
  time_t when = (time_t)seconds;
  struct tm parts;
  memset(&parts, 0, sizeof parts);
  tzset();
  if (localtime_r(&when, &parts) == NULL) {
    return -1;
  }
  *year = parts.tm_year + 1900;
  *month = parts.tm_mon + 1;
  *day = parts.tm_mday;
  return 0;
}

static int clibc_is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int clibc_is_alnum(char c) { return clibc_is_alpha(c) || (c >= '0' && c <= '9'); }

/// The length of the run of characters at `text` accepted by `accept`, stopping at `limit + 1`.
static size_t clibc_run(const char *text, int (*accept)(char), size_t limit) {
  size_t length = 0;
  while (text[length] != '\0' && accept(text[length]) && length <= limit) {
    length += 1;
  }
  return length;
}

static int clibc_is_codeset(char c) { return clibc_is_alnum(c) || c == '-' || c == '_'; }

/// The length of a 2–3 letter language at the start of `value`, or 0.
static size_t clibc_language_length(const char *value) {
  size_t length = clibc_run(value, clibc_is_alpha, 3);
  return length >= 2 && length <= 3 ? length : 0;
}

static int clibc_locale_is_safe(const char *value) {
  if (strcmp(value, "C") == 0 || strcmp(value, "POSIX") == 0) {
    return 1;
  }
  const char *rest = value;
  if (strncmp(value, "C.", 2) == 0) {
    rest = value + 1;
  } else {
    size_t language = clibc_language_length(value);
    if (language == 0) {
      return 0;
    }
    rest = value + language;
    if (*rest == '_') {
      size_t territory = clibc_run(rest + 1, clibc_is_alnum, 3);
      if (territory < 2 || territory > 3) {
        return 0;
      }
      rest += 1 + territory;
    }
  }
  if (*rest == '.') {
    size_t codeset = clibc_run(rest + 1, clibc_is_codeset, 16);
    if (codeset < 1 || codeset > 16) {
      return 0;
    }
    rest += 1 + codeset;
  }
  if (*rest == '@') {
    size_t modifier = clibc_run(rest + 1, clibc_is_alnum, 8);
    if (modifier < 1 || modifier > 8) {
      return 0;
    }
    rest += 1 + modifier;
  }
  return *rest == '\0';
}

void clibc_sanitize_locale_environment(void) {
  static const char *const names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
  for (size_t index = 0; index < sizeof names / sizeof names[0]; index += 1) {
    const char *value = getenv(names[index]);
    if (value == NULL || value[0] == '\0' || clibc_locale_is_safe(value)) {
      continue;
    }
    char language[4] = {0};
    size_t length = clibc_language_length(value);
    if (length > 0) {
      memcpy(language, value, length);
      setenv(names[index], language, 1);
    } else {
      setenv(names[index], "C.UTF-8", 1);
    }
  }
}
