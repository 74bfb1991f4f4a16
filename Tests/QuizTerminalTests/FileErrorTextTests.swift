import Foundation
import QuizCore
import Testing

@testable import QuizSystem
@testable import QuizTerminal
@testable import QuizUI
@testable import TerminalKit

/// Progress, statistics, terminal and output lines in every language: English exactly as
/// written here, Spanish, Chinese and French their own words around the same path.
@Suite("File and terminal errors in the interface language")
struct FileErrorTextTests {
  static let translated = [CommandErrorText.spanish, .chinese, .french]
  static let faults: [FileFault] = [
    .system(EACCES), .system(ENOSPC), .system(EROFS), .notRegularFile, .notEncodable(nil),
    .notEncodable("nan is not a number JSON can hold"),
  ]
  static let path = "/home/ana/.local/state/quiz/en7.json"

  static func progressErrors() -> [ProgressError] {
    faults.flatMap { fault in
      [ProgressOperation.read, .setAside, .save].map {
        ProgressError($0, path: path, reason: fault)
      }
    }
  }

  static func statsErrors() -> [StatsError] {
    faults.flatMap { fault in
      [StatsOperation.read, .lock, .setAside, .save].map {
        StatsError($0, path: path, reason: fault)
      }
    }
  }

  @Test("English lines say what failed, why and where, in the words written here")
  func english() {
    let text = CommandErrorText.english
    let why = [
      "permission denied", "no space left on device", "read-only file system",
      "not a regular file", "cannot be encoded", "nan is not a number JSON can hold",
    ]
    let progress = [
      "progress file cannot be read", "damaged progress file cannot be moved aside",
      "progress cannot be saved",
    ]
    let stats = [
      "statistics cannot be read", "statistics cannot be locked",
      "damaged statistics cannot be moved aside", "statistics cannot be saved",
    ]
    let progressLines = why.flatMap { why in progress.map { "\($0) (\(why)): \(Self.path)" } }
    let statsLines = why.flatMap { why in stats.map { "\($0) (\(why)): \(Self.path)" } }
    #expect(Self.progressErrors().map(text.progressError) == progressLines)
    #expect(Self.statsErrors().map(text.statsError) == statsLines)
    #expect(
      text.cannotUseTerminal(.notATerminal)
        == "cannot use the terminal: the input is not a terminal")
    #expect(
      text.cannotResumeTerminal(.attributes(EIO))
        == "cannot take the terminal back after resuming: cannot set its modes "
        + "(input/output error)")
    #expect(text.cannotWriteOutput == "cannot write the output")
  }

  @Test("Spanish and Chinese lines differ from English, keep the path and tell the reason")
  func translated() {
    let english = CommandErrorText.english
    for text in Self.translated {
      for error in Self.progressErrors() {
        let line = text.progressError(error)
        #expect(line != english.progressError(error))
        #expect(line.contains(Self.path))
        #expect(line.contains(text.fileFault(error.reason)))
      }
      for error in Self.statsErrors() {
        let line = text.statsError(error)
        #expect(line != english.statsError(error))
        #expect(line.contains(Self.path))
        #expect(line.contains(text.fileFault(error.reason)))
      }
      for fault in Self.faults {
        #expect(text.fileFault(fault) != english.fileFault(fault), "\(fault)")
      }
      for error in [TerminalError.notATerminal, .attributes(EIO), .output(.closed)] {
        #expect(text.cannotUseTerminal(error) != english.cannotUseTerminal(error))
        #expect(text.cannotResumeTerminal(error) != english.cannotResumeTerminal(error))
      }
      #expect(text.cannotResumeTerminal(.attributes(EIO)).contains(text.systemError(EIO)))
      #expect(text.cannotWriteTerminal != english.cannotWriteTerminal)
      #expect(text.cannotWriteOutput != english.cannotWriteOutput)
      #expect(text.noStatsHome != english.noStatsHome && text.noStatsHome.contains("--stats"))
      #expect(text.noStatsHomeShort != english.noStatsHomeShort)
      #expect(text.noStatsHome.hasPrefix(text.noStatsHomeShort))
    }
    #expect(
      CommandErrorText.spanish.progressError(
        ProgressError(.save, path: "/s.json", reason: .system(EACCES)))
        == "el progreso no se puede guardar (permiso denegado): /s.json")
    #expect(
      CommandErrorText.chinese.statsError(StatsError(.lock, path: "/s", reason: .system(EROFS)))
        == "无法锁定统计文件（只读文件系统）：/s")
  }

  @Test("a path in a translated line is escaped as in English")
  func escapedPath() {
    let error = ProgressError(.read, path: "/tmp/a\u{1B}[2Jb.json", reason: .system(EACCES))
    for text in Self.translated {
      #expect(!TextSafety.containsUnsafe(text.progressError(error)))
      #expect(text.progressError(error).contains("\\u{1B}"))
    }
  }
}

/// The terminal session says why it cannot start in its language.
@Suite("Terminal failures in the interface language")
struct TerminalFailureTextTests {
  @Test(
    "a session on a pipe ends saying, in its language, that the input is not a terminal",
    arguments: [
      (Strings.english, "cannot use the terminal: the input is not a terminal"),
      (Strings.spanish, "no se puede usar la terminal: la entrada no es una terminal"),
      (Strings.chinese, "无法使用终端：输入不是终端"),
    ])
  func notATerminal(strings: Strings, line: String) throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    let game = Game(
      puzzles: [Puzzle(title: "Pet", answer: Array("CAT"), tiles: Array("CATX"))],
      startedAt: Date())
    let session = TerminalSession(
      game: game, terminal: Terminal(input: ends[0], output: ends[1]), depth: .none,
      pictures: PictureSource(bank: QuestionBank(path: "bank.plist", questions: [])),
      progress: nil, opening: nil, strings: strings, clock: Date.init)
    #expect(session.run() == .failed(line))
  }
}
