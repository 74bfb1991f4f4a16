import QuizCore

extension BankErrorText {
  /// English: QuizCore's own descriptions, byte for byte.
  public static let english = BankErrorText(
    bankError: { $0.description },
    reason: { $0.reason },
    fullListHint: { " (run quiz check \($0) for the full list)" },
    issue: { $0.description },
    problem: { $0.description },
    checkLine: { line in
      "\(line.path): \(line.severity.rawValue): \(line.first)"
        + line.more.map { "; \($0)" }.joined()
    },
    packError: { $0.description },
    picture: PictureErrorText.english
  )
}
