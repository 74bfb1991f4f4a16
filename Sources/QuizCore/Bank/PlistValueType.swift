/// The type of a property-list value, as a bank's messages name it.
public enum PlistValueType: Equatable, Sendable, CaseIterable {
  /// A string.
  case string
  /// An array.
  case array
  /// A dictionary (with string keys or not).
  case dictionary
  /// Data.
  case data
  /// A date.
  case date
  /// An integer or a real number.
  case number
  /// A boolean.
  case boolean
  /// A null value.
  case null
  /// A keyed archive's object reference.
  case reference
  /// Anything else.
  case other

  /// What a bank's value must be, where it is not what it must be.
  public enum Expected: Equatable, Sendable, CaseIterable {
    /// A string (`answer`, `title`, `icon`).
    case string
    /// An array of strings (`options`).
    case arrayOfStrings
    /// Data or a string (`picture`: an inline picture's bytes or a picture file's name).
    case dataOrString
  }
}
