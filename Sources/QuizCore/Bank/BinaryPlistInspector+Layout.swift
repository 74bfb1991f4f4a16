extension BinaryPlistInspector {
  /// Where the objects of an inspected binary property list lie.
  struct Layout {
    /// The bytes of each offset-table entry.
    var offsetSize: Int
    /// The bytes of each reference inside an array or dictionary.
    var referenceSize: Int
    /// The index of the top object.
    var topObject: Int
    /// For each object, the byte range it takes in the file (marker to last byte), or `nil`
    /// when it cannot be reached from the top object.
    var extents: [Range<Int>?]
    /// The data objects that can be reached, each with the range of its bytes (its body).
    var dataObjects: [(index: Int, body: Range<Int>)]
    /// Whether every entry of the offset table lies among the objects (told only when some
    /// objects are data; else `true`).
    var offsetsInside = true
  }
}
