import Foundation

extension Picture {
  /// A picture shipped with the game itself (not with a bank), such as the trophy of the
  /// congratulations screen; `nil` if it is missing or does not decode.
  public static func bundled(named name: String) -> Picture? {
    bundled(file: BundledResources.pictureFile(named: name, in: "celebration"))
  }

  /// The picture at `file` (a path under `Resources/`), decoded; `nil` when there is none or
  /// it does not decode.
  static func bundled(file: String?) -> Picture? {
    guard let file, let data = BundledResources.data(at: file),
      let format = PictureFormat(fileExtension: (file as NSString).pathExtension)
    else { return nil }
    return try? decode(data, format: format)
  }
}
