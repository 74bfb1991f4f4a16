import Foundation

/// One parsed line of `quiz --json`.
struct JSONEvent {
  /// The decoded object.
  let fields: [String: Any]

  /// Parses `line`; nil when it is not a JSON object.
  init?(_ line: String) {
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    fields = object
  }

  /// Every line of `output`, parsed (lines that are not JSON objects are dropped).
  static func all(_ output: String) -> [JSONEvent] {
    output.split(separator: "\n").compactMap { JSONEvent(String($0)) }
  }

  var event: String { fields["event"] as? String ?? "?" }
  var question: Int { fields["question"] as? Int ?? -1 }
  var score: Int { fields["score"] as? Int ?? -1 }
  var slots: [String] { fields["slots"] as? [String] ?? [] }
  var tiles: [String] { fields["tiles"] as? [String] ?? [] }
  var title: String? { fields["title"] as? String }
  var reason: String? { fields["reason"] as? String }

  /// The field `key` as an integer.
  func int(_ key: String) -> Int? { fields[key] as? Int }
  /// The field `key` as a string.
  func string(_ key: String) -> String? { fields[key] as? String }
}

extension Array where Element == JSONEvent {
  /// The event names in order.
  var names: [String] { map(\.event) }
}
