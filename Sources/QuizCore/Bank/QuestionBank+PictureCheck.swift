import Foundation

/// What looking for one picture found: a problem, if any, and how many pixels it decoded
/// to (0 when it was not decoded).
public struct PictureFinding: Equatable, Sendable {
  /// Why the picture cannot be shown, or `nil`.
  public var problem: BankProblem?
  /// The picture's width × height when it was decoded, else 0.
  public var pixels: Int

  /// A picture that was found (and, with `pixels`, decoded to that many pixels).
  public static func found(pixels: Int = 0) -> PictureFinding {
    PictureFinding(problem: nil, pixels: pixels)
  }

  /// A picture that cannot be shown, and why.
  public static func problem(_ problem: BankProblem) -> PictureFinding {
    PictureFinding(problem: problem, pixels: 0)
  }
}

extension QuestionBank {
  /// The most pixels the pictures of one bank may decode to together, each different
  /// picture counted once: 33,554,432, as many as 32 pictures of 1024×1024 (128 photos of
  /// 512×512). Checking a bank decodes every picture; this bounds what that costs however
  /// small the files that inflate to it.
  public static let pictureBudget = 32 * Picture.maxPixels

  /// The issues of a bank's pictures, in bank order: every icon looked for through
  /// `fileCheck`, every inline picture sniffed, and with `decode` every different picture
  /// decoded once until they pass `budget` pixels together.
  static func checkPictures(
    _ validated: BankValidator.Validated, decode: Bool, budget: Int,
    fileCheck: (String, Bool) -> PictureFinding
  ) -> [BankIssue] {
    enum Source {
      case file(name: String, key: String)
      case inline(Data)
    }
    var pictures: [(question: Int, source: Source)] = []
    pictures.reserveCapacity(validated.icons.count + validated.inlinePictures.count)
    pictures += validated.icons.map { ($0.question, .file(name: $0.name, key: $0.key)) }
    pictures += validated.inlinePictures.map { ($0.question, .inline($0.bytes)) }
    pictures.sort { $0.question < $1.question }

    var issues: [BankIssue] = []
    var files: [String: PictureFinding] = [:]
    var inline: [Data: PictureFinding] = [:]
    var decoded = 0
    var overBudget = false
    for (question, source) in pictures {
      let finding: PictureFinding
      let key: String
      switch source {
      case .file(let name, let nameKey):
        key = nameKey
        if let seen = files[name] {
          issues +=
            seen.problem.map { [BankIssue(question: question, key: key, problem: $0)] } ?? []
          continue
        }
        finding = fileCheck(name, decode && !overBudget)
        files[name] = finding
      case .inline(let bytes):
        key = "picture"
        if let seen = inline[bytes] {
          issues +=
            seen.problem.map { [BankIssue(question: question, key: key, problem: $0)] } ?? []
          continue
        }
        finding = inlineFinding(bytes, decode: decode && !overBudget)
        inline[bytes] = finding
      }
      if let problem = finding.problem {
        issues.append(BankIssue(question: question, key: key, problem: problem))
      }
      decoded += finding.pixels
      if !overBudget, decoded > budget {
        overBudget = true
        issues.append(
          BankIssue(question: question, key: key, problem: .picturesOverBudget(limit: budget)))
      }
    }
    return issues
  }

  /// What an inline picture is: checked for its size and how it starts, and with `decode`
  /// decoded.
  static func inlineFinding(_ bytes: Data, decode: Bool) -> PictureFinding {
    do {
      if decode {
        let picture = try Picture.load(inline: bytes)
        return .found(pixels: picture.width * picture.height)
      }
      _ = try Picture.inlineFormat(of: bytes)
      return .found()
    } catch {
      return .problem(.inlinePictureUnreadable(reason: error))
    }
  }

  /// What the picture file `name` in `directory/pictures/` is: missing, outside the bank's
  /// folder, or there (and with `decode` decoded, or why it does not decode).
  static func fileFinding(
    named name: String, in directory: URL, decode: Bool, files: FileAccess
  ) -> PictureFinding {
    guard let url = pictureFile(named: name, in: directory, files: files) else {
      return .problem(.pictureMissing(name))
    }
    guard BankFolder.contains(url, folder: directory, files: files) else {
      return .problem(.pictureOutsideBank(name))
    }
    guard decode else { return .found() }
    do {
      let picture = try Picture.load(contentsOf: url, files: files)
      return .found(pixels: picture.width * picture.height)
    } catch {
      return .problem(.pictureUnreadable(name, reason: error))
    }
  }
}
