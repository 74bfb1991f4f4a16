import Foundation
import QuizCore

/// `quiz picture FILE [--width N] [--pam OUT]`: previews a picture as the game draws it,
/// and writes its decoded pixels as a PAM file.
public enum PictureCommand {
  /// What `quiz picture` was asked to do.
  public struct Options: Equatable, Sendable {
    /// The picture file.
    public var path: String
    /// The preview's width in columns; `nil` for the picture's own width, at most the
    /// terminal's (80 when it is not a terminal).
    public var width: Int?
    /// Where to write the PAM file; `-` is standard output, which then gets no preview.
    public var pamPath: String?
    /// Colour choice for the preview.
    public var color: Arguments.ColorChoice = .auto

    /// Options for previewing `path`.
    public init(path: String, width: Int? = nil, pamPath: String? = nil) {
      self.path = path
      self.width = width
      self.pamPath = pamPath
    }
  }

  /// The widest preview `--width` accepts.
  public static let maximumWidth = 1024
  /// The preview width when the output is not a terminal and no `--width` is given.
  public static let defaultWidth = 80

  /// Parses the arguments after `picture`.
  static func parse(_ arguments: [String]) throws(Arguments.UsageError) -> Options {
    var path: String?
    var width: Int?
    var pamPath: String?
    var color = Arguments.ColorChoice.auto
    var index = 0
    var optionsEnded = false
    func value(for option: String, inline: String?) throws(Arguments.UsageError) -> String {
      if let inline { return inline }
      guard index < arguments.count else {
        throw Arguments.UsageError(.needsValue(option: option))
      }
      index += 1
      return arguments[index - 1]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        guard path == nil else {
          throw Arguments.UsageError(.pictureOneFile)
        }
        guard !argument.isEmpty else {
          throw Arguments.UsageError(.emptyPicturePath)
        }
        path = argument
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let inline = parts.count > 1 ? parts[1] : nil
      guard parts[0] == "--" || CommandDeclarations.optionNames(of: "picture").contains(parts[0])
      else {
        throw Arguments.UsageError(.unknownPictureOption(argument))
      }
      switch parts[0] {
      case "--": optionsEnded = true
      case "--width":
        let text = try value(for: "--width", inline: inline)
        guard let number = Int(text), (1...maximumWidth).contains(number) else {
          throw Arguments.UsageError(.badWidth(text))
        }
        width = number
      case "--pam":
        let text = try value(for: "--pam", inline: inline)
        guard !text.isEmpty else {
          throw Arguments.UsageError(.pamNeedsFile)
        }
        pamPath = text
      case "--color", "--colour":
        let text = try value(for: parts[0], inline: inline)
        guard let choice = Arguments.ColorChoice(rawValue: text) else {
          throw Arguments.UsageError(.badColor(text))
        }
        color = choice
      default:
        throw Arguments.UsageError(.unknownPictureOption(argument))
      }
    }
    guard let path else { throw Arguments.UsageError(.pictureNeedsFile) }
    var options = Options(path: path, width: width, pamPath: pamPath)
    options.color = color
    return options
  }

  /// What running the command gives: the exit code, the text for stdout (the preview, or
  /// the PAM bytes for `--pam -`) and the error line for stderr, if any.
  public struct Result: Equatable {
    /// The exit code.
    public var code: Int32
    /// The bytes for standard output.
    public var output: [UInt8]
    /// One line for standard error (without `quiz: `), or `nil`.
    public var error: String?
  }

  /// Loads the picture and builds the preview and the PAM file.
  ///
  /// `columns` is the terminal's width when standard output is a terminal, else `nil`;
  /// `depth` the colour depth of the output.
  public static func run(
    _ options: Options, columns: Int?, depth: ColorDepth, strings: Strings = .english
  ) -> Result {
    let errors = strings.commandErrors
    let shown = TextSafety.forMessage(options.path)
    let picture: Picture
    do {
      picture = try Picture.load(contentsOf: URL(fileURLWithPath: options.path))
    } catch {
      return Result(
        code: exitCode(for: error), output: [],
        error: "\(shown): \(strings.bankErrors.picture(error))")
    }
    if let pamPath = options.pamPath {
      if pamPath == "-" { return Result(code: QuizApp.ExitCode.success, output: picture.pam) }
      if isSameFile(pamPath, options.path) {
        return Result(
          code: QuizApp.ExitCode.ioError, output: [],
          error: errors.cannotWrite(
            .init(path: TextSafety.forMessage(pamPath), problem: errors.pamIsPicture)))
      }
      if let error = write(picture.pam, to: pamPath) {
        return Result(
          code: QuizApp.ExitCode.ioError, output: [],
          error: errors.cannotWrite(
            .init(
              path: TextSafety.forMessage(pamPath), problem: errors.systemError(error.code))))
      }
    }
    let width = options.width ?? min(picture.width, columns ?? defaultWidth)
    let text = preview(picture, width: width, depth: depth)
    return Result(code: QuizApp.ExitCode.success, output: Array(text.utf8))
  }

  /// The picture drawn as the game draws it, `width` columns wide (smaller pictures are
  /// enlarged by a whole factor, as in the game), as many rows as its shape needs.
  static func preview(_ picture: Picture, width: Int, depth: ColorDepth) -> String {
    let size = PictureRenderer.fittedSize(
      of: picture, columns: width, pixelRows: 2 * maximumWidth)
    let rows = (size.height + 1) / 2
    let grid = PictureRenderer.render(picture, columns: size.width, rows: rows, depth: depth)
    var text = ""
    for row in grid {
      var style: CellStyle? = nil
      for cell in row {
        if depth != .none, cell.style != style {
          text += ANSIEncoder.sgr(cell.style, depth: depth)
          style = cell.style
        }
        text += cell.text
      }
      if depth != .none { text += ANSIEncoder.sgr(.plain, depth: .none) }
      text += "\n"
    }
    return text
  }

  private static func exitCode(for error: PictureLoadError) -> Int32 {
    switch error {
    case .missing, .unreadable, .notRegularFile: QuizApp.ExitCode.noInput
    case .tooLarge, .unknownFormat, .invalid: QuizApp.ExitCode.dataError
    }
  }

  /// True when `first` and `second` are one file (the same device and inode, every symbolic
  /// link followed, so a link or a hard link to the picture counts too).
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    var one = stat()
    var other = stat()
    guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }

  /// Writes `bytes` to the file at `path`; the error when it cannot.
  private static func write(_ bytes: [UInt8], to path: String) -> SystemErrno? {
    switch Platform.createOrTruncate(path) {
    case .failure(let error): return error
    case .success(let fd):
      if let error = Platform.writeAll(fd, bytes) {
        _ = Platform.closeReporting(fd)
        return error
      }
      return Platform.closeReporting(fd)
    }
  }
}
