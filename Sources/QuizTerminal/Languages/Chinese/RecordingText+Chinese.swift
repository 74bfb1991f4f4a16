import QuizCore
import QuizUI

extension RecordingText {
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
}
