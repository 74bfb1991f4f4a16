import Foundation

extension QuestionBank {
  /// The bytes of the picture file for `icon`, as stored: from the bank's `pictures/`
  /// folder (at most ``Picture/maximumFileSize``, never outside the bank's folder) or, for
  /// a bundled pack, from the program's resources; `nil` when there is none.
  public func pictureFileData(named icon: String) -> Data? {
    if let bundledPictureFolder {
      return BundledResources.pictureFile(named: icon, in: bundledPictureFolder)
        .flatMap(BundledResources.data(at:))
    }
    guard let files, let url = pictureURL(for: icon) else { return nil }
    return try? files.read(url.path, Picture.maximumFileSize)
  }
}

extension QuestionBank {
  /// Validates bank data read from a file in `directory`, its pictures looked for in
  /// `directory/pictures/` (and with `decodePictures` decoded), as
  /// ``load(contentsOf:displayPath:decodePictures:files:)`` does with the file it reads.
  public static func load(
    _ data: Data, path: String, directory: URL, decodePictures: Bool = true, files: FileAccess
  ) throws(BankError) -> QuestionBank {
    try parse(data, path: path, decodePictures: decodePictures) { name, decode in
      fileFinding(named: name, in: directory, decode: decode, files: files)
    }.with(directory: directory, files: files)
  }
}
