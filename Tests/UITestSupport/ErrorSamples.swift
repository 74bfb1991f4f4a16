import Foundation
import QuizCore

/// A sample value of every case of every error and fault type that QuizCore puts into what
/// a player reads about a bank, a pack or a picture, nested in the errors that carry them.
///
/// Each type has its samples and an exhaustive `switch` naming each case's number: a new case
/// does not compile until it has a number here, and ``ErrorTranslationTests`` fails until it
/// has a sample.
public enum ErrorSamples {
  /// The texts the samples carry as they are (paths, names, the parser's own words): the
  /// words in them may appear in any language.
  public static let path = "banks/b\u{1B}7200.plist"
  /// A picture name the samples carry.
  public static let name = "cat7201"
  /// A bank key the samples carry.
  public static let key = "title"
  /// A parser message the samples carry.
  public static let parserMessage = "Unexpected character b at line 1"
  /// Every text the samples carry.
  public static let values = [
    path, name, key, parserMessage, "sun7202.gif", "../x7203", "a\u{1B}[2Jb",
  ]

  /// One type's samples, and how many cases the type has.
  public struct Coverage: Sendable {
    /// The type's name.
    public var type: String
    /// The numbers of the cases that have a sample.
    public var covered: Set<Int>
    /// How many cases the type has.
    public var count: Int
  }

  /// Each type's samples against its number of cases.
  public static let coverage: [Coverage] = [
    Coverage(type: "BankError", covered: Set(bankErrors.map(number)), count: 9),
    Coverage(type: "FileReadFault", covered: Set(readFaults.map(number)), count: 3),
    Coverage(type: "PlistSyntaxFault", covered: Set(syntaxFaults.map(number)), count: 5),
    Coverage(type: "OpenStepFault", covered: Set(openStepFaults.map(number)), count: 13),
    Coverage(type: "BinaryPlistDamage", covered: Set(damages.map(number)), count: 14),
    Coverage(type: "NotABankReason", covered: Set(refusals.map(number)), count: 4),
    Coverage(type: "BankProblem", covered: Set(problems.map(number)), count: 22),
    Coverage(type: "OptionFault.Reason", covered: Set(optionReasons.map(number)), count: 4),
    Coverage(type: "BundledPackError", covered: Set(packErrors.map(number)), count: 2),
    Coverage(type: "ManifestFault", covered: Set(manifestFaults.map(number)), count: 7),
    Coverage(type: "PictureLoadError", covered: Set(loadErrors.map(number)), count: 8),
    Coverage(type: "PictureError", covered: Set(pictureErrors.map(number)), count: 18),
    Coverage(type: "PictureSyntaxFault", covered: Set(syntaxPictureFaults.map(number)), count: 11),
    Coverage(type: "PNGError", covered: Set(pngErrors.map(number)), count: 22),
    Coverage(type: "InflateError", covered: Set(inflateErrors.map(number)), count: 11),
    Coverage(type: "JPEGError", covered: Set(jpegErrors.map(number)), count: 15),
    Coverage(type: "GIFError", covered: Set(gifErrors.map(number)), count: 9),
  ]

  // MARK: Banks

  /// A sample of each case of `FileReadFault`.
  public static let readFaults: [FileReadFault] =
    [.isADirectory, .system(errno: EIO), .system(errno: EACCES), .system(errno: ELOOP)]
    + FileKind.allCases.map { .notRegular($0) }

  /// The number of the case of `fault`, for the coverage check.
  public static func number(_ fault: FileReadFault) -> Int {
    switch fault {
    case .isADirectory: 0
    case .notRegular: 1
    case .system: 2
    }
  }

  /// A sample of each case of `OpenStepFault`.
  public static let openStepFaults: [OpenStepFault] =
    OpenStepFault.Container.allCases.map { .endsInside($0) } + [
      .noValue, .textAfterEnd, .expectedCommaOrParen, .expectedKey, .expectedEquals,
      .expectedSemicolon, .hexData, .endsInsideData, .expectedValue, .unclosedString,
      .unclosedComment, .nestedTooDeep(limit: 7204),
    ]

  /// The number of the case of `fault`, for the coverage check.
  public static func number(_ fault: OpenStepFault) -> Int {
    switch fault {
    case .noValue: 0
    case .endsInside: 1
    case .textAfterEnd: 2
    case .expectedCommaOrParen: 3
    case .expectedKey: 4
    case .expectedEquals: 5
    case .expectedSemicolon: 6
    case .hexData: 7
    case .endsInsideData: 8
    case .expectedValue: 9
    case .unclosedString: 10
    case .unclosedComment: 11
    case .nestedTooDeep: 12
    }
  }

  /// A sample of each case of `PlistSyntaxFault`.
  public static let syntaxFaults: [PlistSyntaxFault] =
    [.empty, .noValue, .unknownFormat, .parser(parserMessage)]
    + openStepFaults.map { .openStep(line: 7205, $0) }

  /// The number of the case of `fault`, for the coverage check.
  public static func number(_ fault: PlistSyntaxFault) -> Int {
    switch fault {
    case .empty: 0
    case .noValue: 1
    case .unknownFormat: 2
    case .openStep: 3
    case .parser: 4
    }
  }

  /// A sample of each case of `BinaryPlistDamage`.
  public static let damages: [BinaryPlistDamage] = [
    .tooShort(size: 7206), .unsupportedVersion, .impossibleSizes, .impossibleCount,
    .topObjectMissing, .tableOutside, .offsetOutside(object: 7207), .runsPast(object: 7208),
    .tooLong(object: 7209), .unknownMarker(object: 7210, marker: 0x7E),
    .malformedLength(object: 7211), .missingReference(object: 7212), .containsItself,
    .undecodable,
  ]

  /// The number of the case of `damage`, for the coverage check.
  public static func number(_ damage: BinaryPlistDamage) -> Int {
    switch damage {
    case .tooShort: 0
    case .unsupportedVersion: 1
    case .impossibleSizes: 2
    case .impossibleCount: 3
    case .topObjectMissing: 4
    case .tableOutside: 5
    case .offsetOutside: 6
    case .runsPast: 7
    case .tooLong: 8
    case .unknownMarker: 9
    case .malformedLength: 10
    case .missingReference: 11
    case .containsItself: 12
    case .undecodable: 13
    }
  }

  /// A sample of each case of `NotABankReason`.
  public static let refusals: [NotABankReason] = [
    .orderedSet, .set, .expands(factor: 7213), .nestedTooDeep(limit: 7214),
  ]

  /// The number of the case of `reason`, for the coverage check.
  public static func number(_ reason: NotABankReason) -> Int {
    switch reason {
    case .orderedSet: 0
    case .set: 1
    case .expands: 2
    case .nestedTooDeep: 3
    }
  }

  /// A sample of each case of `OptionFault.Reason`.
  public static let optionReasons: [OptionFault.Reason] =
    [.notOneLetter, .controlCharacter, .invisible]
    + PlistValueType.allCases.map { .notAString(found: $0) }

  /// The number of the case of `reason`, for the coverage check.
  public static func number(_ reason: OptionFault.Reason) -> Int {
    switch reason {
    case .notOneLetter: 0
    case .controlCharacter: 1
    case .invisible: 2
    case .notAString: 3
    }
  }

  /// Every option reason alone, and eleven options of each reason together.
  public static let optionProblems: [BankProblem] = optionReasons.flatMap {
    reason -> [BankProblem] in
    let value = reason == .invisible ? "\u{200B}" : (reason == .controlCharacter ? "\u{7}" : "XY")
    let stored: String
    if case .notAString = reason { stored = "" } else { stored = value }
    return [
      .badOptions([OptionFault(index: 7215, value: stored, reason: reason)]),
      .badOptions((0..<11).map { OptionFault(index: 7216 + $0, value: stored, reason: reason) }),
    ]
  }

  /// A sample of each case of `BankProblem`.
  public static let problems: [BankProblem] =
    [
      .missing, .empty, .notADictionary(found: .number), .keyNotAString(found: .date),
      .missingLetter("Ñ", needed: 7230, available: 7231),
      .tooManyOptions(count: 7232, limit: 7233), .answerTooLong(count: 7234, limit: 7235),
      .tooLong(count: 7246, limit: 7247),
      .whitespaceInAnswer, .invisibleLetter("\u{200B}"), .duplicateAnswer(firstQuestion: 7236),
      .controlCharacter("a\u{1B}[2Jb"), .notPlainName("../x7203"), .pictureMissing("sun7202.gif"),
      .pictureMissing(name), .pictureOutsideBank(name), .unknownKey, .pictureNamedTwice,
      .picturesOverBudget(limit: 7269_4271),
    ]
    + PlistValueType.Expected.allCases.flatMap { expected in
      PlistValueType.allCases.map { BankProblem.wrongType(expected: expected, found: $0) }
    }
    + PlistValueType.allCases.map { .notADictionary(found: $0) }
    + optionProblems
    + loadErrors.map { .pictureUnreadable(name, reason: $0) }
    + loadErrors.map { .inlinePictureUnreadable(reason: $0) }

  /// The number of the case of `problem`, for the coverage check.
  public static func number(_ problem: BankProblem) -> Int {
    switch problem {
    case .missing: 0
    case .empty: 1
    case .wrongType: 2
    case .notADictionary: 3
    case .keyNotAString: 4
    case .badOptions: 5
    case .missingLetter: 6
    case .tooManyOptions: 7
    case .answerTooLong: 8
    case .whitespaceInAnswer: 9
    case .invisibleLetter: 10
    case .duplicateAnswer: 11
    case .controlCharacter: 12
    case .notPlainName: 13
    case .pictureMissing: 14
    case .pictureOutsideBank: 15
    case .pictureUnreadable: 16
    case .unknownKey: 17
    case .inlinePictureUnreadable: 18
    case .pictureNamedTwice: 19
    case .picturesOverBudget: 20
    case .tooLong: 21
    }
  }

  /// A sample of each case of `BankError`.
  public static let bankErrors: [BankError] =
    [
      .fileMissing(path: path), .tooLarge(path: path, size: 7237 << 20, limit: 32 << 20),
      .emptyBank(path: path),
      .invalid(
        path: path,
        issues: [
          BankIssue(question: 7238, key: "answer", problem: .missing),
          BankIssue(question: 7239, key: key, problem: .empty),
        ]),
    ]
    + readFaults.map { .unreadable(path: path, reason: $0) }
    + syntaxFaults.map { .notPropertyList(path: path, detail: $0) }
    + damages.map { .damaged(path: path, detail: $0) }
    + refusals.map { .notABank(path: path, reason: $0) }
    + PlistValueType.allCases.map { .wrongRoot(path: path, found: $0) }
    + problems.map {
      .invalid(path: path, issues: [BankIssue(question: 7240, key: key, problem: $0)])
    }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: BankError) -> Int {
    switch error {
    case .fileMissing: 0
    case .unreadable: 1
    case .tooLarge: 2
    case .notPropertyList: 3
    case .damaged: 4
    case .notABank: 5
    case .wrongRoot: 6
    case .emptyBank: 7
    case .invalid: 8
    }
  }

  // MARK: Packs

  /// A sample of each case of `ManifestFault`.
  public static let manifestFaults: [ManifestFault] = [
    .rootNotArray, .notADictionary(pack: 7241), .missingKey(pack: 7242, key: key),
    .badName(pack: 7243), .badLevel(pack: 7244), .badQuestionCount(pack: 7245), .noPackForDaily,
  ]

  /// The number of the case of `fault`, for the coverage check.
  public static func number(_ fault: ManifestFault) -> Int {
    switch fault {
    case .rootNotArray: 0
    case .notADictionary: 1
    case .missingKey: 2
    case .badName: 3
    case .badLevel: 4
    case .badQuestionCount: 5
    case .noPackForDaily: 6
    }
  }

  /// A sample of each case of `BundledPackError`.
  public static let packErrors: [BundledPackError] =
    [.manifestMissing(path: path)]
    + manifestFaults.map { .manifestInvalid(path: path, problem: $0) }

  /// The number of the case of `error`, for the coverage check.
  public static func number(_ error: BundledPackError) -> Int {
    switch error {
    case .manifestMissing: 0
    case .manifestInvalid: 1
    }
  }
}
