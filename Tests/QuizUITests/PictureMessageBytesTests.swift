import Foundation
import QuizCore
import Testing

@testable import QuizUI

/// A picture file may be a link to any file: no language's message quotes its bytes.
@Suite("Picture messages quote no bytes of the file")
struct PictureMessageBytesTests {
  @Test(
    "no picture message quotes bytes of the file, in any language",
    arguments: [
      ("secret.xpm", "SECRET-TEXT line of a file that is no picture\n"),
      ("secret.ppm", "Qz secret\n"),
      ("secret.ppm", "P3\n1 1\n255\nSECRET 0 0\n"),
      ("secret.xpm", "/* XPM */\nstatic char *x[] = {\n\"1 1 1 1\",\n\"Q c SECRET\",\n\"Q\"};\n"),
      ("secret.xpm", "/* XPM */\nstatic char *x[] = {\n\"1 1 1 1\",\n\"Q SECRET\",\n\"Q\"};\n"),
      ("secret.xpm", "/* XPM */\nstatic char *x[] = {\n\"1 1 1 2\",\n\"Q\",\n\"QQ\"};\n"),
      ("secret.xpm", "/* XPM */\nstatic char *x[] = {\n\"1 1 1 1\",\n\"Q c red\",\n\"Z\"};\n"),
      ("secret.xpm", "/* XPM */\nstatic char *x[] = {\n\"SECRET 1 1 1\"};\n"),
      (
        "secret.xpm",
        "/* XPM */\nstatic char *x[] = {\n\"1 1 2 1\",\n\"Q c red\",\n\"Q c blue\",\n\"Q\"};\n"
      ),
    ])
  func noQuotedBytes(name: String, text: String) {
    let format: PictureFormat = name.hasSuffix(".xpm") ? .xpm : .netpbm
    do {
      _ = try Picture.decode(Data(text.utf8), format: format)
      Issue.record("\(text) decoded")
    } catch {
      for language in Language.allCases {
        let message = language.strings.bankErrors.picture(.invalid(error))
        for secret in ["SECRET", "Qz", "‘Q", "‘Z"] {
          #expect(!message.contains(secret), "\(language): \(message)")
        }
      }
    }
  }
}
