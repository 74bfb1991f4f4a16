extension HowToPlayText {
  /// Chinese.
  public static let chinese = HowToPlayText(
    heading: "玩法",
    goal: "根据提示和图片猜出词语。",
    typeKey: "字",
    type: "输入一个字，放进下一个空格",
    backspace: "退回最后一个字",
    reveal: { "揭示一个字（−\($0) 分）" },
    remove: { "去掉 \($0.tiles) 个多余的字块（−\($0.cost) 分）" },
    skip: "跳过本题（免费）",
    zoom: "放大图片",
    escape: "离开，进度会保存",
    escapeDaily: "离开；动过之后记为没有答出",
    points: { "开始时有 \($0.start) 分，每答对一题得 \($0.right) 分。" },
    again: "按 F1 或 / 可再次查看本页",
    anyKey: "按任意键开始",
    legend: "/ 帮助")
}
