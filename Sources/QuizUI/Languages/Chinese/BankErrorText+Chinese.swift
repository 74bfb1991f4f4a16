import Foundation
import QuizCore

extension BankErrorText {
  /// Simplified Chinese (`zh*` locales).
  public static let chinese = BankErrorText(
    bankError: ChineseBankText.bankError,
    reason: ChineseBankText.reason,
    fullListHint: { "（运行 quiz check \($0) 查看完整列表）" },
    issue: ChineseBankText.issue,
    problem: ChineseBankText.problem,
    checkLine: { line in
      "\(line.path): \(line.severity == .error ? "错误" : "警告")：\(ChineseBankText.issue(line.first))"
        + line.more.map { "；" + ChineseBankText.problem($0) }.joined()
    },
    packError: ChineseBankText.packError,
    picture: PictureErrorText.chinese
  )
}

/// The Chinese wording, case by case.
package enum ChineseBankText {
  static func bankError(_ error: BankError) -> String {
    "\(shown(error.path)): " + reason(error)
  }

  /// Why the bank cannot be played, without its path.
  static func reason(_ error: BankError) -> String {
    switch error {
    case .fileMissing: return "文件不存在"
    case .unreadable(_, let reason): return "无法读取：\(readFault(reason))"
    case .tooLarge(_, let size, let limit):
      return "文件太大，不能作为题库：\(BoundedFile.mebibytes(size))，"
        + "最多 \(BoundedFile.mebibytes(limit))"
    case .notPropertyList(_, let text):
      return "不是属性列表：" + syntax(text)
    case .damaged(_, let text):
      return "二进制属性列表已损坏：\(damage(text))"
    case .notABank(_, let reason): return "不是题库：\(refusal(reason))"
    case .wrongRoot(_, let found):
      return "根节点必须是题目数组，却是\(type(found))"
    case .emptyBank: return "题库里没有题目"
    case .invalid(_, let issues):
      let errors = issues.filter { $0.severity == .error }
      let first = errors.first.map { "：" + issue($0) } ?? ""
      let more = errors.count > 1 ? "（另有 \(errors.count - 1) 处错误）" : ""
      return "题库有误\(first)\(more)"
    }
  }

  static func issue(_ issue: BankIssue) -> String {
    let key = issue.key.isEmpty ? "" : " \(TextSafety.forMessage(issue.key))"
    return (issue.question == 0 ? "题库" : "第 \(issue.question) 题")
      + "\(key)：\(problem(issue.problem))"
  }

  static func problem(_ problem: BankProblem) -> String {
    switch problem {
    case .missing: return "缺失"
    case .empty: return "为空"
    case .wrongType(let expected, let found):
      return "必须是\(Self.expected(expected))，却是\(type(found))"
    case .notADictionary(let found): return "必须是字典，却是\(type(found))"
    case .keyNotAString(let found): return "每个键都必须是字符串，却有一个是\(type(found))"
    case .badOptions(let faults):
      return OptionFault.grouped(faults).map(clause).joined(separator: "；")
    case .missingLetter(let letter, let needed, let available):
      return "需要 \(needed) 个 \(TextSafety.forMessage(String(letter)))，选项里只有 \(available) 个"
    case .tooManyOptions(let count, let limit): return "有 \(count) 个选项，最多 \(limit) 个"
    case .answerTooLong(let count, let limit): return "有 \(count) 个字，最多 \(limit) 个"
    case .tooLong(let count, let limit): return "有 \(count) 个字符，最多 \(limit) 个"
    case .whitespaceInAnswer: return "不能包含空格或其他空白字符"
    case .invisibleLetter(let letter):
      return "含有看不见的字符 \"\(BankProblem.shownScalars(letter))\""
    case .duplicateAnswer(let first): return "与第 \(first) 题的答案相同"
    case .controlCharacter(let text): return "含有控制字符或转义序列：\(quoted(text))"
    case .notPlainName(let name): return "\(quoted(name)) 必须是简单的名称（不能含 \"/\" 或 \"..\"）"
    case .pictureMissing(let name):
      let formats = BankProblem.formatsLookedFor(icon: name)
      return "在 pictures/ 里找不到图片 \(quoted(name))"
        + (formats.isEmpty ? "" : "（找过 " + formats.joined(separator: "、") + "）")
    case .pictureOutsideBank(let name):
      return "图片 \(quoted(name)) 通过符号链接指向题库文件夹之外（未读取）"
    case .pictureUnreadable(let name, let reason):
      return "图片 \(quoted(name)) 无法读取：\(TextSafety.escaped(PictureErrorText.chinese(reason)))"
    case .inlinePictureUnreadable(let reason):
      return "内嵌图片无法读取：\(TextSafety.escaped(PictureErrorText.chinese(reason)))"
    case .pictureNamedTwice: return "和 icon 一样指定了图片文件：两者只能用一个"
    case .picturesOverBudget(let limit):
      return "到这张为止的图片解码后共超过 \(limit) 个像素，这是一个题库的图片最多能有的；后面的图片没有解码"
    case .unknownKey: return "未知的键（已忽略）"
    }
  }

  /// One clause about options with the same fault.
  static func clause(_ faults: [OptionFault]) -> String {
    let one = faults.count == 1
    var list = faults.prefix(OptionFault.listed).map { $0.shown(typeName: type) }
      .joined(separator: "、")
    if faults.count > OptionFault.listed { list += " 等另外 \(faults.count - OptionFault.listed) 个" }
    let subject = "选项 " + list
    switch faults[0].reason {
    case .notOneLetter:
      return subject + (one ? " 必须" : " 都必须") + "恰好是一个非空白字符"
    case .controlCharacter: return subject + (one ? " 含有" : " 都含有") + "控制字符或转义序列"
    case .invisible: return subject + (one ? " 是" : " 都是") + "看不见的字符"
    case .notAString(let found):
      if one { return "选项 \(faults[0].index + 1) 必须是字符串，却是\(type(found))" }
      return subject + " 都必须是字符串"
    }
  }

  static func packError(_ error: BundledPackError) -> String {
    switch error {
    case .manifestMissing(let path): return "内置题包列表缺失：\(shown(path)): 文件不存在"
    case .manifestInvalid(let path, let problem):
      return "\(shown(path)): 题包列表有误：\(manifest(problem))"
    }
  }

  private static func shown(_ path: String) -> String { TextSafety.escaped(path) }

  private static func quoted(_ text: String) -> String { "\"\(TextSafety.forMessage(text))\"" }

  /// A property-list type.
  static func type(_ type: PlistValueType) -> String {
    switch type {
    case .string: "字符串"
    case .array: "数组"
    case .dictionary: "字典"
    case .data: "二进制数据"
    case .date: "日期"
    case .number: "数字"
    case .boolean: "布尔值"
    case .null: "空值"
    case .reference: "引用"
    case .other: "其他类型的值"
    }
  }

  static func expected(_ type: PlistValueType.Expected) -> String {
    switch type {
    case .string: "字符串"
    case .arrayOfStrings: "字符串数组"
    case .dataOrString: "二进制数据或字符串"
    }
  }

  /// What a path holds instead of a regular file.
  package static func kind(_ kind: FileKind) -> String {
    switch kind {
    case .directory: "目录"
    case .fifo: "FIFO 管道"
    case .characterDevice: "字符设备"
    case .blockDevice: "块设备"
    case .socket: "套接字"
    case .other: "未知类型"
    }
  }

  static func readFault(_ fault: FileReadFault) -> String {
    switch fault {
    case .isADirectory: return "这是一个目录"
    case .notRegular(let kind): return "不是普通文件（\(Self.kind(kind))）"
    case .system(let code):
      switch code {
      case EACCES, EPERM: return "没有权限"
      case ELOOP: return "符号链接层数过多"
      default: return SystemErrorText.chinese[code] ?? SystemErrorText.english(code)
      }
    }
  }

  static func syntax(_ fault: PlistSyntaxFault) -> String {
    switch fault {
    case .empty: "文件是空的"
    case .noValue: "文件里没有任何值"
    case .unknownFormat: "内容既不是 XML 或二进制属性列表，也不是 OpenStep 数组或字典"
    case .openStep(let line, let fault): "第 \(line) 行：\(openStep(fault))"
    case .parser(let message): TextSafety.forMessage(message)
    }
  }

  static func openStep(_ fault: OpenStepFault) -> String {
    switch fault {
    case .noValue: "文件里没有任何值"
    case .endsInside(.array): "文件在数组内部就结束了"
    case .endsInside(.dictionary): "文件在字典内部就结束了"
    case .textAfterEnd: "属性列表结束后还有多余的文本"
    case .expectedCommaOrParen: "数组元素后面应为 “,” 或 “)”"
    case .expectedKey: "字典里应为键（字符串）或 “}”"
    case .expectedEquals: "字典的键后面应为 “=”"
    case .expectedSemicolon: "字典的值后面应为 “;”"
    case .hexData: "“<” 和 “>” 之间的数据必须是十六进制数字"
    case .endsInsideData: "文件在数据 “<…>” 内部就结束了"
    case .expectedValue: "这里应为一个值"
    case .unclosedString: "带引号的字符串没有结束"
    case .unclosedComment: "注释 “/*” 没有结束"
    case .nestedTooDeep(let limit): refusal(.nestedTooDeep(limit: limit))
    }
  }

  static func damage(_ damage: BinaryPlistDamage) -> String {
    switch damage {
    case .tooShort(let size): "文件太短（\(size) 字节）"
    case .unsupportedVersion: "不支持的格式版本"
    case .impossibleSizes: "文件尾给出的偏移大小或引用大小不可能成立"
    case .impossibleCount: "文件尾给出的对象数量不可能成立"
    case .topObjectMissing: "顶层对象不在偏移表中"
    case .tableOutside: "偏移表超出了文件范围"
    case .offsetOutside(let object): "对象 \(object) 的偏移超出了对象区"
    case .runsPast(let object): "对象 \(object) 越过了对象区的末尾"
    case .tooLong(let object): "对象 \(object) 太长"
    case .unknownMarker(let object, let marker):
      "对象 \(object) 的类型标记 0x\(BinaryPlistDamage.hex(marker)) 未知"
    case .malformedLength(let object): "对象 \(object) 的长度格式错误"
    case .missingReference(let object): "对象 \(object) 引用了不存在的对象"
    case .containsItself: "有数组或字典包含了它自己"
    case .undecodable: "其中的对象无法解码"
    }
  }

  static func refusal(_ reason: NotABankReason) -> String {
    switch reason {
    case .orderedSet: "其中有有序集合，而题库只能包含数组、字典和文本"
    case .set: "其中有集合，而题库只能包含数组、字典和文本"
    case .expands(let factor): "共享对象展开后超过文件大小的 \(factor) 倍"
    case .nestedTooDeep(let limit): "数组或字典嵌套超过 \(limit) 层"
    }
  }

  static func manifest(_ fault: ManifestFault) -> String {
    switch fault {
    case .rootNotArray: "根节点必须是题包数组"
    case .notADictionary(let pack): "第 \(pack) 个题包不是字典"
    case .missingKey(let pack, let key): "第 \(pack) 个题包缺少 \(key)"
    case .badName(let pack): "第 \(pack) 个题包：名称只能由字母、数字和 - 组成"
    case .badLevel(let pack): "第 \(pack) 个题包需要不小于 1 的 level"
    case .badQuestionCount(let pack): "第 \(pack) 个题包的题目数（questions）必须不小于 0"
    case .noPackForDaily: "没有可以选出每日一题的内置题包"
    }
  }
}
