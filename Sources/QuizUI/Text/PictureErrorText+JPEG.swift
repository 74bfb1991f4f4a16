import QuizCore

/// The Spanish and Chinese wording of ``JPEGError`` (English is its `description`); marker
/// names and numbers stay as they are.
enum JPEGErrorText {
  /// Spanish.
  static func spanish(_ error: JPEGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "no es un archivo JPEG: no empieza por el marcador SOI"
    case .truncated: text = "el archivo termina antes del marcador EOI"
    case .truncatedImageData: text = "los datos de imagen terminan antes del último bloque"
    case .badSegment(let name): text = "el segmento \(name) está mal formado"
    case .markerOrder(let name): text = "un marcador \(name) donde no corresponde"
    case .unsupported(let process):
      text = "no se puede leer un JPEG \(spanish(process)): guárdelo como JPEG básico o PNG"
    case .unsupportedPrecision(let bits):
      text = "muestras de \(bits) bits: solo se lee JPEG de 8 bits"
    case .unsupportedComponents(let count):
      text = "\(count) componentes de color: se esperaban 1, 3 o 4"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) no es un tamaño válido"
    case .tooLarge(let width, let height): text = "\(width)×\(height) supera \(side)×\(side)"
    case .missingTable: text = "un barrido usa una tabla que no está en el archivo"
    case .invalidCode: text = "los datos de imagen contienen un código no válido"
    case .tooManyScans(let limit): text = "más de \(limit) barridos"
    case .missingImageData: text = "no hay datos de imagen"
    }
    return "JPEG: " + text
  }

  private static func spanish(_ process: JPEGError.Process) -> String {
    switch process {
    case .arithmetic: "con codificación aritmética"
    case .lossless: "sin pérdida"
    case .hierarchical: "jerárquico"
    }
  }

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
