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

#endif
