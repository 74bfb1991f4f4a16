import Foundation

/// A bank's own title: a bank is an array of questions, or a dictionary holding that array
/// under `questions` and, optionally, a `title` to show for the whole pack.
extension QuestionBank {
  /// The most characters a bank's title may have.
  public static let titleLimit = 80
  /// The key of the questions in a dictionary at the root.
  public static let questionsKey = "questions"
  /// The key of the bank's title in a dictionary at the root.
  public static let titleKey = "title"

  /// The root of a bank read: its question entries, its title when it has a valid one, and
  /// the problems of the root's own keys (as question 0).
  struct Root {
    var entries: [Any]
    var title: String?
    var issues: [BankIssue] = []
  }

  /// The question entries and title of a parsed property list: an array is the questions;
  /// a dictionary holds them in an array under `questions` and may have a `title` (a
  /// string of at most ``titleLimit`` characters, with no control or invisible character);
  /// any other key of it is a warning. Anything else is ``BankError/wrongRoot(path:found:)``.
  static func root(of value: Any, path: String) throws(BankError) -> Root {
    if let entries = value as? [Any] { return Root(entries: entries) }
    guard let dictionary = value as? [String: Any],
      let entries = dictionary[questionsKey] as? [Any]
    else {
      throw .wrongRoot(path: path, found: BankValidator.valueType(of: value))
    }
    var root = Root(entries: entries)
    func report(_ key: String, _ problem: BankProblem) {
      root.issues.append(BankIssue(question: 0, key: key, problem: problem))
    }
    if let value = dictionary[titleKey] {
      root.title = checkedTitle(value, report: report)
    }
    for key in dictionary.keys.sorted() where key != questionsKey && key != titleKey {
      report(key, .unknownKey)
    }
    return root
  }

  /// `value` as a bank's title, or `nil` after reporting why it cannot be one: not a string,
  /// blank, a control or invisible character, more than ``titleLimit`` characters.
  public static func checkedTitle(_ value: Any, report: (String, BankProblem) -> Void)
    -> String?
  {
    guard
      let text = BankValidator.requiredText(
        titleKey, value, fastPaths: true, report: report)
    else { return nil }
    guard text.count <= titleLimit else {
      report(titleKey, .tooLong(count: text.count, limit: titleLimit))
      return nil
    }
    return text
  }
}
