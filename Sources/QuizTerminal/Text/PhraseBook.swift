import Foundation

/// English phrases that QuizCore writes into its errors as text, each a template whose
/// `{}` holes take numbers, names or other phrases, so that a language can say them its own
/// way: a language gives its template for every case (an exhaustive `switch`), and
/// ``translate(_:with:)`` finds the phrase a text is and fills the language's template.
protocol PhraseBook: CaseIterable, Sendable {
  /// The phrase as QuizCore writes it, `{}` standing for each hole.
  var english: String { get }
}

extension PhraseBook {
  /// `text` said with `template` (a language's wording of each phrase, holes as `{}` in the
  /// same order as in English); the text in each hole is itself translated, so a phrase
  /// inside a message changes language too. Text that is no known phrase comes back as it is.
  static func translate(_ text: String, with template: (Self) -> String) -> String {
    // Phrases with more fixed words first, so that "the file ends inside data “<…>”" is not
    // taken for "the file ends inside {}".
    let phrases = allCases.sorted {
      $0.english.replacingOccurrences(of: "{}", with: "").count
        > $1.english.replacingOccurrences(of: "{}", with: "").count
    }
    for phrase in phrases {
      guard let holes = match(text, phrase.english) else { continue }
      let filled = holes.map { translate($0, with: template) }
      return fill(template(phrase), with: filled)
    }
    return text
  }

  /// The texts in the holes of `template` when `text` has its shape, else `nil`. Each hole
  /// holds at least one character and ends at the first place the next words fit (the last
  /// hole at the end of `text`).
  static func match(_ text: String, _ template: String) -> [String]? {
    let pieces = template.components(separatedBy: "{}")
    guard let first = pieces.first, let last = pieces.last, text.hasPrefix(first) else {
      return nil
    }
    if pieces.count == 1 { return text == template ? [] : nil }
    guard text.count >= first.count + last.count + pieces.count - 1, text.hasSuffix(last) else {
      return nil
    }
    let body = text.dropFirst(first.count).dropLast(last.count)
    var rest = Substring(body)
    var holes: [String] = []
    for piece in pieces.dropFirst().dropLast() {
      guard let start = rest.indices.dropFirst().first,
        let range = rest[start...].range(of: piece)
      else { return nil }
      holes.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    guard !rest.isEmpty else { return nil }
    holes.append(String(rest))
    return holes
  }

  /// `template` with its `{}` holes replaced by `values`, in order.
  static func fill(_ template: String, with values: [String]) -> String {
    let pieces = template.components(separatedBy: "{}")
    var result = pieces[0]
    for (index, piece) in pieces.dropFirst().enumerated() {
      result += (index < values.count ? values[index] : "") + piece
    }
    return result
  }
}
