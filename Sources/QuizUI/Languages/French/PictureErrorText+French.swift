import QuizCore

extension PictureErrorText {
  /// French.
  static func french(_ error: PictureLoadError) -> String {
    switch error {
    case .missing: return "ce fichier n’existe pas"
    case .unreadable: return "le fichier est illisible"
    case .notRegularFile(let kind):
      return "ce n’est pas un fichier ordinaire (\(FrenchBankText.kind(kind)))"
    case .tooLarge(let size, let limit):
      return "le fichier est trop gros: \(BoundedFile.mebibytes(size)), au plus "
        + BoundedFile.mebibytes(limit)
    case .unknownFormat(""):
      return
        "aucune extension ne dit le format de l’image (.png, .jpg, .gif, .xpm, .ppm, .pgm ou .pnm)"
    case .unknownFormat(let ext):
      return "format d’image inconnu \".\(TextSafety.forMessage(ext))\""
    case .foreignFormat(let format):
      return
        "les images \(format.rawValue) ne peuvent pas être lues: enregistre-les en JPEG ou en PNG"
    case .unknownContent: return "ce n’est ni une image PNG, ni JPEG, ni GIF, ni XPM, ni netpbm"
    case .invalid(let error): return TextSafety.escaped(FrenchPictureText.decoding(error))
    }
  }
}

/// The French wording of the decoders' errors.
private enum FrenchPictureText {
  static func decoding(_ error: PictureError) -> String {
    let side = Picture.maxSide
    switch error {
    case .empty: return "le fichier est vide"
    case .wrongHeader(.jpeg, _): return PictureErrorText.french(JPEGError.signature)
    case .wrongHeader(.gif, _): return PictureErrorText.french(GIFError.signature)
    case .jpeg(let error): return PictureErrorText.french(error)
    case .gif(let error): return PictureErrorText.french(error)
    case .wrongHeader(.xpm, _):
      return "ce n’est pas un fichier XPM: il ne commence pas par ‘/* XPM */’"
    case .wrongHeader(.png, _): return png(.signature)
    case .wrongHeader(.netpbm, _):
      return "ce n’est pas un fichier netpbm: il ne commence ni par ‘P2’, ‘P3’, ‘P5’ ni ‘P6’"
    case .truncated(let expected, let found):
      return "incomplet: \(expected) lignes attendues, \(found) présentes"
    case .truncatedColorTable(let expected, let found):
      return
        "incomplet: \(expected) couleurs attendues dans la table des couleurs, \(found) présentes"
    case .invalidDimensions(let width, let height):
      return "dimensions non valides \(width)×\(height): toutes deux doivent valoir au moins 1"
    case .dimensionsTooLarge(let width, let height):
      return "les dimensions \(width)×\(height) dépassent la limite de \(side)×\(side)"
    case .invalidMaxval(let maxval): return "le maxval \(maxval) est hors de 1…65535"
    case .sampleOutOfRange(let value, let maxval):
      return "l’échantillon \(value) dépasse le maxval \(maxval)"
    case .invalidCharsPerPixel(let count):
      return "\(count) caractères par pixel: de 1 à 4 attendus"
    case .tooManyColors(let count, let limit):
      return "\(count) couleurs: une image XPM en a au plus \(limit)"
    case .colorNotInTable: return "un pixel utilise un code absent de la table des couleurs"
    case .duplicateColor: return "un code est défini deux fois dans la table des couleurs"
    case .unknownColor:
      return "une couleur de la table n’est ni None, ni une couleur hexadécimale avec #, "
        + "ni un nom de couleur connu"
    case .wrongRowLength(let row, let expected, let found):
      return "la ligne \(row) a \(found) caractères, \(expected) attendus"
    case .malformed(let fault): return malformed(fault)
    case .png(let error): return png(error)
    }
  }

  static func png(_ error: PNGError) -> String {
    let side = Picture.maxSide
    let text: String
    switch error {
    case .signature: text = "ce n’est pas un fichier PNG: il ne commence pas par la signature PNG"
    case .truncatedChunk(let name?): text = "le fichier finit au milieu du bloc \(name)"
    case .truncatedChunk(nil): text = "le fichier finit au milieu d’un bloc"
    case .missingEnd: text = "le fichier finit avant le bloc IEND"
    case .chunkTooLong: text = "la longueur d’un bloc dépasse 2³¹ − 1"
    case .invalidChunkType: text = "le type d’un bloc n’est pas fait de quatre lettres"
    case .crcMismatch(let name?): text = "le CRC de \(name) ne correspond pas"
    case .crcMismatch(nil): text = "le CRC d’un bloc critique inconnu ne correspond pas"
    case .headerNotFirst: text = "le premier bloc n’est pas IHDR"
    case .chunkOrder(let rule): text = chunkRule(rule)
    case .unknownCriticalChunk: text = "un bloc critique inconnu"
    case .missingImageData: text = "aucun bloc IDAT"
    case .missingPalette: text = "une image en couleurs indexées sans bloc PLTE"
    case .badChunkLength(let name): text = "le bloc \(name) a une longueur incorrecte"
    case .invalidDimensions(let width, let height):
      text = "\(width)×\(height) n’est pas une taille valide"
    case .tooLarge(let width, let height): text = "\(width)×\(height) dépasse \(side)×\(side)"
    case .invalidFormat(let colorType, let bitDepth):
      text =
        "le type de couleur \(colorType) sur \(bitDepth) bits n’est pas un format PNG"
    case .invalidMethod(let what): text = "méthode de \(method(what)) inconnue"
    case .badPalette(let entries):
      text = "une palette de \(entries) couleurs ne va pas avec l’image"
    case .badTransparency: text = "le bloc tRNS ne va pas avec le type de couleur"
    case .invalidFilter(let type): text = "le type de filtre \(type) n’est pas entre 0 et 4"
    case .paletteIndexOutOfRange(let index, let entries):
      text = "un pixel utilise la couleur \(index) d’une palette de \(entries)"
    case .imageDataTooLong(let limit, let width, let height):
      text =
        "les données d’image dépassent, décompressées, les \(limit) octets qu’il faut "
        + "à une image de \(width)×\(height)"
    case .imageData(.adlerMismatch): text = "l’Adler-32 des données d’image ne correspond pas"
    case .imageData(let error): text = "données d’image: \(inflate(error))"
    }
    return "PNG: " + text
  }

  static func inflate(_ error: InflateError) -> String {
    switch error {
    case .badHeader: "ce n’est pas un flux zlib de données DEFLATE"
    case .presetDictionary: "le flux zlib demande un dictionnaire prédéfini"
    case .truncated: "les données compressées finissent trop tôt"
    case .reservedBlockType: "un bloc DEFLATE du type réservé 3"
    case .storedLengthMismatch: "la longueur d’un bloc stocké ne correspond pas à son complément"
    case .invalidCodeLengths: "longueurs de code Huffman non valides"
    case .invalidCode: "un code Huffman non valide"
    case .distanceTooFar: "une référence arrière remonte avant le début des données"
    case .tooLong(let limit): "les données dépassent \(limit) octets une fois décompressées"
    case .tooShort(let found, let expected):
      "les données font \(found) octets une fois décompressées, \(expected) attendus"
    case .adlerMismatch: "l’Adler-32 ne correspond pas"
    }
  }

  static func malformed(_ fault: PictureSyntaxFault) -> String {
    switch fault {
    case .missingValuesLine: "la ligne des valeurs manque après ‘/* XPM */’"
    case .noColors: "la table des couleurs doit avoir au moins 1 couleur, et n’en a aucune"
    case .badValuesLine:
      "la ligne des valeurs doit donner largeur, hauteur, nombre de couleurs et caractères par pixel"
    case .shortColorEntry:
      "une entrée de la table des couleurs est plus courte que son code de pixel"
    case .textWhereKeyBelongs:
      "une entrée de la table des couleurs a du texte là où va une clé (c, m, g, g4 ou s)"
    case .noColorValue: "une entrée de la table des couleurs n’a ni valeur c, ni g, ni g4, ni m"
    case .noSpaceAfterMagic(let digit): "espace attendu après le nombre magique ‘P\(digit)’"
    case .headerEndsBefore(.width): "l’en-tête finit avant la largeur"
    case .headerEndsBefore(.height): "l’en-tête finit avant la hauteur"
    case .headerEndsBefore(.maxval): "l’en-tête finit avant le maxval"
    case .numberTooLarge(let byte): "nombre trop grand à l’octet \(byte)"
    case .expectedNumber(let byte): "nombre attendu à l’octet \(byte)"
    case .noSpaceAfterNumber(let byte): "espace attendu après le nombre à l’octet \(byte)"
    }
  }

  static func chunkRule(_ rule: PNGError.ChunkRule) -> String {
    switch rule {
    case .secondHeader: "un second bloc IHDR"
    case .paletteAfterImageData: "PLTE après IDAT"
    case .secondPalette: "un second bloc PLTE"
    case .transparencyAfterImageData: "tRNS après IDAT"
    case .secondTransparency: "un second bloc tRNS"
    case .imageDataNotConsecutive: "les blocs IDAT ne se suivent pas"
    case .transparencyBeforePalette: "tRNS avant PLTE"
    case .paletteInGreyscale: "un bloc PLTE dans une image en niveaux de gris"
    }
  }

  static func method(_ method: PNGError.Method) -> String {
    switch method {
    case .compression: "compression"
    case .filter: "filtre"
    case .interlace: "entrelacement"
    }
  }
}

extension PictureErrorText {
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
    case .truncatedImageData(let found, let expected):
      text = "les données de l’image s’arrêtent avant le dernier pixel (\(found) sur \(expected))"
    }
    return "GIF: " + text
  }
}

extension PictureErrorText {
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
