import QuizCore

/// The Spanish, Chinese and French wording of ``GIFError`` (English is its `description`);
/// numbers stay as they are.
enum GIFErrorText {
  /// Spanish.
  static func spanish(_ error: GIFError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "no es un archivo GIF: no empieza por GIF87a ni GIF89a"
    case .truncated: text = "el archivo termina antes que los datos de la primera imagen"
    case .colorOutOfTable(let index): text = "el color \(index) no está en la tabla de colores"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) no es un tamaño válido"
    case .tooLarge(let width, let height): text = "\(width)×\(height) supera \(side)×\(side)"
    case .missingColorTable: text = "la imagen no tiene tabla de colores"
    case .badCodeSize(let size): text = "tamaño de código LZW \(size): se esperaba de 1 a 11"
    case .invalidCode: text = "los datos de imagen contienen un código LZW no válido"
    }
    return "GIF: " + text
  }

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
    }
    return "GIF: " + text
  }

  /// French.
  static func french(_ error: GIFError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "ce n’est pas un fichier GIF: il ne commence pas par GIF87a ou GIF89a"
    case .truncated: text = "le fichier s’arrête avant la fin des données de la première image"
    case .colorOutOfTable(let index):
      text = "la couleur \(index) n’est pas dans la table de couleurs"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) n’est pas une taille valable"
    case .tooLarge(let width, let height): text = "\(width)×\(height) dépasse \(side)×\(side)"
    case .missingColorTable: text = "l’image n’a pas de table de couleurs"
    case .badCodeSize(let size): text = "taille de code LZW \(size): elle doit aller de 1 à 11"
    case .invalidCode: text = "les données de l’image contiennent un code LZW non valable"
    }
    return "GIF: " + text
  }
}
