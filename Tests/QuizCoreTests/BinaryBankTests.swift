import Foundation
import Testing

@testable import QuizCore

@Suite("Binary banks")
struct BinaryBankTests {
  /// The error `data` is refused with, or `nil` when it parses as a bank.
  static func parseError(_ data: Data) -> BankError? {
    do {
      _ = try QuestionBank.parse(data, path: Fixture.path)
      return nil
    } catch {
      return error
    }
  }

  /// `levels` arrays, each holding the next one twice; the last holds a string.
  static func doubling(levels: Int) -> Data {
    let arrays = (0..<levels).map { BinaryPlist.array([$0 + 1, $0 + 1]) }
    return BinaryPlist.file(arrays + [BinaryPlist.string("x")])
  }

  @Test("a binary plist holding a set is not a bank, and does not crash")
  func setIsRefused() {
    // The reproduction from the fuzzing report, byte for byte.
    let bytes: [UInt8] =
      Array("bplist00".utf8) + [0xC1, 0x01, 0x51, 0x78, 0x08, 0x0A]
      + [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
      + [0, 0, 0, 0, 0, 0, 0, 0x0C]
    let reason = NotABankReason.set
    #expect(throws: BankError.notABank(path: Fixture.path, reason: reason)) {
      try QuestionBank.parse(Data(bytes), path: Fixture.path)
    }
  }

  @Test("a set deep inside a bank is refused too")
  func nestedSet() {
    let data = BinaryPlist.file([
      BinaryPlist.array([1]), BinaryPlist.dictionary([(2, 3)]), BinaryPlist.string("options"),
      BinaryPlist.set([4]), BinaryPlist.string("A"),
    ])
    let error = Self.parseError(data)
    guard case .notABank(_, let reason)? = error else {
      Issue.record("expected notABank, got \(String(describing: error))")
      return
    }
    #expect(reason == .set)
  }

  @Test("arrays that each hold the next one twice are refused before they expand")
  func sharedReferencesDoNotExpand() {
    let data = Self.doubling(levels: 24)
    #expect(data.count == 139)
    let reason = NotABankReason.expands(factor: 16)
    #expect(throws: BankError.notABank(path: Fixture.path, reason: reason)) {
      try QuestionBank.parse(data, path: Fixture.path)
    }
  }

  @Test("an array that holds itself is a damaged file")
  func selfReference() {
    let detail = BinaryPlistDamage.containsItself
    #expect(throws: BankError.damaged(path: Fixture.path, detail: detail)) {
      try QuestionBank.parse(BinaryPlist.file([BinaryPlist.array([0])]), path: Fixture.path)
    }
  }

  @Test("a longer cycle through a dictionary is a damaged file")
  func cycle() {
    let data = BinaryPlist.file([
      BinaryPlist.array([1]), BinaryPlist.dictionary([(2, 3)]), BinaryPlist.string("k"),
      BinaryPlist.array([1]),
    ])
    let detail = BinaryPlistDamage.containsItself
    #expect(throws: BankError.damaged(path: Fixture.path, detail: detail)) {
      try QuestionBank.parse(data, path: Fixture.path)
    }
  }

  @Test("arrays nested more than 512 deep are refused")
  func deepNesting() {
    let arrays = (0..<600).map { BinaryPlist.array([$0 + 1]) }
    let data = BinaryPlist.file(arrays + [BinaryPlist.string("x")])
    let reason = NotABankReason.nestedTooDeep(limit: 512)
    #expect(throws: BankError.notABank(path: Fixture.path, reason: reason)) {
      try QuestionBank.parse(data, path: Fixture.path)
    }
  }

  /// A way to break a valid binary bank.
  enum Damage: String, CaseIterable, Sendable {
    case truncated, offsetTablePastTheEnd, unknownMarker

    func apply(to data: Data) -> Data {
      var copy = data
      switch self {
      case .truncated: return copy.dropLast(5)
      case .offsetTablePastTheEnd: copy[copy.count - 1] = 0xFF
      case .unknownMarker: copy[8] = 0x70
      }
      return copy
    }
  }

  @Test(
    "a truncated or garbled binary bank is damaged, not an unexpected character",
    arguments: Damage.allCases)
  func damagedFiles(damage: Damage) {
    let data = damage.apply(to: Fixture.plist([Fixture.entry()], format: .binary))
    let error = Self.parseError(data)
    guard case .damaged(let path, _)? = error else {
      Issue.record("expected damaged, got \(String(describing: error))")
      return
    }
    #expect(path == Fixture.path)
  }

  @Test("a binary bank whose questions share their strings loads")
  func sharedStringsLoad() throws {
    // Every question refers to the same key objects and the same letters, as writers do.
    var objects: [BinaryPlist.Object] = [
      BinaryPlist.array([]), BinaryPlist.string("answer"), BinaryPlist.string("title"),
      BinaryPlist.string("SUN"), BinaryPlist.string("Hot star"),
    ]
    let questions = 100
    for _ in 0..<questions { objects.append(BinaryPlist.dictionary([(1, 3), (2, 4)])) }
    objects[0] = BinaryPlist.array(Array(5..<(5 + questions)))
    let bank = try QuestionBank.parse(BinaryPlist.file(objects), path: Fixture.path)
    #expect(bank.questions.count == questions)
  }

  @Test("null, archiver references and non-string keys are named as a player would say them")
  func typeNames() {
    let data = BinaryPlist.file([
      BinaryPlist.array([1, 6]),
      BinaryPlist.dictionary([(2, 4), (3, 5)]),
      BinaryPlist.string("answer"), BinaryPlist.string("title"),
      BinaryPlist.null, BinaryPlist.uid(1),
      BinaryPlist.dictionary([(7, 2)]), BinaryPlist.integer(1),
    ])
    let issues = [
      BankIssue(
        question: 1, key: "answer", problem: .wrongType(expected: .string, found: .null)),
      BankIssue(
        question: 1, key: "title", problem: .wrongType(expected: .string, found: .reference)),
      BankIssue(question: 2, key: "", problem: .keyNotAString(found: .number)),
    ]
    #expect(throws: BankError.invalid(path: Fixture.path, issues: issues)) {
      try QuestionBank.parse(data, path: Fixture.path)
    }
  }
}
