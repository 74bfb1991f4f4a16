import QuizCore

extension Strings {
  /// Chinese (`zh*` locales).
  public static let chinese = Strings(
    language: "Chinese",
    id: .chinese,
    menu: MenuText(
      heading: "quiz · 选择题包", quit: "退出", daily: "每日一题", stats: "统计",
      dailyKey: "d", statsKey: "s", quitKey: "q",
      notPlayedToday: "今天还没玩", solvedToday: "今天 ✓", failedToday: "今天 ✗",
      streak: { "连续 \($0) 天" },
      legends: [
        "↑↓ 移动 · Enter 开始 · 0-9 或字母选择 · q 退出",
        "↑↓ Enter · 0-9、字母 · q 退出",
        "Enter 开始 · q 退出",
      ],
      enlarge: "请把终端窗口调大", needs: { "至少需要 \($0.columns)×\($0.rows)" },
      cannotOpen: { "✗ 无法打开 \($0.name)：\($0.reason)" }),
    howToPlay: .chinese,
    legendPickLong: "输入或 ←→ 空格：选字",
    legendPickShort: "输入即选字",
    legendClear: "⌫ 清除",
    legendRevealLong: "? 揭示 (60)",
    legendRevealShort: "? 揭示 60",
    legendRemoveLong: "! 去干扰 (90)",
    legendRemoveShort: "! 去干扰 90",
    legendHint: "? 提示",
    legendRemove: "! 去干扰",
    legendSkip: "> 跳过",
    legendZoom: "+ 放大",
    legendQuit: "Esc 退出",
    legendMenu: "Esc 菜单",
    legendFinish: "Esc 结束",
    rejection: { reason in
      switch reason {
      case .noMatchingTile: return "没有剩下的字块是这个字"
      case .tileUnavailable: return "这个字块用不了"
      case .answerIsWrong: return "答案不对，先清除一个字"
      case .slotEmpty: return "这一格是空的"
      case .slotLocked: return "这个字是提示给出的，不能清除"
      case .nothingToClear: return "没有可以清除的字"
      case .cannotAfford(let cost, _): return "分数不够（这个提示要 \(cost) 分）"
      case .nothingToReveal: return "已经没有可揭示的字了"
      case .noDecoyLeft: return "已经没有干扰字块可去掉了"
      case .lastQuestion: return "最后一题不能跳过"
      case .waitingForNext: return "下一题马上就来"
      case .gameOver: return "游戏已经结束"
      case .unknownKey: return "既不是字块也不是命令"
      case .invalidInput: return "不是有效的 UTF-8"
      }
    },
    statusRejected: { "✗ \($0.key)：\($0.reason)" },
    statusWrong: "✗ 不对：按退格键清除一个字",
    statusRight: { "✓ 答对了！+\($0)" },
    statusRevealed: { "揭示了一个字（−\($0)）" },
    statusRemoved: { "去掉了干扰字块（−\($0)）" },
    statusSkipped: { "已跳过，答案是 \($0)" },
    statusRightShort: "✓ 答对了！",
    statusNewGame: "新的一局",
    statusRetrying: { "重做跳过的 \($0) 题" },
    anyKeyReturns: "按任意键返回",
    plainHeader: { "[\($0.question)/\($0.total)] 得分 \($0.score) · " },
    plainPicked: { "> 选了 \($0)" },
    plainCleared: { "> 清除了 \($0)" },
    plainRevealed: { "> 揭示了 \($0)" },
    plainRejected: { "> 无效 \($0.key)：\($0.reason)" },
    plainWrong: { "> ✗ 不对：\($0)（清除一个字再试）" },
    plainSolved: { "> ✓ 答对：\($0.answer) +\($0.points)" },
    plainHintReveal: { "> 提示：揭示一个字（-\($0)）" },
    plainHintRemove: { "> 提示：去掉了干扰字块（-\($0)）" },
    plainQuit: { "> 在第 \($0.question) 题（共 \($0.total) 题）退出，得分 \($0.score)" },
    plainFinal: {
      "最终得分 \($0.score) · 答对 \($0.tally.solved) · 跳过 \($0.tally.skipped) · 提示 \($0.tally.hints) · 答错 \($0.tally.wrongTries)"
    },
    congratulations: "恭喜！",
    plainCongratulations: { "恭喜！\($0)。" },
    headlineAll: { $0 == 1 ? "这一题答对了" : "\($0) 题全部答对" },
    headlineCounted: { "共 \($0.total) 题，答对 \($0.solved) 题" },
    headlineSkipped: { "，跳过 \($0) 题" },
    summaryScore: "得分",
    summarySolved: "答对",
    summarySkipped: "跳过",
    summaryHints: "提示",
    summaryWrongTries: "答错",
    summaryTime: "用时",
    shortScore: { "得分 \($0)" },
    answerKeys: AnswerKeys(yes: ["y", "ｙ", "是"], no: ["n", "ｎ", "否"]),
    playAgain: "再玩一局？（y/n）",
    lastQuestionDone: "最后一题已经做完",
    retryOne: "重做跳过的那一题？（y/n）",
    retryMany: { "重做跳过的 \($0) 题？（y/n）" },
    enlargeTerminal: "请把终端窗口调大",
    needsColumns: { "需要 \($0.needed) 列，现在只有 \($0.present) 列" },
    needsRows: { "这个宽度下需要 \($0.needed) 行，现在只有 \($0.present) 行" },
    resumedAt: { "从第 \($0.question) 题继续（共 \($0.total) 题），得分 \($0.score)（--restart 从头开始）" },
    resumedFromMenu: { "从第 \($0.question) 题继续（共 \($0.total) 题），得分 \($0.score)" },
    welcomeBack: { "欢迎回来：\($0)" },
    otherOrder: "保存的进度是另一种题目顺序的，从头开始",
    otherBank: "保存的进度属于另一个题库，从头开始",
    progressSetAside: { "进度文件已损坏，已移到 \($0)" },
    progressSetAsideWarning: { "警告：进度文件已损坏，已移到 \($0)" },
    notSaving: { "✗ \($0)；本局不保存" },
    notSavingWarning: { "警告：\($0)；本局进度不会保存" },
    warning: { "警告：\($0)" },
    statsSetAsideWarning: { "警告：统计文件已损坏，已移到 \($0)" },
    dailyOpening: { "\($0) 的每日一题" },
    dailyPlayed: {
      "\($0.date) 的每日一题已经玩过了：\($0.solved ? "答对了" : "没有答对")。明天会有新的一题。"
    },
    dailyNotRecorded: { "\($0) 的每日一题结果没有记录：统计无法保存" },
    dailyPlayedElsewhere: { "\($0) 的每日一题已在另一局中玩过；本局不计入统计" },
    dailyHeading: { "每日一题 · \($0)" },
    dailySolved: "✓ 答对了！",
    dailyNotSolved: "✗ 没有答出",
    dailyAnswer: { "答案：\($0)" },
    dailyShare: "分享：",
    dailyStreak: { "连续 \($0.current) 天 · 最长 \($0.best) 天" },
    dailyTomorrow: "明天再来一题",
    anyKeyMenu: "按任意键返回菜单",
    anyKeyLeave: "按任意键离开",
    dailyCopyLegend: "c：复制卡片",
    dailyCopied: "✓ 卡片已复制到剪贴板",
    dailyCopiedTmux: "✓ 卡片已复制到 tmux 的粘贴缓冲区（前缀键 ] 粘贴）",
    dailyCopyByHand: "无法使用此终端的剪贴板：请用鼠标选中卡片来复制",
    dailyNotPlayedYet: { "\($0) 的每日一题还没玩：用 quiz daily 来玩" },
    statsScrollLegend: "↑↓ 滚动 · 其他键返回",
    statsLabels: StatsLabels(
      games: "局数", puzzles: "题数", solved: "答对", skipped: "跳过", hints: "提示",
      wrongTries: "答错", averageTime: "平均用时", streak: "每日连胜"),
    statsGames: { "玩了 \($0.played) 局，完成 \($0.finished) 局" },
    statsPuzzles: { "玩了 \($0) 题" },
    statsSeconds: { "\($0) 秒" },
    statsMinutes: { "\($0.minutes) 分 \($0.seconds) 秒" },
    decimalMark: ".",
    statsAverage: { "每答对一题 \($0)" },
    statsStreak: { "\($0.current) 天（最长 \($0.best) 天），今天：\($1)" },
    statsNotYet: "还没玩",
    statsBestScores: "各题包最高分",
    statsChartTitle: "每道答对的题用了几次提示",
    banksHeader: ["题包", "题数", "进度", "位置"],
    banksBundled: "内置",
    banksHidden: "（被同名内置题包遮住）",
    banksSkipped: { "已跳过 \($0)：题包文件夹的名字只能用字母、数字、-、_ 和 .（最多 64 个）" },
    checkOK: { bank in
      "没有错误，\(bank.questions) 道题" + (bank.warnings == 0 ? "" : "，\(bank.warnings) 个警告")
    },
    bankErrors: .chinese,
    usageError: { "\($0)（试试 quiz --help）" }
  )
}
