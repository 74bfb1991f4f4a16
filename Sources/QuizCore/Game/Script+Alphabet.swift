extension Script {
  /// The letters that fill in decoys when a bank has too few of this script, in the case
  /// of `answer` (lower case when most of its cased letters are), or `nil` for a script
  /// with no built-in list.
  ///
  /// Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic and Thai get their alphabets,
  /// Devanagari its consonants and vowels, Hangul and Han lists of common syllables and
  /// characters, Japanese hiragana (katakana for an answer written in katakana), emoji a
  /// small set of familiar pictures, and digits 0–9.
  func alphabet(for answer: [Character]) -> [Character]? {
    let text: String
    switch self {
    case .latin: text = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    case .greek: text = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"
    case .cyrillic: text = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
    case .armenian: text = "ԱԲԳԴԵԶԷԸԹԺԻԼԽԾԿՀՁՂՃՄՅՆՇՈՉՊՋՌՍՎՏՐՑՒՓՔՕՖ"
    case .hebrew: text = "אבגדהוזחטיכלמנסעפצקרשת"
    case .arabic: text = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"
    case .devanagari: text = "अआइईउऊएऐओऔकखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह"
    case .thai: text = "กขฃคฅฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ"
    case .hangul: text = Self.commonHangul
    case .han: text = Self.commonHan
    case .kana: text = Self.prefersKatakana(answer) ? Self.katakana : Self.hiragana
    case .emoji: text = Self.commonEmoji
    case .common: text = "0123456789"
    case .other: return nil
    }
    let letters = Array(text)
    return isCased && Self.prefersLowercase(answer) ? letters.map(Self.lowercased) : letters
  }

  /// `letter` in upper case, or unchanged when its upper case is not one letter (`ß`).
  static func uppercased(_ letter: Character) -> Character {
    let upper = letter.uppercased()
    return upper.count == 1 ? Character(upper) : letter
  }

  /// `letter` in lower case, or unchanged when its lower case is not one letter.
  static func lowercased(_ letter: Character) -> Character {
    let lower = letter.lowercased()
    return lower.count == 1 ? Character(lower) : letter
  }

  /// True when most of the cased letters of `answer` are lower case.
  static func prefersLowercase(_ answer: [Character]) -> Bool {
    let lower = answer.filter(\.isLowercase).count
    return lower > answer.filter(\.isUppercase).count
  }

  private static func prefersKatakana(_ answer: [Character]) -> Bool {
    let inKatakana = answer.filter { katakana.contains($0) || $0 == "ー" }.count
    return inKatakana > answer.filter { hiragana.contains($0) }.count
  }

  private static let hiragana = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
  private static let katakana = "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲン"
  private static let commonHangul =
    "가나다라마바사아자차카타파하거너더러머버서어저처고노도로모보소오조초구누두루무부수우주추기니디리미비시이지치"
  private static let commonHan =
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好"
    + "都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进"
    + "把法此实回二理美点月明山水火木金土花草鸟鱼马牛羊猫狗书车门风雨雪云春夏秋冬白红黑"
  private static let commonEmoji =
    "🍎🍌🍇🍓🍒🍑🍍🥝🍋🍉🐶🐱🐭🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐝🌞🌙⭐🌈🔥💧🌸🌲🚗🚲⚽🎈🎁📚🎵"
}
