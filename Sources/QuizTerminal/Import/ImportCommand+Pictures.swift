import Foundation
import QuizCore
import QuizSystem
import QuizUI

extension ImportCommand {
  /// The picture for `icon` as the bank will store it (scaled to at most `side` pixels and
  /// made PNG where ``ImportPicture`` says so), or why there is none that decodes. A file
  /// that is there is never "not found": one in a format quiz does not read is named with
  /// its format.
  static func checkPicture(
    named icon: String, near folder: URL, source: URL,
    side: Int = ImportArguments.defaultPictureSize, strings: Strings = .english,
    files: FileAccess = .system, budget: inout Int
  ) -> (ImportedPicture?, String?) {
    let text = strings.commandErrors
    guard let url = pictureFile(named: icon, near: folder) ?? anyFile(named: icon, near: folder)
    else {
      let search = CommandErrorText.PictureSearch(
        spreadsheet: source.lastPathComponent, tried: pictureCandidates(for: icon))
      return (nil, text.pictureNotFound(search))
    }
    return checkPicture(
      at: url, in: folder, source: source, side: side, strings: strings, files: files,
      budget: &budget)
  }

  /// The picture file at `url` as the bank will store it, or why it cannot be: it must lie
  /// in `folder` (the spreadsheet's, or the folder of pictures), decode, and fit in what
  /// is left of `budget`.
  static func checkPicture(
    at url: URL, in folder: URL, source: URL, side: Int, strings: Strings, files: FileAccess,
    budget: inout Int
  ) -> (ImportedPicture?, String?) {
    let text = strings.commandErrors
    // As a bank's pictures must lie in the bank's folder, these must lie in the spreadsheet's.
    guard let resolved = ImportDestination.resolved(url.path),
      let place = ImportDestination.resolved(folder.path),
      ImportDestination.isInside(resolved, place)
    else {
      let link = CommandErrorText.OutsideLink(
        picture: url.lastPathComponent, spreadsheet: source.lastPathComponent)
      return (nil, text.pictureOutsideFolder(link))
    }
    // Past the budget, no picture is decoded: the first one to pass it is the error.
    guard budget >= 0 else { return (ImportedPicture(source: url), nil) }
    let name = TextSafety.forMessage(url.lastPathComponent)
    let picture: ImportedPicture
    do {
      picture = try ImportPicture.prepare(url, side: side, files: files)
    } catch {
      switch error {
      case .unreadable(.foreignFormat(let format)):
        let problem = strings.bankErrors.picture(.foreignFormat(format))
        return (nil, text.pictureForeign(.init(path: name, problem: problem)))
      case .unreadable(let error):
        let problem = strings.bankErrors.picture(error)
        return (nil, text.pictureUnreadable(.init(path: name, problem: problem)))
      case .tooLarge(let width, let height):
        let size = CommandErrorText.PhotoSize(
          path: name, width: width, height: height,
          megapixels: PictureLimits.photo.maxPixels / 1_000_000)
        return (nil, text.photoTooLarge(size))
      }
    }
    budget -= picture.pixels
    guard budget >= 0 else {
      let problem = strings.bankErrors.problem(
        .picturesOverBudget(limit: QuestionBank.pictureBudget))
      return (nil, text.pictureUnreadable(.init(path: name, problem: problem)))
    }
    return (picture, nil)
  }

  /// The file names tried for an icon: the name itself when it has a picture extension,
  /// then the name with each picture extension.
  static func pictureCandidates(for icon: String) -> [String] {
    let ext = (icon as NSString).pathExtension.lowercased()
    let given = pictureExtensions.contains(ext) ? [icon] : []
    return given + pictureExtensions.map { "\(icon).\($0)" }
  }

  /// The picture for `icon` next to the spreadsheet, or in a `pictures/` folder beside it.
  static func pictureFile(named icon: String, near folder: URL) -> URL? {
    for place in places(near: folder) {
      for name in pictureCandidates(for: icon) {
        let url = place.appendingPathComponent(name)
        if ImportWriter.exists(url) { return url }
      }
    }
    return nil
  }

  /// A file for `icon` that is no picture quiz reads: the icon itself (`rose.heic`), or the
  /// first in name order of the icon with any extension (`rose` finds `rose.heic`), so its
  /// message can say what it is.
  static func anyFile(named icon: String, near folder: URL) -> URL? {
    for place in places(near: folder) {
      let given = place.appendingPathComponent(icon)
      if !(icon as NSString).pathExtension.isEmpty, ImportWriter.exists(given) { return given }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
      if let name = names.sorted().first(where: {
        ($0 as NSString).deletingPathExtension == icon && !($0 as NSString).pathExtension.isEmpty
      }) {
        return place.appendingPathComponent(name)
      }
    }
    return nil
  }

  /// Where pictures are looked for: the spreadsheet's folder, then `pictures/` in it.
  private static func places(near folder: URL) -> [URL] {
    [folder, folder.appendingPathComponent("pictures", isDirectory: true)]
  }
}
