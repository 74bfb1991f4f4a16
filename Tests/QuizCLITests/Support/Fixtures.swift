import Foundation

/// A temporary directory for one test's banks, state files and fake home; removed at the end.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The URL of `name` inside the directory.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Writes `questions` as an XML property list named `name`; returns its path.
  @discardableResult
  func bank(_ questions: [[String: Any]], named name: String = "bank.plist") throws -> String {
    try plist(questions, named: name)
  }

  /// Writes any property-list `value` named `name`; returns its path.
  @discardableResult
  func plist(_ value: Any, named name: String) throws -> String {
    let data = try PropertyListSerialization.data(
      fromPropertyList: value, format: .xml, options: 0)
    try data.write(to: file(name))
    return file(name).path
  }

  /// Writes raw `bytes` named `name`; returns its path.
  @discardableResult
  func raw(_ bytes: [UInt8], named name: String) throws -> String {
    try Data(bytes).write(to: file(name))
    return file(name).path
  }

  /// The names of everything under the directory, recursively.
  func contents() -> [String] {
    FileManager.default.subpaths(atPath: url.path) ?? []
  }
}

/// Question banks used by the end-to-end tests.
enum Banks {
  /// One question with its tiles given in display order.
  static func question(_ answer: String, _ title: String, options: String? = nil)
    -> [String: Any]
  {
    var entry: [String: Any] = ["answer": answer, "title": title]
    if let options { entry["options"] = options.map(String.init) }
    return entry
  }

  /// Three questions whose tiles are the answer plus one decoy each.
  static var three: [[String: Any]] {
    [
      question("SUN", "Hot star", options: "SUNX"),
      question("CAT", "Meows", options: "CATQ"),
      question("DOG", "Barks", options: "DOGZ"),
    ]
  }

  /// Two Chinese questions, tiles given.
  static var chinese: [[String: Any]] {
    [
      question("鸭梨", "一种水果", options: "鸭梨苹果"),
      question("熊猫", "黑白的动物", options: "熊猫狗"),
    ]
  }

  /// Three questions without `options`: the game generates the tiles.
  static var generated: [[String: Any]] {
    [
      question("APPLE", "A red fruit"),
      question("KIWI", "A furry fruit"),
      question("PEAR", "A green fruit"),
    ]
  }
}
