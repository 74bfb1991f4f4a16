import QuizCore

/// The Spanish, Chinese and French wording of ``JPEGError`` (English is its `description`); marker
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
      text = "no se puede leer un JPEG \(spanish(process)): guárdalo como JPEG básico o PNG"
    case .unsupportedPrecision(let bits):
      text = "muestras de \(bits) bits: solo se lee JPEG de 8 bits"
    case .unsupportedComponents(let count):
      text = "\(count) componentes de color: se esperaban 1, 3 o 4"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) no es un tamaño válido"
    case .tooLarge(let width, let height): text = "\(width)×\(height) supera \(side)×\(side)"
    case .overDecodeBudget(let width, let height, let limit):
      text =
        "\(width)×\(height) supera el límite de decodificación de \(limit / 1_000_000) megapíxeles"
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

  /// French.
  static func french(_ error: JPEGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "ce n’est pas un fichier JPEG: il ne commence pas par le marqueur SOI"
    case .truncated: text = "le fichier s’arrête avant le marqueur EOI"
    case .truncatedImageData: text = "les données de l’image s’arrêtent avant le dernier bloc"
    case .badSegment(let name): text = "le segment \(name) est mal formé"
    case .markerOrder(let name): text = "un marqueur \(name) là où il n’a pas sa place"
    case .unsupported(let process):
      text =
        "un JPEG \(french(process)) ne peut pas être lu: enregistre-le en JPEG de base ou en PNG"
    case .unsupportedPrecision(let bits):
      text = "échantillons de \(bits) bits: seul le JPEG 8 bits est lu"
    case .unsupportedComponents(let count):
      text = "\(count) composantes de couleur: il en faut 1, 3 ou 4"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) n’est pas une taille valable"
    case .tooLarge(let width, let height): text = "\(width)×\(height) dépasse \(side)×\(side)"
    case .overDecodeBudget(let width, let height, let limit):
      text = "\(width)×\(height) dépasse la limite de décodage de \(limit / 1_000_000) mégapixels"
    case .missingTable: text = "un balayage utilise une table absente du fichier"
    case .invalidCode: text = "les données de l’image contiennent un code non valable"
    case .tooManyScans(let limit): text = "plus de \(limit) balayages"
    case .missingImageData: text = "il n’y a pas de données d’image"
    }
    return "JPEG: " + text
  }

  private static func french(_ process: JPEGError.Process) -> String {
    switch process {
    case .arithmetic: "à codage arithmétique"
    case .lossless: "sans perte"
    case .hierarchical: "hiérarchique"
    }
  }
}
