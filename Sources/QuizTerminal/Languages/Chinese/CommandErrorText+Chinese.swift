import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension CommandErrorText {
  /// Simplified Chinese (`zh*` locales).
  public static let chinese = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) 后面要跟一个值"
      case .takesNoValue(let option): return "\(option) 后面不能带值"
      case .unknownOption(let option): return "未知选项 \(shown(option))"
      case .emptyBankPath: return "题库路径不能为空"
      case .badSeed(let text):
        return "--seed 要用 0 到 \(UInt64.max) 之间的整数，不能是 \"\(shown(text))\""
      case .badColor(let text): return "--color 只能是 auto、always 或 never，不能是 \"\(shown(text))\""
      case .badTheme(let text): return "--theme 只能是 dark、light 或 auto，不能是 \"\(shown(text))\""
      case .badGraphics(let text):
        return "--graphics 只能是 auto、kitty、sixel、iterm、blocks 或 ascii，不能是 \"\(shown(text))\""
      case .badDate(let text):
        return "--date 要用 YYYY-MM-DD 格式的日期（年份 1 到 9999），不能是 \"\(shown(text))\""
      case .emptyStatePath: return "--state 或 --stats 的路径不能为空"
      case .stateNotAFile(let option, let path):
        return "\(option) \(shown(path)) 不是文件（请给出一个文件的路径，新建或已有的都行）"
      case .dateWithoutCommand: return "--date 只能和 quiz daily 或 quiz stats 一起用"
      case .shareWithoutDaily: return "--share 只能和 quiz daily 一起用"
      case .checkNeedsBank: return "check 至少要有一个题库文件"
      case .oneBankAtATime(let count): return "一次只能玩一个题库，这里给了 \(count) 个"
      case .bankFileAndName: return "题库文件和 --bank 只能二选一"
      case .plainAndJSON: return "--plain 和 --json 不能同时使用"
      case .commandTakesNoFile(let command, let file):
        return "quiz \(command) 不接受文件，这里给了 \"\(shown(file))\""
      case .optionNotWithCommand(let option, let command):
        return "\(option) 不能和 quiz \(command) 一起用"
      case .noPack(let name, let names):
        return "没有叫 \"\(shown(name))\" 的题包（现有：" + names.joined(separator: ", ")
          + "；quiz banks 会列出全部）"
      case .unknownImportOption(let option): return "import 没有这个选项：\(shown(option))"
      case .importNeedsFile: return "import 需要一个 CSV 或 TSV 文件"
      case .importOneFile(let count): return "import 一次只读一个文件，这里给了 \(count) 个"
      case .outputNeedsFolder: return "-o 后面要跟一个目录"
      case .bundledPackName(let name):
        return "--install 不能用 \"\(shown(name))\"：这是自带题包的名字，会挡住你的题包（quiz banks 列出它们）"
      case .badPackName(let name):
        return "--install 要用简单的题包名（字母、数字、-、_ 和 .，最多 64 个字符，"
          + "不能以点开头），不能是 \"\(shown(name))\""
      case .badTitle(let title):
        return "--title 要用 1 到 80 个字符、不含控制字符的文字，不能是 \"\(shown(title))\""
      case .badPictureSize(let text):
        return "--picture-size 要用 \(ImportArguments.pictureSizes.lowerBound) 到 "
          + "\(ImportArguments.pictureSizes.upperBound) 之间的整数，不能是 \"\(shown(text))\""
      case .importNeedsDestination: return "import 需要 -o 目录 或 --install 名称"
      case .outputAndInstall: return "-o 目录 和 --install 名称 只能二选一"
      case .unknownExportOption(let option):
        return "export 没有选项 \(TextSafety.forMessage(option))"
      case .exportOneBank(0): return "export 需要一个题包名称、题库文件夹或题库文件"
      case .exportOneBank(let count): return "export 一次只导出一个题库，却给了 \(count) 个"
      case .exportNeedsOutput: return "export 需要 -o 文件.plist（- 表示标准输出）"
      case .unknownPictureOption(let option): return "picture 没有这个选项：\(shown(option))"
      case .pictureOneFile: return "picture 只接受一个文件"
      case .emptyPicturePath: return "图片路径不能为空"
      case .badWidth(let text):
        return "--width 要用 1 到 \(PictureCommand.maximumWidth) 之间的整数，不能是 \"\(shown(text))\""
      case .pamNeedsFile: return "--pam 后面要跟一个文件名"
      case .pictureNeedsFile: return "picture 需要一个文件"
      case .badShell(let text?): return "completions 需要 bash、zsh 或 fish，不能是 \"\(shown(text))\""
      case .badShell(nil): return "completions 需要 bash、zsh 或 fish"
      case .oneShell(let extra): return "completions 只接受一个 shell，多出了 \"\(shown(extra))\""
      }
    },
    systemError: { code in SystemErrorText.chinese[code] ?? Platform.errorText(code) },
    noSuchFile: "文件不存在",
    notRegularFile: "不是普通文件",
    tooLarge: { "文件太大：最多 \($0) MiB" },
    fileFault: fault,
    progressError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "无法读取进度文件（\(why)）：\(file)"
      case .setAside: return "无法移开已损坏的进度文件（\(why)）：\(file)"
      case .save: return "无法保存进度（\(why)）：\(file)"
      }
    },
    statsError: { error in
      let why = fault(error.reason)
      let file = TextSafety.forMessage(error.path)
      switch error.operation {
      case .read: return "无法读取统计文件（\(why)）：\(file)"
      case .lock: return "无法锁定统计文件（\(why)）：\(file)"
      case .setAside: return "无法移开已损坏的统计文件（\(why)）：\(file)"
      case .save: return "无法保存统计（\(why)）：\(file)"
      }
    },
    noStatsHome: "没有主目录可以存放统计（请用 --stats 路径 指定）",
    noStatsHomeShort: "没有主目录可以存放统计",
    cannotUseTerminal: { "无法使用终端：\(terminal($0))" },
    cannotResumeTerminal: { "恢复运行后无法重新接管终端：\(terminal($0))" },
    cannotWriteTerminal: "无法写入终端",
    cannotWriteOutput: "无法写入输出",
    importPlace: { place in
      var text = "第 \(place.line) 行"
      if let column = place.column { text += "第 \(column) 列" }
      if let name = place.columnName { text += "（\(name)）" }
      return text + "：" + place.problem
    },
    csvProblem: { problem in
      switch problem {
      case .unterminatedQuote: return "带引号的字段没有结束（少了一个 \"）"
      case .textAfterClosingQuote: return "结束引号后面还有文字（引号里的引号要写成 \"\"）"
      case .notUTF8: return "文字不是 UTF-8 编码（请把文件存为 UTF-8）"
      }
    },
    importProblem: { problem in
      switch problem {
      case .beyondHeader(let columns): return "这个值超出了表头的 \(columns) 列"
      case .bank(let problem): return BankErrorText.chinese.problem(problem)
      case .duplicateAnswer(let line): return "与第 \(line) 行的答案相同"
      case .picture(let icon, let problem):
        return "图片 \"\(TextSafety.forMessage(icon))\"：\(TextSafety.escaped(problem))"
      case .namedTwice(let first): return "这一列重复了（第 \(first) 列也是它）"
      case .unknownColumn(let name):
        return "不认识的列 \"\(TextSafety.forMessage(name))\"（已忽略；可用的列是 "
          + CSVImport.columns.joined(separator: ", ") + "）"
      case .missingColumn(let name):
        return "表头没有 \"\(name)\" 列（第一行要写出各列的名字："
          + CSVImport.columns.joined(separator: ", ") + "）"
      }
    },
    importEmpty: "文件是空的（第一行要写出各列的名字：" + CSVImport.columns.joined(separator: ", ")
      + "）",
    importNoQuestions: "只有表头，下面没有题目",
    importNotWritable: "无法把题库写成属性列表",
    importTooManyRows: { count in
      "有 \(count.rows) 行题目，超过了一个题库能装下的数量：最多 \(count.limit) 行（题库文件最大 "
        + "\(BoundedFile.mebibytes(QuestionBank.maximumFileSize))）"
    },
    importTooLarge: { "到这里题库会超过 \($0)，这是题库文件的上限" },
    importNoHome: "无法安装：XDG_DATA_HOME 和 HOME 都没有设置",
    importExists: { "\($0) 已经存在（--force 会替换它）" },
    importWillNotReplace: { refused in
      let why: String
      switch refused.refusal {
      case .notAFolder: why = "它不是文件夹"
      case .notABank: why = "里面除了 questions.plist 和 pictures/ 还有别的东西"
      case .holdsSource: why = "里面有正在导入的表格"
      case .holdsWorkingDirectory: why = "它是当前文件夹或当前文件夹的上级"
      }
      return "--force 不会替换 \(refused.destination)：\(why)（--force 只替换 quiz import 写出的题库文件夹）"
    },
    imported: { done in
      let files = done.pictures == 0 ? "" : "和 \(done.pictures) 张图片"
      return "已导入 \(done.questions) 道题\(files)，存到 \(done.bankFile)"
    },
    importPlayWith: { "开始玩：quiz --bank \($0)" },
    pictureNotFound: { search in
      "在 \(search.spreadsheet) 旁边和 pictures/ 里都没找到（找过 "
        + search.tried.joined(separator: ", ") + "）"
    },
    pictureUnreadable: { "\($0.path) 无法读取：\($0.problem)" },
    pictureForeign: { "\($0.path)：\($0.problem)" },
    photoTooLarge: { photo in
      "\(photo.path) 是 \(photo.width)×\(photo.height)，超过了导入图片最多 \(photo.megapixels) 百万像素的上限"
    },
    pictureOutsideFolder: { "\($0.picture) 通过符号链接指向 \($0.spreadsheet) 所在文件夹之外（没有读取）" },
    cannotWrite: { "无法写入 \($0.path)：\($0.problem)" },
    cannotReplace: { "无法替换 \($0.path)：\($0.problem)" },
    writtenBankPicture: { "\($0.path)：写出的题库找不到它的图片：\($0.problem)" },
    writtenBankBroken: { "\($0.path)：写出的题库无法载入：\($0.problem)" },
    pamIsPicture: "它就是正在读取的图片（请给 --pam 另一个文件）",
    pamToTerminal: "不会把 PAM 文件写到终端：请重定向输出（> 文件.pam 或 | 程序）"
  )
}

/// Why a file of the program's own could not be used.
@Sendable private func fault(_ fault: FileFault) -> String {
  switch fault {
  case .system(let code): return SystemErrorText.chinese[code] ?? Platform.errorText(code)
  case .notRegularFile: return "不是普通文件"
  case .notEncodable(let detail): return "无法编码" + (detail.map { "：\($0)" } ?? "")
  case .tooLarge(let bytes): return "文件太大：最多 \(bytes / (1024 * 1024)) MiB"
  case .lockHeld: return "另一个程序占着它的锁"
  case .newerVersion(let version): return "由更新版本的 quiz 写入（格式 \(version)），保持原样"
  }
}

/// What went wrong with the terminal.
private func terminal(_ error: TerminalError) -> String {
  switch error {
  case .notATerminal: return "输入不是终端"
  case .attributes(let code): return "无法设置终端模式（\(fault(.system(code)))）"
  case .output: return "无法写入终端"
  }
}

/// A value as it may be printed.
private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
