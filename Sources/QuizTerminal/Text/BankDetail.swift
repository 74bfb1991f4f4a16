/// A phrase that the bank checks of QuizCore put into an error as English text: a value's
/// type ("a number"), why a file cannot be read, why a binary property list is damaged, an
/// OpenStep syntax problem ("line 3: expected a value"), a broken list of packs.
///
/// Each phrase is an English template whose `{}` holes take numbers or other phrases, so
/// that a language can say it its own way (``BankErrorText``, ``PhraseBook``). Text that
/// matches no phrase (the property-list parser's or the system's own explanations) stays as
/// it is.
enum BankDetail: PhraseBook {
  // The types of property-list values.
  case aString, anArray, aDictionary, data, aDate, aNumber, aBoolean, null, aReference
  case anotherType, anArrayOfStrings
  // Why a file cannot be read.
  case isADirectory, notARegularFile, aDirectory, aFIFO, aCharacterDevice, aBlockDevice, aSocket,
    notAFile
  case permissionDenied, tooManyLinks
  // Not a property list at all.
  case fileEmpty, noValue, notAnyFormat
  // A damaged binary property list.
  case tooShort, unsupportedVersion, impossibleSizes, impossibleCount, topObjectMissing
  case tableOutside, offsetOutside, runsPast, tooLong, unknownMarker, malformedLength
  case missingReference, containsItself, cannotDecode
  // A binary property list that no bank can be.
  case orderedSet, set, expands, nestedTooDeep
  // An OpenStep syntax problem.
  case atLine, endsInside, textAfterEnd, expectedCommaOrParen, expectedKey, expectedEquals
  case expectedSemicolon, hexData, endsInsideData, expectedValue, unclosedString
  case unclosedComment
  // A broken list of bundled packs.
  case packsRoot, packNotDictionary, packNeeds, packName, packLevel, noDailyPack

  /// The phrase as QuizCore writes it, `{}` standing for each hole.
  var english: String {
    switch self {
    case .aString: "a string"
    case .anArray: "an array"
    case .aDictionary: "a dictionary"
    case .data: "data"
    case .aDate: "a date"
    case .aNumber: "a number"
    case .aBoolean: "a boolean"
    case .null: "null"
    case .aReference: "a reference"
    case .anotherType: "a value of another type"
    case .anArrayOfStrings: "an array of strings"
    case .isADirectory: "is a directory"
    case .notARegularFile: "not a regular file ({})"
    case .aDirectory: "a directory"
    case .aFIFO: "a FIFO"
    case .aCharacterDevice: "a character device"
    case .aBlockDevice: "a block device"
    case .aSocket: "a socket"
    case .notAFile: "not a file"
    case .permissionDenied: "permission denied"
    case .tooManyLinks: "too many levels of symbolic links"
    case .fileEmpty: "the file is empty"
    case .noValue: "the file holds no value"
    case .notAnyFormat:
      "the text is not XML, a binary property list, or an OpenStep array or dictionary"
    case .tooShort: "the file is too short ({} bytes)"
    case .unsupportedVersion: "unsupported format version"
    case .impossibleSizes: "the trailer gives impossible offset or reference sizes"
    case .impossibleCount: "the trailer gives an impossible object count"
    case .topObjectMissing: "the top object is not in the offset table"
    case .tableOutside: "the offset table lies outside the file"
    case .offsetOutside: "object {} has an offset outside the object area"
    case .runsPast: "object {} runs past the end of the object area"
    case .tooLong: "object {} is too long"
    case .unknownMarker: "object {} has an unknown type marker 0x{}"
    case .malformedLength: "object {} has a malformed length"
    case .missingReference: "object {} refers to an object that does not exist"
    case .containsItself: "an array or dictionary contains itself"
    case .cannotDecode: "its objects cannot be decoded"
    case .orderedSet:
      "it holds an ordered set, and a bank holds only arrays, dictionaries and text"
    case .set: "it holds a set, and a bank holds only arrays, dictionaries and text"
    case .expands: "its shared objects expand to more than {} times the file's size"
    case .nestedTooDeep: "arrays or dictionaries are nested more than {} deep"
    case .atLine: "line {}: {}"
    case .endsInside: "the file ends inside {}"
    case .textAfterEnd: "unexpected text after the end of the property list"
    case .expectedCommaOrParen: "expected “,” or “)” after an array element"
    case .expectedKey: "expected a key (a string) or “}” in a dictionary"
    case .expectedEquals: "expected “=” after a dictionary key"
    case .expectedSemicolon: "expected “;” after a value in a dictionary"
    case .hexData: "data between “<” and “>” must be hexadecimal digits"
    case .endsInsideData: "the file ends inside data “<…>”"
    case .expectedValue: "expected a value"
    case .unclosedString: "a quoted string is never closed"
    case .unclosedComment: "a comment “/*” is never closed"
    case .packsRoot: "the root must be an array of packs"
    case .packNotDictionary: "pack {} is not a dictionary"
    case .packNeeds: "pack {} needs a {}"
    case .packName: "pack {}: a name of letters, digits, -"
    case .packLevel: "pack {} needs a level of 1 or more"
    case .noDailyPack: "no bundled pack to choose the daily puzzle from"
    }
  }
}
