import QuizUI

/// The lines of recording (`--record`), replaying (`quiz replay`) and replaying keys
/// (`--replay-keys`), in one language. Paths stay as typed; reasons come from
/// ``CommandErrorText`` (`systemError`, `noSuchFile`…) in the same language.
public struct RecordingText: Sendable {
  /// A file that could not be recorded to or read, and why.
  public struct FileProblem: Sendable {
    /// The file, as typed.
    public var path: String
    /// Why, in the same language.
    public var reason: String
  }

  /// "cannot record to PATH: REASON" (nothing was played).
  public var cannotRecord: @Sendable (_ problem: FileProblem) -> String
  /// "the recording PATH stopped early: REASON" (after the game, which was played).
  public var recordingStopped: @Sendable (_ problem: FileProblem) -> String
  /// "cannot replay PATH: REASON".
  public var cannotReplay: @Sendable (_ problem: FileProblem) -> String
  /// Why a file is not a recording that can be played.
  public var readError: @Sendable (_ error: Asciicast.ReadError) -> String
  /// `--speed` given something other than a number from 0.1 to 100.
  public var badSpeed: @Sendable (_ given: String) -> String
  /// `quiz replay` with no file, or with more than one.
  public var replayNeedsOneFile: String
  /// An option `quiz replay` does not take.
  public var unknownReplayOption: @Sendable (_ option: String) -> String
  /// The `--record` file is already there and `--force` was not given.
  public var recordExists: @Sendable (_ path: String) -> String
  /// The `--record` file is a folder or a device, which `--force` does not replace.
  public var recordNotAFile: @Sendable (_ path: String) -> String
  /// The line under the last frame of a replay: it ended, and which key leaves.
  public var replayEnded: String
  /// After a replay: how many sequences that quiz never writes were left out.
  public var droppedSequences: @Sendable (_ count: Int) -> String

  /// English.
  public static let english = RecordingText(
    cannotRecord: { "cannot record to \($0.path): \($0.reason)" },
    recordingStopped: { "the recording \($0.path) stopped early: \($0.reason)" },
    cannotReplay: { "cannot replay \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording: return "not an asciicast recording (its first line is no header)"
      case .version(let version?):
        return "asciicast version \(version); only version 2 is played"
      case .version(nil): return "the header names no asciicast version; only version 2 is played"
      case .size:
        return "line 1, the header, has no width and height (whole numbers from 1 to 10000)"
      case .event(let line): return "line \(line) is not an event [time, \"code\", \"data\"]"
      }
    },
    badSpeed: { "--speed takes a number from 0.1 to 100, not '\($0)'" },
    replayNeedsOneFile: "replay plays one recording: quiz replay FILE.cast",
    unknownReplayOption: { "unknown option for replay: \($0)" },
    recordExists: { "\($0) is already there (--force replaces it)" },
    recordNotAFile: { "\($0) is not a file; --force replaces only a file" },
    replayEnded: "end of the recording · any key leaves",
    droppedSequences: { count in
      count == 1
        ? "the recording held 1 sequence quiz never writes; it was left out"
        : "the recording held \(count) sequences quiz never writes; they were left out"
    })

  /// Spanish.
  public static let spanish = RecordingText(
    cannotRecord: { "no se puede grabar en \($0.path): \($0.reason)" },
    recordingStopped: { "la grabación \($0.path) se cortó antes de tiempo: \($0.reason)" },
    cannotReplay: { "no se puede reproducir \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording:
        return "no es una grabación asciicast (su primera línea no es una cabecera)"
      case .version(let version?):
        return "asciicast versión \(version); solo se reproduce la versión 2"
      case .version(nil):
        return "la cabecera no dice la versión de asciicast; solo se reproduce la versión 2"
      case .size:
        return "la línea 1, la cabecera, no tiene ancho y alto (números enteros de 1 a 10000)"
      case .event(let line):
        return "la línea \(line) no es un evento [tiempo, \"código\", \"datos\"]"
      }
    },
    badSpeed: { "--speed lleva un número de 0.1 a 100, no '\($0)'" },
    replayNeedsOneFile: "replay reproduce una grabación: quiz replay ARCHIVO.cast",
    unknownReplayOption: { "opción desconocida para replay: \($0)" },
    recordExists: { "\($0) ya existe (--force lo sustituye)" },
    recordNotAFile: { "\($0) no es un archivo; --force solo sustituye archivos" },
    replayEnded: "fin de la grabación · cualquier tecla sale",
    droppedSequences: { count in
      count == 1
        ? "la grabación tenía 1 secuencia que quiz nunca escribe; se omitió"
        : "la grabación tenía \(count) secuencias que quiz nunca escribe; se omitieron"
    })

  /// Chinese.
  public static let chinese = RecordingText(
    cannotRecord: { "无法录制到 \($0.path)：\($0.reason)" },
    recordingStopped: { "录制文件 \($0.path) 提前中断：\($0.reason)" },
    cannotReplay: { "无法回放 \($0.path)：\($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording: return "不是 asciicast 录制文件（第一行不是文件头）"
      case .version(let version?): return "asciicast 版本 \(version)；只能回放版本 2"
      case .version(nil): return "文件头没有写明 asciicast 版本；只能回放版本 2"
      case .size: return "第 1 行（文件头）没有宽度和高度（1 到 10000 的整数）"
      case .event(let line): return "第 \(line) 行不是事件 [时间, \"代码\", \"数据\"]"
      }
    },
    badSpeed: { "--speed 需要 0.1 到 100 之间的数字，而不是“\($0)”" },
    replayNeedsOneFile: "replay 一次回放一个录制文件：quiz replay 文件.cast",
    unknownReplayOption: { "replay 没有这个选项：\($0)" },
    recordExists: { "\($0) 已经存在（--force 会替换它）" },
    recordNotAFile: { "\($0) 不是文件；--force 只替换文件" },
    replayEnded: "录制结束 · 按任意键退出",
    droppedSequences: { "录制文件含有 \($0) 个 quiz 从不写出的序列，已略去" })
  /// French.
  public static let french = RecordingText(
    cannotRecord: { "impossible d’enregistrer dans \($0.path): \($0.reason)" },
    recordingStopped: { "l’enregistrement \($0.path) s’est arrêté trop tôt: \($0.reason)" },
    cannotReplay: { "impossible de rejouer \($0.path): \($0.reason)" },
    readError: { error in
      switch error {
      case .notARecording:
        return "ce n’est pas un enregistrement asciicast (sa première ligne n’est pas un en-tête)"
      case .version(let version?):
        return "asciicast version \(version); seule la version 2 se rejoue"
      case .version(nil):
        return "l’en-tête ne donne pas la version d’asciicast; seule la version 2 se rejoue"
      case .size:
        return "la ligne 1, l’en-tête, n’a ni largeur ni hauteur (nombres entiers de 1 à 10000)"
      case .event(let line):
        return "la ligne \(line) n’est pas un événement [temps, \"code\", \"données\"]"
      }
    },
    badSpeed: { "--speed prend un nombre de 0.1 à 100, pas '\($0)'" },
    replayNeedsOneFile: "replay rejoue un enregistrement: quiz replay FICHIER.cast",
    unknownReplayOption: { "option inconnue pour replay: \($0)" },
    recordExists: { "\($0) existe déjà (--force le remplace)" },
    recordNotAFile: { "\($0) n’est pas un fichier; --force ne remplace qu’un fichier" },
    replayEnded: "fin de l’enregistrement · une touche pour sortir",
    droppedSequences: { count in
      count == 1
        ? "l’enregistrement avait 1 séquence que quiz n’écrit jamais; elle a été omise"
        : "l’enregistrement avait \(count) séquences que quiz n’écrit jamais; elles ont été omises"
    })
}

extension Strings {
  /// The recording lines in this language.
  public var recording: RecordingText {
    switch id {
    case .english: .english
    case .spanish: .spanish
    case .chinese: .chinese
    case .french: .french
    }
  }
}
