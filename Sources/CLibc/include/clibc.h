#ifndef CLIBC_H
#define CLIBC_H

#include <stddef.h>
#include <stdint.h>

/// Reads the window size of the terminal on `fd` (TIOCGWINSZ); returns 0 on success.
int clibc_window_size(int fd, int *rows, int *columns);

/// The window's size in pixels from `ioctl(TIOCGWINSZ)` (`ws_xpixel`, `ws_ypixel`; 0 when the
/// terminal does not fill them in). Returns 0 on success, -1 on failure.
int clibc_window_pixels(int fd, int *width, int *height);

/// The local calendar date of `seconds` since the epoch, as `date` gives it: `localtime_r`
/// after `tzset`, so TZ is honoured exactly as libc reads it (zone names, POSIX strings with
/// daylight-saving rules, unset = /etc/localtime). Returns 0 on success.
int clibc_local_date(int64_t seconds, int *year, int *month, int *day);

/// Makes `LC_ALL`, `LC_MESSAGES` and `LANG` safe for ICU, which Foundation consults for the
/// current locale and which crashes on some values (a language part of 12 letters or more):
/// a value not shaped `ll[_TT][.codeset][@modifier]` (language of 2–3 ASCII letters, short
/// parts), `C`, `C.codeset` or `POSIX` becomes its language alone when that part is 2–3
/// letters, else `C.UTF-8`. Call first thing in `main`, before Foundation reads the locale.
void clibc_sanitize_locale_environment(void);

/// Guards files mapped into memory against being cut short meanwhile. A read past a mapped
/// file's new end raises SIGBUS; for an address inside a region given to
/// `clibc_map_guard_add`, the guard's handler maps a page of zeros over the page read and
/// returns, so the read goes on and sees zeros.
///
/// Installs the guard's SIGBUS handler (`sigaction`, once per process). A SIGBUS outside every
/// region, or sent by `kill` or `raise`, runs `fallback` when one was given (a later non-NULL
/// one replaces it), else the default action, which ends the process. Returns 0 on success,
/// -1 when the handler cannot be installed.
int clibc_map_guard_install(void (*fallback)(int));

/// Guards the `size` bytes mapped at `base`. Returns 0, or -1 when every one of the guard's
/// 64 regions is in use (the caller then reads the file instead of mapping it).
int clibc_map_guard_add(const void *base, size_t size);

/// Stops guarding the region that starts at `base` (before it is unmapped).
void clibc_map_guard_remove(const void *base);

/// How many pages of zeros the guard has mapped since the process started.
unsigned long clibc_map_guard_pages(void);

#endif
