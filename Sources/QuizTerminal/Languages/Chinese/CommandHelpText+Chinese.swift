import QuizCore
import QuizUI

extension CommandHelpText {
  /// Chinese.
  public static let chinese = CommandHelpText(
    usage: "用法：", options: "选项：", optionsPlaceholder: "[选项]",
    command: { command in
      switch command.id {
      case .play: "玩一个题库"
      case .check: "检查题库"
      case .banks: "列出题包"
      case .stats: "查看统计"
      case .daily: "玩每日一题"
      case .picture: "预览图片"
      case .import: "把表格或图片转成题库"
      case .export: "把题包写成一个文件"
      case .completions: "输出 shell 补全脚本"
      case .replay: "回放录制"
      }
    },
    option: { option in
      switch option.id {
      case .bank: "玩某个题包"
      case .shuffle: "打乱题目和字块"
      case .seed: "重现同一次打乱"
      case .restart: "从头开始，不用保存的进度"
      case .plain: "纯文本"
      case .json: "给脚本用的 JSON Lines"
      case .color: "颜色：auto、always 或 never"
      case .theme: "深色或浅色背景的配色"
      case .graphics: "图片：auto、kitty、sixel、iterm、blocks 或 ascii"
      case .state: "进度存到 路径"
      case .stats: "统计存到 路径"
      case .date: "把这一天当作今天"
      case .help: "显示帮助"
      case .version: "显示版本"
      case .width: "预览宽度（列数）"
      case .pam: "把像素写成 PAM 文件"
      case .output: "把题库文件夹写到 目录"
      case .install: "安装成你自己的题包，名为 名称"
      case .title: "题包的标题（默认用文件名）"
      case .force: "替换已有的内容"
      case .record: "把游戏录制为 asciicast v2"
      case .replayKeys: "重放录制中的按键"
      case .speed: "以 N 倍速回放"
      case .exportFile: "写出 文件（- 表示标准输出）"
      case .xml: "写 XML 而不是二进制"
      case .share: "显示当天的分享卡片"
      case .pictureSize: "图片长边的像素（16–1024）"
      }
    },
    placeholders: [
      "BANK": "题库", "FILE": "文件", "FILE.csv": "表格.csv", "DIR": "目录", "FOLDER": "文件夹",
      "NAME": "名称", "PATH": "路径", "OUT": "输出", "WHEN": "何时", "THEME": "主题", "HOW": "方式",
      "TITLE": "标题",
    ])
}
