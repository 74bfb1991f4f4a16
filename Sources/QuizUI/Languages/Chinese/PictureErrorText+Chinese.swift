import QuizCore

extension PictureErrorText {
  /// Simplified Chinese.
  static func chinese(_ error: PictureLoadError) -> String {
    switch error {
    case .missing: return "文件不存在"
    case .unreadable: return "无法读取该文件"
    case .notRegularFile(let kind):
      return "不是普通文件（\(ChineseBankText.kind(kind))）"
    case .tooLarge(let size, let limit):
      return "文件太大：\(BoundedFile.mebibytes(size))，最多 \(BoundedFile.mebibytes(limit))"
    case .unknownFormat(""): return "没有扩展名，无法判断图片格式（.png、.jpg、.gif、.xpm、.ppm、.pgm 或 .pnm）"
    case .unknownFormat(let ext): return "未知的图片格式 \".\(TextSafety.forMessage(ext))\""
    case .foreignFormat(let format): return "无法读取 \(format.rawValue) 图片：请另存为 JPEG 或 PNG"
    case .unknownContent: return "不是 PNG、JPEG、GIF、XPM 或 netpbm 图片"
    case .invalid(let error): return TextSafety.escaped(ChinesePictureText.decoding(error))
    }
  }
}

/// The Chinese wording of the decoders' errors.
private enum ChinesePictureText {
  static func decoding(_ error: PictureError) -> String {
    let side = Picture.maxSide
    switch error {
    case .empty: return "文件是空的"
    case .wrongHeader(.xpm, _): return "不是 XPM 文件：开头不是 ‘/* XPM */’"
    case .wrongHeader(.png, _): return png(.signature)
    case .wrongHeader(.jpeg, _): return PictureErrorText.chinese(JPEGError.signature)
    case .wrongHeader(.gif, _): return PictureErrorText.chinese(GIFError.signature)
    case .wrongHeader(.netpbm, _): return "不是 netpbm 文件：开头不是 ‘P2’、‘P3’、‘P5’ 或 ‘P6’"
    case .truncated(let expected, let found):
      return "文件不完整：应有 \(expected) 行，只有 \(found) 行"
    case .truncatedColorTable(let expected, let found):
      return "文件不完整：颜色表应有 \(expected) 种颜色，只有 \(found) 种"
    case .invalidDimensions(let width, let height):
      return "尺寸 \(width)×\(height) 无效：宽和高都必须至少为 1"
    case .dimensionsTooLarge(let width, let height):
      return "尺寸 \(width)×\(height) 超过了 \(side)×\(side) 的上限"
    case .invalidMaxval(let maxval): return "maxval \(maxval) 不在 1…65535 之间"
    case .sampleOutOfRange(let value, let maxval): return "样本值 \(value) 超过了 maxval \(maxval)"
    case .invalidCharsPerPixel(let count): return "每像素 \(count) 个字符：应为 1 到 4 个"
    case .tooManyColors(let count, let limit):
      return "\(count) 种颜色：XPM 图片最多只能有 \(limit) 种"
    case .colorNotInTable: return "有像素用了颜色表里没有的代码"
    case .duplicateColor: return "颜色表里有代码定义了两次"
    case .unknownColor: return "颜色表里有颜色既不是 None、# 十六进制颜色，也不是已知的颜色名"
    case .wrongRowLength(let row, let expected, let found):
      return "第 \(row) 行有 \(found) 个字符，应为 \(expected) 个"
    case .malformed(let fault): return malformed(fault)
    case .png(let error): return png(error)
    case .jpeg(let error): return PictureErrorText.chinese(error)
    case .gif(let error): return PictureErrorText.chinese(error)
    }
  }

  static func png(_ error: PNGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "不是 PNG 文件：开头没有 PNG 签名"
    case .truncatedChunk(let name?): text = "文件在 \(name) 块内部就结束了"
    case .truncatedChunk(nil): text = "文件在某个块内部就结束了"
    case .missingEnd: text = "文件在 IEND 块之前就结束了"
    case .chunkTooLong: text = "有块的长度超过 2³¹ − 1"
    case .invalidChunkType: text = "有块的类型不是四个字母"
    case .crcMismatch(let name?): text = "\(name) 的 CRC 校验不符"
    case .crcMismatch(nil): text = "某个未知关键块的 CRC 校验不符"
    case .headerNotFirst: text = "第一个块不是 IHDR"
    case .chunkOrder(let rule): text = chunkRule(rule)
    case .unknownCriticalChunk: text = "有未知的关键块"
    case .missingImageData: text = "没有 IDAT 块"
    case .missingPalette: text = "索引颜色图片没有 PLTE 块"
    case .badChunkLength(let name): text = "\(name) 块的长度不对"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) 不是有效的尺寸"
    case .tooLarge(let width, let height): text = "\(width)×\(height) 大于 \(side)×\(side)"
    case .invalidFormat(let colorType, let bitDepth):
      text = "颜色类型 \(colorType) 配位深 \(bitDepth) 不是 PNG 格式"
    case .invalidMethod(let what): text = "未知的\(method(what))方法"
    case .badPalette(let entries): text = "\(entries) 种颜色的调色板与图片不符"
    case .badTransparency: text = "tRNS 块与颜色类型不符"
    case .invalidFilter(let type): text = "过滤类型 \(type) 不在 0 到 4 之间"
    case .paletteIndexOutOfRange(let index, let entries):
      text = "有像素用了颜色 \(index)，而调色板只有 \(entries) 种颜色"
    case .imageDataTooLong(let limit, let width, let height):
      text = "图像数据解压后超过了 \(width)×\(height) 图片所需的 \(limit) 字节"
    case .imageData(.adlerMismatch): text = "图像数据的 Adler-32 校验不符"
    case .imageData(let error): text = "图像数据：\(inflate(error))"
    }
    return "PNG：" + text
  }

  static func inflate(_ error: InflateError) -> String {
    switch error {
    case .badHeader: "不是 DEFLATE 数据的 zlib 流"
    case .presetDictionary: "zlib 流要求预设字典"
    case .truncated: "压缩数据提前结束"
    case .reservedBlockType: "有保留类型 3 的 DEFLATE 块"
    case .storedLengthMismatch: "存储块的长度与其补码不符"
    case .invalidCodeLengths: "霍夫曼码长无效"
    case .invalidCode: "霍夫曼码无效"
    case .distanceTooFar: "有回溯引用指到了数据开头之前"
    case .tooLong(let limit): "数据解压后超过 \(limit) 字节"
    case .tooShort(let found, let expected): "数据解压后只有 \(found) 字节，应为 \(expected) 字节"
    case .adlerMismatch: "Adler-32 校验不符"
    }
  }

  static func malformed(_ fault: PictureSyntaxFault) -> String {
    switch fault {
    case .missingValuesLine: "‘/* XPM */’ 之后缺少数值行"
    case .noColors: "颜色表至少要有 1 种颜色，现在一种也没有"
    case .badValuesLine: "数值行必须写明宽、高、颜色数和每像素字符数"
    case .shortColorEntry: "颜色表有一项比它的像素代码还短"
    case .textWhereKeyBelongs: "颜色表有一项在该写键（c、m、g、g4 或 s）的地方写了别的文字"
    case .noColorValue: "颜色表有一项没有 c、g、g4 或 m 值"
    case .noSpaceAfterMagic(let digit): "魔数 ‘P\(digit)’ 后面应为空白"
    case .headerEndsBefore(.width): "文件头在宽度之前就结束了"
    case .headerEndsBefore(.height): "文件头在高度之前就结束了"
    case .headerEndsBefore(.maxval): "文件头在maxval之前就结束了"
    case .numberTooLarge(let byte): "第 \(byte) 字节处的数字太大"
    case .expectedNumber(let byte): "第 \(byte) 字节处应为数字"
    case .noSpaceAfterNumber(let byte): "第 \(byte) 字节处的数字后面应为空白"
    }
  }

  static func chunkRule(_ rule: PNGError.ChunkRule) -> String {
    switch rule {
    case .secondHeader: "出现了第二个 IHDR 块"
    case .paletteAfterImageData: "PLTE 出现在 IDAT 之后"
    case .secondPalette: "出现了第二个 PLTE 块"
    case .transparencyAfterImageData: "tRNS 出现在 IDAT 之后"
    case .secondTransparency: "出现了第二个 tRNS 块"
    case .imageDataNotConsecutive: "IDAT 块不连续"
    case .transparencyBeforePalette: "tRNS 出现在 PLTE 之前"
    case .paletteInGreyscale: "灰度图片里有 PLTE 块"
    }
  }

  static func method(_ method: PNGError.Method) -> String {
    switch method {
    case .compression: "压缩"
    case .filter: "过滤"
    case .interlace: "隔行扫描"
    }
  }
}

extension PictureErrorText {
  /// Simplified Chinese.
  static func chinese(_ error: GIFError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "不是 GIF 文件：开头不是 GIF87a 或 GIF89a"
    case .truncated: text = "文件在第一幅图像的数据结束之前就结束了"
    case .colorOutOfTable(let index): text = "颜色 \(index) 不在颜色表里"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) 不是有效的尺寸"
    case .tooLarge(let width, let height): text = "\(width)×\(height) 超过了 \(side)×\(side)"
    case .missingColorTable: text = "图像没有颜色表"
    case .badCodeSize(let size): text = "LZW 编码长度 \(size)：应为 1 到 11"
    case .invalidCode: text = "图像数据中有无效的 LZW 编码"
    case .truncatedImageData(let found, let expected):
      text = "图像数据在最后一个像素之前就结束了（\(expected) 个中只有 \(found) 个）"
    }
    return "GIF: " + text
  }
}

extension PictureErrorText {
  /// Simplified Chinese.
  static func chinese(_ error: JPEGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "不是 JPEG 文件：开头没有 SOI 标记"
    case .truncated: text = "文件在 EOI 标记之前就结束了"
    case .truncatedImageData: text = "图像数据在最后一个块之前就结束了"
    case .badSegment(let name): text = "\(name) 段格式错误"
    case .markerOrder(let name): text = "\(name) 标记出现在不该出现的位置"
    case .unsupported(let process):
      text = "无法读取\(chinese(process)) JPEG：请另存为基线 JPEG 或 PNG"
    case .unsupportedPrecision(let bits): text = "\(bits) 位样本：只能读取 8 位 JPEG"
    case .unsupportedComponents(let count): text = "\(count) 个颜色分量：应为 1、3 或 4 个"
    case .invalidDimensions(let width, let height): text = "\(width)×\(height) 不是有效的尺寸"
    case .tooLarge(let width, let height): text = "\(width)×\(height) 超过了 \(side)×\(side)"
    case .overDecodeBudget(let width, let height, let limit):
      text = "\(width)×\(height) 超过了 \(limit / 1_000_000) 百万像素的解码上限"
    case .missingTable: text = "有扫描用了文件没有定义的表"
    case .invalidCode: text = "图像数据中有无效的编码"
    case .tooManyScans(let limit): text = "扫描超过 \(limit) 次"
    case .missingImageData: text = "没有图像数据"
    }
    return "JPEG: " + text
  }

  private static func chinese(_ process: JPEGError.Process) -> String {
    switch process {
    case .arithmetic: "算术编码的"
    case .lossless: "无损"
    case .hierarchical: "分层"
    }
  }
}
