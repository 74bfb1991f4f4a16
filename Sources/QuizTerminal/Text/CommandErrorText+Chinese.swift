import QuizCore

extension CommandErrorText {
  /// Simplified Chinese (`zh*` locales).
  public static let chinese = CommandErrorText(
    usage: { reason in
      switch reason {
      case .needsValue(let option): return "\(option) 后面要跟一个值"
      case .takesNoValue(let option): return "\(option) 不带值"
      case .unknownOption(let option): return "未知选项 \(shown(option))"
      case .emptyBankPath: return "题库路径不能为空"
      case .badSeed(let text):
        return "--seed 要用 0 到 \(UInt64.max) 之间的整数，不能是 \"\(shown(text))\""
      case .badColor(let text): return "--color 只能是 auto、always 或 never，不能是 \"\(shown(text))\""
      case .badDate(let text): return "--date 要用 YYYY-MM-DD 格式的日期，不能是 \"\(shown(text))\""
      case .emptyStatePath: return "--state 或 --stats 的路径不能为空"
      case .dateWithoutCommand: return "--date 只能和 quiz daily 或 quiz stats 一起用"
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
      case .badPackName(let name):
        return "--install 要用简单的题包名（字母、数字、-、_ 和 .，最多 64 个字符，"
          + "不能以点开头），不能是 \"\(shown(name))\""
      case .importNeedsDestination: return "import 需要 -o 目录 或 --install 名称"
      case .outputAndInstall: return "-o 目录 和 --install 名称 只能二选一"
      case .unknownPictureOption(let option): return "picture 没有这个选项：\(shown(option))"
      case .pictureOneFile: return "picture 只接受一个文件"
      case .emptyPicturePath: return "图片路径不能为空"
      case .badWidth(let text):
        return "--width 要用 1 到 \(PictureCommand.maximumWidth) 之间的整数，不能是 \"\(shown(text))\""
      case .pamNeedsFile: return "--pam 后面要跟一个文件名"
      case .pictureNeedsFile: return "picture 需要一个文件"
      }
    }
  )
}

/// A value as it may be printed.
private func shown(_ text: String) -> String { TextSafety.forMessage(text) }
