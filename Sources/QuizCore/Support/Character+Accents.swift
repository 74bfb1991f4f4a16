import Foundation

extension Character {
  /// The letter in lower case with its accents (combining marks, after canonical
  /// decomposition) taken off: `Ï` is `i`, `ñ` is `n`. Typing matches tiles on this as a
  /// last resort, and generated decoys avoid look-alikes of an accented answer letter.
  var accentFolded: String {
    if isASCII { return lowercased() }
    var scalars = String.UnicodeScalarView()
    for scalar in lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// True when the letter carries an accent that ``accentFolded`` takes off.
  var hasAccent: Bool { !isASCII && accentFolded != lowercased() }
}
