import Testing

@testable import QuizUI

/// The locale's language code picks the language, whatever else the locale name carries.
@Suite("Interface language from the locale name")
struct StringsLocaleTests {
  @Test(
    "the language code decides, with script, region, charset and modifier ignored",
    arguments: [
      ("zh_CN.UTF-8", "zh"), ("zh_TW.Big5", "zh"), ("zh-Hant-TW", "zh"), ("zh-Hans", "zh"),
      ("zh_CN.UTF-8@pinyin", "zh"), ("Zh-hans", "zh"), ("zh", "zh"),
      ("es_ES@euro", "es"), ("es-419", "es"), ("es_MX", "es"), ("es.UTF-8", "es"),
      ("ES_es", "es"), ("es", "es"),
      ("fr_FR", "fr"), ("fr_CA.UTF-8", "fr"), ("fr-BE@euro", "fr"), ("FR_fr", "fr"),
      ("en_US.UTF-8", "en"), ("it_IT", "en"), ("eo", "en"), ("english", "en"),
      ("esperanto", "en"), ("zhuang", "en"), ("frisian", "en"), ("C", "en"), ("C.UTF-8", "en"),
      ("POSIX", "en"),
      ("", "en"),
    ])
  func languageCode(locale: String, code: String) {
    #expect(Strings.forLocale(locale).code == code, "\(locale)")
  }

  @Test("a tricky locale in LC_MESSAGES still comes after LC_ALL and before LANG")
  func precedenceKept() {
    let environment = ["LANG": "es-419", "LC_MESSAGES": "zh-Hant-TW"]
    #expect(Strings.forEnvironment(environment).code == "zh")
    #expect(Strings.forEnvironment(environment.merging(["LC_ALL": "C.UTF-8"]) { $1 }).code == "en")
    #expect(Strings.forEnvironment(["LANG": "es_ES@euro", "LC_MESSAGES": ""]).code == "es")
  }
}
