import CLibc

extension Platform {
  /// Makes the locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`) of this process safe for
  /// Foundation, which hands them to ICU (see `clibc_sanitize_locale_environment`).
  package static func sanitizeLocaleEnvironment() {
    clibc_sanitize_locale_environment()
  }
}
