import Foundation
import QuizCore
import QuizSystem
import QuizUI
import TerminalKit

/// `quiz picture FILE [--width N] [--pam OUT]`: previews a picture as the game draws it,
/// and writes its decoded pixels as a PAM file.
public struct PictureCommand: QuizCommand {
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
    public var color: ColorChoice = .auto

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

  /// What it was asked to do.
  public var options: Options

  static let declaration = CommandDeclarations.Command(
    id: .picture, name: "picture", summary: "preview a picture",
    options: [
      .init(
        .width, ["--width"], .text, "N", "preview width in columns",
        check: { text in
          Int(text).map { (1...PictureCommand.maximumWidth).contains($0) } == true
            ? nil : .badWidth(text)
        }),
      .init(
        .pam, ["--pam"], .file(extensions: ["pam"]), "OUT", "write the pixels as PAM",
        check: { $0.isEmpty ? .pamNeedsFile : nil }),
      CommandDeclarations.color, CommandDeclarations.help,
    ],
    operand: .file(extensions: QuestionBank.pictureExtensions), synopsis: "FILE",
    unknownOption: { .unknownPictureOption($0) },
    checkOperand: { operand, earlier in
      earlier > 0 ? .pictureOneFile : operand.isEmpty ? .emptyPicturePath : nil
    })

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    guard let path = parsed.operands.first else { throw UsageError(.pictureNeedsFile) }
    options = Options(
      path: path, width: parsed.value(.width).flatMap { Int($0) }, pamPath: parsed.value(.pam))
    options.color = parsed.value(.color).flatMap(ColorChoice.init(rawValue:)) ?? .auto
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
  /// `depth` the colour depth of the output; `terminal` whether standard output is a
  /// terminal, which gets no PAM file (`--pam -`).
  public static func render(
    _ options: Options, columns: Int?, depth: ColorDepth, strings: Strings = .english,
    terminal: Bool = false
  ) -> Result {
    let errors = strings.commandErrors
    if terminal, options.pamPath == "-" {
      return Result(code: ExitCode.usage, output: [], error: errors.pamToTerminal)
    }
    let shown = TextSafety.forMessage(options.path)
    let picture: Picture
    do {
      // A JPEG photo is decoded no larger than it is used: the PAM file within the size a
      // bank may hold, the preview at four source pixels to each column.
      let side =
        options.pamPath == nil
        ? min(Picture.maxSide, 4 * (options.width ?? columns ?? defaultWidth)) : Picture.maxSide
      picture = try Picture.load(
        contentsOf: URL(fileURLWithPath: options.path), files: .system, maxSide: side)
    } catch {
      return Result(
        code: exitCode(for: error), output: [],
        error: "\(shown): \(strings.bankErrors.picture(error))")
    }
    if let pamPath = options.pamPath {
      if pamPath == "-" { return Result(code: ExitCode.success, output: picture.pam) }
      if isSameFile(pamPath, options.path) {
        return Result(
          code: ExitCode.ioError, output: [],
          error: errors.cannotWrite(
            .init(path: TextSafety.forMessage(pamPath), problem: errors.pamIsPicture)))
      }
      if let error = write(picture.pam, to: pamPath) {
        return Result(
          code: ExitCode.ioError, output: [],
          error: errors.cannotWrite(
            .init(
              path: TextSafety.forMessage(pamPath), problem: errors.systemError(error.code))))
      }
    }
    let width = options.width ?? min(picture.width, columns ?? defaultWidth)
    let text = preview(picture, width: width, depth: depth)
    return Result(code: ExitCode.success, output: Array(text.utf8))
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
    case .missing, .unreadable, .notRegularFile: ExitCode.noInput
    case .tooLarge, .unknownFormat, .unknownContent, .foreignFormat, .invalid:
      ExitCode.dataError
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

  /// Shows the picture, or writes it as PAM.
  public func run(in environment: AppEnvironment) -> Int32 {
    let terminal = environment.outputIsTerminal
    let depth = options.color.depth(environment: environment.variables, terminal: terminal)
    let result = Self.render(
      options, columns: environment.outputColumns, depth: depth, strings: environment.strings,
      terminal: terminal)
    if let error = result.error { environment.complain(error) }
    do {
      try environment.output.write(result.output)
    } catch {
      return ExitCode.ioError
    }
    return result.code
  }
}
