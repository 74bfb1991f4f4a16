import QuizCore
import QuizUI

extension OverviewText {
  /// Chinese.
  public static let chinese = OverviewText(
    options: "选项：",
    command: { id in
      switch id {
      case .play: "开始游戏（终端里是题包菜单，管道时用 en）"
      case .check: "检查题库，列出所有问题"
      case .banks: "列出题包"
      case .stats: "查看统计"
      case .daily: "每日一题（按界面语言）"
      case .picture: "预览图片"
      case .import: "制作题库"
      case .export: "把题包写成一个文件"
      case .completions: "输出 shell 补全脚本"
      case .replay: "回放录制"
      }
    },
    option: { id in
      switch id {
      case .bank: "玩某个题包"
      case .shuffle: "打乱题目和字块"
      case .seed: "重现同一次打乱"
      case .restart: "从头开始"
      case .plain: "纯文本"
      case .json: "JSON Lines"
      case .color: "auto、always 或 never"
      case .theme: "dark、light 或 auto"
      case .graphics: "图片：auto、kitty、sixel、iterm、blocks 或 ascii"
      case .state: "进度存到 路径"
      case .stats: "统计存到 路径"
      case .date: "把这一天当作今天"
      case .share: "每日一题的分享卡片"
      case .help: "帮助"
      case .version: "版本"
      case .record: "录制游戏"
      case .force: "覆盖已有文件"
      case .replayKeys: "重放按键"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "按键：输入字母，或用方向键和空格选字块 · 退格键清除 · Tab 切换字块/格子",
      "  ? 揭示一个字 (60) · ! 去掉干扰字块 (90) · > 跳过 · + 放大图片",
      "  Ctrl-L 重画 · Esc、Ctrl-C 或 Ctrl-D 退出 · y/n 回答是否提问 · F1 或 / 玩法",
    ],
    exit: [
      "退出码：0 完成（或 check 无错误）· 1 中途退出 · 64 用法错误 · 65 题库有误",
      "        66 文件不存在 · 73 目标已存在 · 74 读写错误 · 129/130/143 信号",
    ])
}
