#define _GNU_SOURCE 1

#include "clibc.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <stdatomic.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

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

// The guarded regions: a start of 0 marks a free slot. The handler reads them lock-free;
// a region is claimed by its start (compare-and-swap), then given its end.
#define CLIBC_MAP_GUARD_REGIONS 64
static _Atomic uintptr_t guard_starts[CLIBC_MAP_GUARD_REGIONS];
static _Atomic uintptr_t guard_ends[CLIBC_MAP_GUARD_REGIONS];
static _Atomic(void (*)(int)) guard_fallback;
static atomic_ulong guard_pages;
static atomic_int guard_installed;
static uintptr_t guard_page_size;

static void guard_handler(int number, siginfo_t *info, void *context) {
  (void)context;
  uintptr_t address = (uintptr_t)info->si_addr;
  // Only a fault the kernel reports has an address; `kill` and `raise` do not.
  int faulted = info->si_code > 0;
  for (int i = 0; faulted && i < CLIBC_MAP_GUARD_REGIONS; i++) {
    uintptr_t start = atomic_load(&guard_starts[i]);
    uintptr_t end = atomic_load(&guard_ends[i]);
    if (start == 0 || address < start || address >= end) {
      continue;
    }
    void *page = (void *)(address & ~(guard_page_size - 1));
    void *zeros = mmap(page, guard_page_size, PROT_READ,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (zeros != MAP_FAILED) {
      atomic_fetch_add(&guard_pages, 1);
      return;
    }
    break;
  }
  void (*fallback)(int) = atomic_load(&guard_fallback);
  if (fallback != NULL) {
    fallback(number);
    return;
  }
  // The default action, once this handler returns (SIGBUS is blocked while it runs).
  signal(number, SIG_DFL);
  raise(number);
}

int clibc_map_guard_install(void (*fallback)(int)) {
  if (fallback != NULL) {
    atomic_store(&guard_fallback, fallback);
  }
  if (atomic_exchange(&guard_installed, 1) == 1) {
    return 0;
  }
  long size = sysconf(_SC_PAGESIZE);
  guard_page_size = size > 0 ? (uintptr_t)size : 4096;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = guard_handler;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  if (sigaction(SIGBUS, &action, NULL) != 0) {
    atomic_store(&guard_installed, 0);
    return -1;
  }
  return 0;
}

int clibc_map_guard_add(const void *base, size_t size) {
  uintptr_t start = (uintptr_t)base;
  if (start == 0 || size == 0) {
    return -1;
  }
  for (int i = 0; i < CLIBC_MAP_GUARD_REGIONS; i++) {
    uintptr_t free_slot = 0;
    if (atomic_compare_exchange_strong(&guard_starts[i], &free_slot, start)) {
      atomic_store(&guard_ends[i], start + size);
      return 0;
    }
  }
  return -1;
}

void clibc_map_guard_remove(const void *base) {
  uintptr_t start = (uintptr_t)base;
  for (int i = 0; i < CLIBC_MAP_GUARD_REGIONS; i++) {
    if (atomic_load(&guard_starts[i]) == start) {
      atomic_store(&guard_ends[i], 0);
      atomic_store(&guard_starts[i], 0);
      return;
    }
  }
}

unsigned long clibc_map_guard_pages(void) { return atomic_load(&guard_pages); }
