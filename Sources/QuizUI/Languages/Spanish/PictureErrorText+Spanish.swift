import QuizCore

extension PictureErrorText {
  /// Spanish.
  static func spanish(_ error: PictureLoadError) -> String {
    switch error {
    case .missing: return "no existe ese archivo"
    case .unreadable: return "no se puede leer el archivo"
    case .notRegularFile(let kind):
      return "no es un archivo normal (\(SpanishBankText.kind(kind)))"
    case .tooLarge(let size, let limit):
      return "el archivo es demasiado grande: \(BoundedFile.mebibytes(size)), como máximo "
        + BoundedFile.mebibytes(limit)
    case .unknownFormat(""):
      return
        "sin extensión que diga el formato de la imagen (.png, .jpg, .gif, .xpm, .ppm, .pgm o .pnm)"
    case .unknownFormat(let ext):
      return "formato de imagen desconocido \".\(TextSafety.forMessage(ext))\""
    case .foreignFormat(let format):
      return "no se pueden leer imágenes \(format.rawValue): guárdalas como JPEG o PNG"
    case .unknownContent: return "no es una imagen PNG, JPEG, GIF, XPM ni netpbm"
    case .invalid(let error): return TextSafety.escaped(SpanishPictureText.decoding(error))
    }
  }
}

/// The Spanish wording of the decoders' errors.
private enum SpanishPictureText {
  static func decoding(_ error: PictureError) -> String {
    let side = Picture.maxSide
    switch error {
    case .empty: return "el archivo está vacío"
    case .wrongHeader(.xpm, _): return "no es un archivo XPM: no empieza por ‘/* XPM */’"
    case .wrongHeader(.png, _): return png(.signature)
    case .wrongHeader(.jpeg, _): return PictureErrorText.spanish(JPEGError.signature)
    case .wrongHeader(.gif, _): return PictureErrorText.spanish(GIFError.signature)
    case .wrongHeader(.netpbm, _):
      return "no es un archivo netpbm: no empieza por ‘P2’, ‘P3’, ‘P5’ ni ‘P6’"
    case .truncated(let expected, let found):
      return "incompleto: se esperaban \(expected) filas y hay \(found)"
    case .truncatedColorTable(let expected, let found):
      return "incompleto: se esperaban \(expected) colores en la tabla de colores y hay \(found)"
    case .invalidDimensions(let width, let height):
      return "dimensiones no válidas \(width)×\(height): ambas deben ser al menos 1"
    case .dimensionsTooLarge(let width, let height):
      return "las dimensiones \(width)×\(height) superan el límite de \(side)×\(side)"
    case .invalidMaxval(let maxval): return "el maxval \(maxval) está fuera de 1…65535"
    case .sampleOutOfRange(let value, let maxval):
      return "la muestra \(value) supera el maxval \(maxval)"
    case .invalidCharsPerPixel(let count):
      return "\(count) caracteres por píxel: se esperaban de 1 a 4"
    case .tooManyColors(let count, let limit):
      return "\(count) colores: una imagen XPM puede tener como mucho \(limit)"
    case .colorNotInTable: return "un píxel usa un código que no está en la tabla de colores"
    case .duplicateColor: return "un código está definido dos veces en la tabla de colores"
    case .unknownColor:
      return "un color de la tabla de colores no es None, ni un color hexadecimal con #, "
        + "ni un nombre de color conocido"
    case .wrongRowLength(let row, let expected, let found):
      return "la fila \(row) tiene \(found) caracteres, se esperaban \(expected)"
    case .malformed(let fault): return malformed(fault)
    case .png(let error): return png(error)
    case .jpeg(let error): return PictureErrorText.spanish(error)
    case .gif(let error): return PictureErrorText.spanish(error)
    }
  }

  static func png(_ error: PNGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "no es un archivo PNG: no empieza por la firma PNG"
    case .truncatedChunk(let name?): text = "el archivo termina dentro del bloque \(name)"
    case .truncatedChunk(nil): text = "el archivo termina dentro de un bloque"
    case .missingEnd: text = "el archivo termina antes del bloque IEND"
    case .chunkTooLong: text = "la longitud de un bloque supera 2³¹ − 1"
    case .invalidChunkType: text = "el tipo de un bloque no son cuatro letras"
    case .crcMismatch(let name?): text = "el CRC de \(name) no coincide"
    case .crcMismatch(nil): text = "el CRC de un bloque crítico desconocido no coincide"
    case .headerNotFirst: text = "el primer bloque no es IHDR"
    case .chunkOrder(let rule): text = chunkRule(rule)
    case .unknownCriticalChunk: text = "un bloque crítico desconocido"
    case .missingImageData: text = "no hay ningún bloque IDAT"
    case .missingPalette: text = "una imagen de color indexado sin bloque PLTE"
    case .badChunkLength(let name): text = "el bloque \(name) tiene una longitud incorrecta"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) no es un tamaño válido"
    case .tooLarge(let width, let height): text = "\(width)×\(height) supera \(side)×\(side)"
    case .invalidFormat(let colorType, let bitDepth):
      text =
        "el tipo de color \(colorType) con profundidad de \(bitDepth) bits no es un formato PNG"
    case .invalidMethod(let what): text = "método de \(method(what)) desconocido"
    case .badPalette(let entries):
      text = "una paleta de \(entries) colores no encaja con la imagen"
    case .badTransparency: text = "el bloque tRNS no encaja con el tipo de color"
    case .invalidFilter(let type): text = "el tipo de filtro \(type) no está entre 0 y 4"
    case .paletteIndexOutOfRange(let index, let entries):
      text = "un píxel usa el color \(index) de una paleta de \(entries)"
    case .imageDataTooLong(let limit, let width, let height):
      text =
        "los datos de imagen se expanden a más de los \(limit) bytes que necesita "
        + "una imagen de \(width)×\(height)"
    case .imageData(.adlerMismatch): text = "el Adler-32 de los datos de imagen no coincide"
    case .imageData(let error): text = "datos de imagen: \(inflate(error))"
    }
    return "PNG: " + text
  }

  static func inflate(_ error: InflateError) -> String {
    switch error {
    case .badHeader: "no es un flujo zlib de datos DEFLATE"
    case .presetDictionary: "el flujo zlib pide un diccionario predefinido"
    case .truncated: "los datos comprimidos terminan antes de tiempo"
    case .reservedBlockType: "un bloque DEFLATE del tipo reservado 3"
    case .storedLengthMismatch: "la longitud de un bloque almacenado no coincide con su complemento"
    case .invalidCodeLengths: "longitudes de código Huffman no válidas"
    case .invalidCode: "un código Huffman no válido"
    case .distanceTooFar: "una referencia hacia atrás llega antes del comienzo de los datos"
    case .tooLong(let limit): "los datos se expanden a más de \(limit) bytes"
    case .tooShort(let found, let expected):
      "los datos se expanden a \(found) bytes, se esperaban \(expected)"
    case .adlerMismatch: "el Adler-32 no coincide"
    }
  }

  static func malformed(_ fault: PictureSyntaxFault) -> String {
    switch fault {
    case .missingValuesLine: "falta la línea de valores tras ‘/* XPM */’"
    case .noColors: "la tabla de colores debe tener al menos 1 color, y no tiene ninguno"
    case .badValuesLine:
      "la línea de valores debe indicar ancho, alto, número de colores y caracteres por píxel"
    case .shortColorEntry: "una entrada de la tabla de colores es más corta que su código de píxel"
    case .textWhereKeyBelongs:
      "una entrada de la tabla de colores tiene texto donde va una clave (c, m, g, g4 o s)"
    case .noColorValue: "una entrada de la tabla de colores no tiene valor c, g, g4 ni m"
    case .noSpaceAfterMagic(let digit): "se esperaba un espacio tras el número mágico ‘P\(digit)’"
    case .headerEndsBefore(.width): "la cabecera termina antes de el ancho"
    case .headerEndsBefore(.height): "la cabecera termina antes de el alto"
    case .headerEndsBefore(.maxval): "la cabecera termina antes de el maxval"
    case .numberTooLarge(let byte): "número demasiado grande en el byte \(byte)"
    case .expectedNumber(let byte): "se esperaba un número en el byte \(byte)"
    case .noSpaceAfterNumber(let byte): "se esperaba un espacio tras el número en el byte \(byte)"
    }
  }

  static func chunkRule(_ rule: PNGError.ChunkRule) -> String {
    switch rule {
    case .secondHeader: "un segundo bloque IHDR"
    case .paletteAfterImageData: "PLTE después de IDAT"
    case .secondPalette: "un segundo bloque PLTE"
    case .transparencyAfterImageData: "tRNS después de IDAT"
    case .secondTransparency: "un segundo bloque tRNS"
    case .imageDataNotConsecutive: "los bloques IDAT no son consecutivos"
    case .transparencyBeforePalette: "tRNS antes de PLTE"
    case .paletteInGreyscale: "un bloque PLTE en una imagen en escala de grises"
    }
  }

  static func method(_ method: PNGError.Method) -> String {
    switch method {
    case .compression: "compresión"
    case .filter: "filtro"
    case .interlace: "entrelazado"
    }
  }
}

extension PictureErrorText {
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
    case .truncatedImageData(let found, let expected):
      text = "los datos de imagen terminan antes del último píxel (\(found) de \(expected))"
    }
    return "GIF: " + text
  }
}

extension PictureErrorText {
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
}
