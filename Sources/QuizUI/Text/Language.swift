import Foundation

/// A language of the interface: every table a player reads comes in each of these, and every
/// choice of a table is an exhaustive switch over this type, so a new language does not compile
/// until each table has it.
public enum Language: String, CaseIterable, Sendable {
  /// English, for any locale that names no other language of the interface.
  case english = "en"
  /// Spanish (`es*` locales).
  case spanish = "es"
  /// Chinese (`zh*` locales).
  case chinese = "zh"
  /// French (`fr*` locales).
  case french = "fr"

  /// The language's code (`en`, `es`, `zh`, `fr`): the `language` of the bundled packs the daily
  /// puzzle is chosen from.
  public var code: String { rawValue }

  /// The language for a locale name such as `es_ES.UTF-8`, `zh-Hant-TW` or `fr_FR@euro`:
  /// Foundation's `Locale` reads its language code; any code that is no language of the
  /// interface, or none (`C`, `POSIX`, `C.UTF-8`, empty), is English.
  public static func forLocale(_ locale: String) -> Language {
    let code = Locale(identifier: locale).language.languageCode?.identifier.lowercased()
    return code.flatMap(Language.init(rawValue:)) ?? .english
  }

  /// The interface strings of this language.
  public var strings: Strings {
    switch self {
    case .english: Strings.english
    case .spanish: Strings.spanish
    case .chinese: Strings.chinese
    case .french: Strings.french
    }
  }
}
